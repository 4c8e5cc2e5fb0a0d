import { act, cleanup, render } from '@testing-library/react';
import { createRef, type RefObject } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The stage, the danmaku calls and the live feed stand in for their real selves: what is tested is
// the layer's loop (when the stage starts, how often it looks for due comments).
const stages = vi.hoisted(() => ({ offThread: true, made: [] as FakeStage[] }));
interface FakeStage {
  added: number[];
  frames: number;
}
vi.mock('@/components/danmaku/danmaku-stage', () => ({
  DanmakuStage: class {
    added: number[] = [];
    frames = 0;
    readonly offThread = stages.offThread;
    constructor() {
      stages.made.push(this);
    }
    add(d: { id: number }) {
      this.added.push(d.id);
      return true;
    }
    frame() {
      this.frames += 1;
    }
    setOptions() {}
    setRate() {}
    play() {}
    pause() {}
    clear() {}
    remove() {}
    destroy() {}
  },
}));
vi.mock('./danmaku-api', () => ({
  fetchDanmakuWindow: async (_id: number, _from: number, to: number) => ({
    list: [{ id: 7, time: 1, text: '来了', mode: 'scroll', color: '#FFFFFF' }],
    to,
  }),
}));
const lives = vi.hoisted(() => ({ opened: 0, closed: 0 }));
vi.mock('@/lib/messages/live-connection', () => ({
  openLiveConnection: () => {
    lives.opened += 1;
    return {
      close: () => {
        lives.closed += 1;
      },
    };
  },
}));
vi.mock('@/lib/api/client', () => ({ apiUrl: () => '/api/app/danmaku/stream', signedHeaders: () => ({}) }));

const { default: DanmakuLayer } = await import('./danmaku-layer');

/** A playing <video> whose clock the test moves. */
function playingVideo() {
  return {
    currentTime: 0,
    paused: false,
    ended: false,
    playbackRate: 1,
    addEventListener() {},
    removeEventListener() {},
  } as unknown as HTMLVideoElement & { currentTime: number };
}

function mount(v: HTMLVideoElement) {
  const ref = createRef<HTMLVideoElement | null>() as RefObject<HTMLVideoElement | null>;
  ref.current = v;
  render(<DanmakuLayer videoId={1} video={ref} active />);
}

beforeEach(() => {
  stages.made.length = 0;
  lives.opened = 0;
  lives.closed = 0;
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the danmaku layer', () => {
  it('starts the stage in a task after the commit that mounts it', async () => {
    mount(playingVideo());
    expect(stages.made).toHaveLength(0);
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(stages.made).toHaveLength(1);
  });

  it('opens the live feed in a task after the stage, and closes it with the stage', async () => {
    mount(playingVideo());
    await vi.advanceTimersToNextTimerAsync(); // the stage's task
    expect(stages.made).toHaveLength(1);
    expect(lives.opened).toBe(0);
    await act(async () => void (await vi.advanceTimersToNextTimerAsync())); // the feed's
    expect(lives.opened).toBe(1);
    cleanup();
    expect(lives.closed).toBe(1);
  });

  it('never opens the live feed when it goes before its task', async () => {
    mount(playingVideo());
    await vi.advanceTimersToNextTimerAsync();
    expect(stages.made).toHaveLength(1);
    cleanup();
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    expect([lives.opened, lives.closed]).toEqual([0, 0]);
  });

  it('with a worker drawing, looks for due comments every 100 ms and asks for no animation frames', async () => {
    stages.offThread = true;
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const v = playingVideo();
    mount(v);
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    const stage = stages.made[0]!;
    v.currentTime = 0.5;
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    expect(stage.added).toEqual([]);
    v.currentTime = 1.05;
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    expect(stage.added).toEqual([7]);
    const frames = stage.frames;
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(stage.frames - frames).toBe(10);
    expect(raf).not.toHaveBeenCalled();
  });

  it('without a worker, draws on animation frames', async () => {
    stages.offThread = false;
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    mount(playingVideo());
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(raf).toHaveBeenCalled();
  });
});
