import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DanmakuStage, type StageComment } from './danmaku-stage';

/** jsdom has no Web Animations: a stand-in whose time follows the (fake) clock. */
class FakeAnimation {
  static running: FakeAnimation[] = [];
  playbackRate = 1;
  #start = performance.now();
  #held: number | null = null;
  constructor(readonly duration: number) {
    FakeAnimation.running.push(this);
  }
  get currentTime(): number {
    return this.#held ?? (performance.now() - this.#start) * this.playbackRate;
  }
  pause() {
    this.#held = this.currentTime;
  }
  play() {
    if (this.#held === null) return;
    this.#start = performance.now() - this.#held / this.playbackRate;
    this.#held = null;
  }
  cancel() {
    FakeAnimation.running = FakeAnimation.running.filter((a) => a !== this);
  }
}

const OPTIONS = { opacity: 1, area: 1, speed: 1, maxOnScreen: 200 };
let box: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
  FakeAnimation.running = [];
  HTMLElement.prototype.animate = (_k: unknown, o: unknown) =>
    new FakeAnimation((o as KeyframeAnimationOptions).duration as number) as unknown as Animation;
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
  box = document.createElement('div');
  Object.defineProperty(box, 'clientWidth', { value: 1920 });
  Object.defineProperty(box, 'clientHeight', { value: 1080 });
  document.body.append(box);
});

afterEach(() => {
  box.remove();
  vi.useRealTimers();
});

const comment = (id: number, mode: StageComment['mode'] = 'scroll'): StageComment => ({
  id,
  text: '哈'.repeat(2 + (id % 7)),
  mode,
  color: '#FFFFFF',
});
const items = () => box.querySelectorAll('.danmaku-item').length;

describe('danmaku stage', () => {
  it('moves many scrolling comments with a few shared animations, and drops them once across', () => {
    const stage = new DanmakuStage(box, OPTIONS);
    let shown = 0;
    for (let id = 1; id <= 120; id++) if (stage.add(comment(id), id * 20)) shown++;
    expect(shown).toBeGreaterThan(30);
    expect(items()).toBe(shown);
    expect(stage.count).toBe(shown);
    // Seven text lengths: at most one track (one animation) per 1 % speed step.
    expect(FakeAnimation.running.length).toBeLessThanOrEqual(7);
    expect(box.querySelectorAll('.danmaku-track').length).toBe(FakeAnimation.running.length);
    expect(box.querySelector('.danmaku-item')?.getAttribute('data-id')).toBe('1');
    vi.advanceTimersByTime(7000);
    expect(items()).toBe(shown);
    // Crossed by ~8 s, removed together up to 1 s later (off screen by then).
    vi.advanceTimersByTime(2000 + 1000);
    expect(items()).toBe(0);
    expect(stage.count).toBe(0);
    expect(FakeAnimation.running).toHaveLength(0);
    expect(box.querySelectorAll('.danmaku-track')).toHaveLength(0);
  });

  it('holds comments while paused and runs at the video rate', () => {
    const stage = new DanmakuStage(box, OPTIONS);
    stage.add(comment(1), 0);
    stage.add(comment(2, 'top'), 0);
    stage.pause();
    vi.advanceTimersByTime(20_000);
    expect(items()).toBe(2);
    stage.setRate(2);
    stage.play();
    // The fixed one stays 4 s, the scrolling one ~8 s: at 2x, 2 s and ~4 s (the scrolling one
    // leaves the DOM up to 1 s after it has crossed, with others).
    vi.advanceTimersByTime(2100);
    expect([...box.querySelectorAll('.danmaku-item')].map((e) => e.getAttribute('data-id'))).toEqual(['1']);
    vi.advanceTimersByTime(2100 + 1000);
    expect(items()).toBe(0);
  });

  it('places comments with left/top (no transform of their own), one paint chunk per track', () => {
    const stage = new DanmakuStage(box, OPTIONS);
    stage.add(comment(1), 0);
    stage.add(comment(2, 'bottom'), 0);
    for (const el of box.querySelectorAll<HTMLElement>('.danmaku-item')) {
      expect(el.style.transform).toBe('');
      expect(el.style.left).toMatch(/px$/);
      expect(el.style.top).toMatch(/px$/);
    }
    const scroll = box.querySelector<HTMLElement>('.danmaku-item[data-id="1"]')!;
    expect(parseFloat(scroll.style.left)).toBe(1920);
    const bottom = box.querySelector<HTMLElement>('.danmaku-item[data-id="2"]')!;
    expect(parseFloat(bottom.style.top)).toBeGreaterThan(1000);
  });

  it('takes scrolling comments ahead of their time: off the right edge, not on screen for density', () => {
    const stage = new DanmakuStage(box, { ...OPTIONS, maxOnScreen: 2 });
    // Due in 300 ms: waits 300 ms of travel to the right of the edge.
    expect(stage.add(comment(1), 0, -300)).toBe(true);
    const el = box.querySelector<HTMLElement>('.danmaku-item')!;
    expect(parseFloat(el.style.left)).toBeGreaterThan(1920 + 50);
    // Two on screen at most: one now and one ahead do not fill it; a second now does.
    expect(stage.add(comment(2), 0)).toBe(true);
    expect(stage.add(comment(3), 0)).toBe(true);
    expect(stage.add(comment(4), 0)).toBe(false);
    // A fixed comment is never early: shown now.
    stage.clear();
    expect(stage.add(comment(5, 'top'), 0, -300)).toBe(true);
    vi.advanceTimersByTime(4000 + 20);
    expect(items()).toBe(0);
  });

  it('removes crossed scrolling comments together, at once on tidy()', () => {
    const stage = new DanmakuStage(box, OPTIONS);
    stage.add(comment(1), 0);
    vi.advanceTimersByTime(50);
    stage.add(comment(8), 50);
    // Both have crossed by 8.1 s; kept a little (off screen) to leave with others.
    vi.advanceTimersByTime(8100);
    expect(items()).toBe(2);
    stage.tidy();
    expect(items()).toBe(0);
  });

  it('places fixed comments without an animation; remove and clear empty the stage', () => {
    const stage = new DanmakuStage(box, OPTIONS);
    expect(stage.add(comment(1, 'top'), 0)).toBe(true);
    expect(stage.add(comment(2, 'bottom'), 0)).toBe(true);
    expect(FakeAnimation.running).toHaveLength(0);
    stage.add(comment(3), 0);
    stage.remove(1);
    expect([...box.querySelectorAll('.danmaku-item')].map((e) => e.getAttribute('data-id')).sort()).toEqual([
      '2',
      '3',
    ]);
    stage.clear();
    expect(items()).toBe(0);
    expect(FakeAnimation.running).toHaveLength(0);
    // Reused elements come back clean.
    expect(stage.add({ ...comment(4), mine: true }, 100)).toBe(true);
    expect(box.querySelector('.danmaku-item.is-mine')?.textContent).toBe(comment(4).text);
    stage.destroy();
    expect(box.children).toHaveLength(0);
  });
});
