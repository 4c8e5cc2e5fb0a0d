import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DanmakuStage, type StageCanvas, type StageComment } from './danmaku-stage';

/** jsdom has no 2D canvas: a stand-in that records what is drawn (text 20 px a character). */
class FakeContext {
  static all: FakeContext[] = [];
  calls: [string, ...unknown[]][] = [];
  font = '';
  fillStyle = '';
  strokeStyle = '';
  lineWidth = 1;
  textBaseline = '';
  lineJoin = '';
  constructor(readonly canvas: HTMLCanvasElement) {
    FakeContext.all.push(this);
  }
  measureText(text: string) {
    return { width: text.length * 20 };
  }
  drawImage(image: unknown, x: number, y: number) {
    this.calls.push(['drawImage', image, x, y]);
  }
  clearRect(...a: number[]) {
    this.calls.push(['clearRect', ...a]);
  }
  roundRect(...a: number[]) {
    this.calls.push(['roundRect', this.strokeStyle, ...a]);
  }
  fillText(text: string) {
    this.calls.push(['fillText', text, this.fillStyle]);
  }
  strokeText(text: string) {
    this.calls.push(['strokeText', text, this.strokeStyle]);
  }
  scale() {}
  beginPath() {}
  stroke() {}
}

const OPTIONS = { opacity: 1, area: 1, speed: 1, maxOnScreen: 200 };
let box: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
  FakeContext.all = [];
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement) {
    const self = this as HTMLCanvasElement & { fake?: FakeContext };
    self.fake ??= new FakeContext(this);
    return self.fake;
  } as never;
  box = document.createElement('div');
  Object.defineProperty(box, 'clientWidth', { value: 1920 });
  Object.defineProperty(box, 'clientHeight', { value: 1080 });
  document.body.append(box);
});

afterEach(() => {
  box.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const comment = (id: number, mode: StageComment['mode'] = 'scroll'): StageComment => ({
  id,
  text: '哈'.repeat(2 + (id % 7)),
  mode,
  color: '#FFFFFF',
});
const canvas = () => box.querySelector('canvas') as StageCanvas;
const screenCtx = () => (canvas() as unknown as { fake: FakeContext }).fake;
const shown = () => canvas().danmaku?.onScreen() ?? [];
/** Plays `ms` of video in frames of 16 ms, from `from`; calls `each` after every frame. */
function play(stage: DanmakuStage, from: number, ms: number, each: (t: number) => void = () => {}): number {
  let t = from;
  for (const end = from + ms; t < end; ) {
    vi.advanceTimersByTime(16);
    t += 16;
    stage.frame(t);
    each(t);
  }
  return t;
}

describe('danmaku stage', () => {
  it('draws every comment on one canvas (no element per comment), and drops them once across', () => {
    const stage = new DanmakuStage(box, OPTIONS);
    let added = 0;
    let t = 0;
    for (let id = 1; id <= 120; id++) {
      if (stage.add(comment(id), t)) added++;
      t = play(stage, t, 32);
    }
    expect(added).toBeGreaterThan(30);
    expect(box.children).toHaveLength(1);
    expect(canvas().tagName).toBe('CANVAS');
    expect(stage.count).toBe(added);
    expect(shown().length).toBe(added);
    const ctx = screenCtx();
    ctx.calls = [];
    t = play(stage, t, 16);
    expect(ctx.calls.filter((c) => c[0] === 'drawImage')).toHaveLength(added);
    // Crossed by ~8 s after the last came: gone, and the canvas cleared.
    t = play(stage, t, 8000);
    expect(stage.count).toBe(0);
    expect(shown()).toEqual([]);
    ctx.calls = [];
    play(stage, t, 16);
    expect(ctx.calls).toEqual([]);
  });

  it('keeps the comments of a lane apart for as long as they are on screen', () => {
    const stage = new DanmakuStage(box, { ...OPTIONS, area: 0.25 });
    let id = 0;
    let checked = 0;
    const overlaps: string[] = [];
    play(stage, 0, 10_000, (t) => {
      for (let i = 0; i < 2; i++) stage.add(comment(++id, id % 9 === 0 ? 'top' : 'scroll'), t);
      const boxes = shown().filter((s) => s.mode === 'scroll');
      for (const a of boxes)
        for (const b of boxes) {
          if (a === b || a.y !== b.y) continue;
          checked++;
          if (a.x + a.width > b.x && b.x + b.width > a.x) overlaps.push(`${a.id}/${b.id} at ${t}`);
        }
    });
    expect(checked).toBeGreaterThan(100);
    expect(overlaps).toEqual([]);
    // Area: a quarter of the height.
    expect(Math.max(...shown().map((s) => s.y + s.height))).toBeLessThanOrEqual(1080 / 4);
  });

  it('moves scrolling comments with the clock; holds them while paused and runs at the video rate', () => {
    const stage = new DanmakuStage(box, OPTIONS);
    stage.add(comment(1), 0);
    stage.add(comment(2, 'top'), 0);
    play(stage, 0, 1000);
    const [s1] = shown();
    // (1920 + width) px in 8 s.
    expect(s1?.x).toBeCloseTo(1920 - ((1920 + (s1?.width ?? 0)) / 8000) * 1008, 0);
    stage.pause();
    const ctx = screenCtx();
    ctx.calls = [];
    for (let i = 0; i < 100; i++) {
      vi.advanceTimersByTime(200);
      stage.frame(1008);
    }
    expect(ctx.calls).toEqual([]); // nothing moved: nothing drawn
    expect(shown().map((s) => s.x)).toEqual([s1?.x, expect.any(Number)]);
    stage.setRate(2);
    stage.play();
    // The fixed one stays 4 s, the scrolling one 8 s: at 2x, 1.5 s and 3.5 s of real time more.
    let v = 1008;
    for (let i = 0; i < 100; i++) {
      vi.advanceTimersByTime(16);
      v += 32;
      stage.frame(v);
    }
    expect(shown().map((s) => s.id)).toEqual([1]);
    for (let i = 0; i < 120; i++) {
      vi.advanceTimersByTime(16);
      v += 32;
      stage.frame(v);
    }
    expect(stage.count).toBe(0);
  });

  it('follows the video: a small drift is caught up smoothly, a jump at once', () => {
    const stage = new DanmakuStage(box, OPTIONS);
    stage.add(comment(1), 0);
    play(stage, 0, 500);
    const at = shown()[0]?.x ?? 0;
    // The video is 100 ms behind the clock: the comment does not jump back 100 ms of travel.
    vi.advanceTimersByTime(16);
    stage.frame(416);
    const step = at - (shown()[0]?.x ?? 0);
    expect(Math.abs(step)).toBeLessThan(10);
    // The video jumped 2 s ahead: the comment is where 2.5 s of travel puts it.
    vi.advanceTimersByTime(16);
    stage.frame(2532);
    const [s] = shown();
    expect(s?.x).toBeCloseTo(1920 - ((1920 + (s?.width ?? 0)) / 8000) * 2532, 0);
  });

  it('takes scrolling comments ahead of their time, and counts only those on screen for density', () => {
    const stage = new DanmakuStage(box, { ...OPTIONS, maxOnScreen: 2 });
    // Due in 300 ms: waits off the right edge until then.
    expect(stage.add(comment(1), 0, -300)).toBe(true);
    play(stage, 0, 100);
    expect(shown()).toEqual([]);
    expect(stage.add(comment(2), 112)).toBe(true);
    expect(stage.add(comment(3), 112)).toBe(true);
    expect(stage.add(comment(4), 112)).toBe(false);
    // A fixed comment is never early: shown now, for 4 s.
    stage.clear();
    expect(stage.add(comment(5, 'top'), 112, -300)).toBe(true);
    play(stage, 112, 16);
    expect(shown().map((s) => s.id)).toEqual([5]);
    play(stage, 128, 4000);
    expect(stage.count).toBe(0);
  });

  it('draws each comment once into a bitmap at the screen density, in its colour, outlined if mine', () => {
    vi.stubGlobal('devicePixelRatio', 2);
    const stage = new DanmakuStage(box, OPTIONS);
    expect([canvas().width, canvas().height]).toEqual([3840, 2160]);
    stage.add({ ...comment(1, 'bottom'), color: '#FFD302', mine: true }, 0);
    stage.add(comment(2), 0);
    const bitmaps = FakeContext.all.filter((c) => c.calls.some((call) => call[0] === 'fillText'));
    expect(bitmaps).toHaveLength(2);
    const [mine, other] = bitmaps;
    expect(mine?.calls).toContainEqual(['fillText', comment(1).text, '#FFD302']);
    expect(mine?.calls).toContainEqual(['strokeText', comment(1).text, 'rgb(0 0 0 / 80%)']);
    expect(mine?.calls.some((c) => c[0] === 'roundRect' && c[1] === '#FFD302')).toBe(true);
    expect(other?.calls.some((c) => c[0] === 'roundRect')).toBe(false);
    // The mine box: text + 5 px a side, at 2x device pixels.
    play(stage, 0, 16);
    const [scroll, bottom] = shown();
    expect(bottom).toMatchObject({ id: 1, mine: true, width: 3 * 20 + 10 });
    expect(mine?.canvas.width).toBe(2 * (3 * 20 + 10));
    // Bottom lane at the bottom; drawn after (above) the scrolling one, at whole device pixels.
    expect((bottom?.y ?? 0) + (bottom?.height ?? 0)).toBe(1080);
    const draws = screenCtx().calls.filter((c) => c[0] === 'drawImage');
    expect(draws.map((d) => d[1])).toEqual([other?.canvas, mine?.canvas]);
    expect(draws[0]?.[2]).toBe(Math.round((scroll?.x ?? 0) * 2));
    expect(draws[1]?.[3]).toBe((bottom?.y ?? 0) * 2);
  });

  it('removes one, clears all, and leaves nothing behind', () => {
    const stage = new DanmakuStage(box, { ...OPTIONS, opacity: 0.5 });
    expect(canvas().style.opacity).toBe('0.5');
    expect(stage.add(comment(1, 'top'), 0)).toBe(true);
    expect(stage.add(comment(2, 'bottom'), 0)).toBe(true);
    stage.add(comment(3), 0);
    stage.remove(1);
    play(stage, 0, 16);
    expect(shown().map((s) => s.id)).toEqual([3, 2]);
    stage.clear();
    expect(stage.count).toBe(0);
    expect(shown()).toEqual([]);
    expect(screenCtx().calls.at(-1)?.[0]).toBe('clearRect');
    stage.destroy();
    expect(box.children).toHaveLength(0);
  });
});
