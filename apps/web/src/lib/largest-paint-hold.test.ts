import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Hold = typeof import('./largest-paint-hold');

/** A fresh copy of the module: the hold is module state, set once per page. */
async function fresh(): Promise<Hold> {
  vi.resetModules();
  return import('./largest-paint-hold');
}

/** Whether `p` has settled after the microtasks queued so far. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

/** A stand-in for the browser's PerformanceObserver that reports the entries a test gives it. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  static live: FakeObserver[] = [];
  observed = false;
  constructor(private readonly callback: (list: { getEntries(): unknown[] }) => void) {}
  observe() {
    this.observed = true;
    FakeObserver.live.push(this);
  }
  disconnect() {
    this.observed = false;
    FakeObserver.live = FakeObserver.live.filter((o) => o !== this);
  }
  static report(url: string) {
    for (const o of [...FakeObserver.live]) o.callback({ getEntries: () => [{ url }] });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.live = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the hold for the first screen’s largest paint', () => {
  it('holds nothing when start-up sets no hold', async () => {
    const { afterLargestPaint } = await fresh();
    expect(await settled(afterLargestPaint())).toBe(true);
  });

  it('holds until released, and a second release changes nothing', async () => {
    const { afterLargestPaint, holdForLargestPaint, releaseLargestPaintHold } = await fresh();
    holdForLargestPaint();
    const waiting = afterLargestPaint();
    expect(await settled(waiting)).toBe(false);
    releaseLargestPaintHold();
    expect(await settled(waiting)).toBe(true);
    releaseLargestPaintHold();
    expect(await settled(afterLargestPaint())).toBe(true);
  });

  it('ends at its bound when nothing releases it', async () => {
    const { afterLargestPaint, holdForLargestPaint, LARGEST_PAINT_HOLD_MAX_MS } = await fresh();
    holdForLargestPaint();
    const waiting = afterLargestPaint();
    await vi.advanceTimersByTimeAsync(LARGEST_PAINT_HOLD_MAX_MS - 1);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('ends at the first touch or key: nothing waits for a picture once someone acts', async () => {
    for (const event of [new Event('pointerdown'), new KeyboardEvent('keydown', { key: 'Enter' })]) {
      const { afterLargestPaint, holdForLargestPaint } = await fresh();
      holdForLargestPaint();
      const waiting = afterLargestPaint();
      expect(await settled(waiting)).toBe(false);
      window.dispatchEvent(event);
      expect(await settled(waiting)).toBe(true);
    }
  });

  /** With a browser that reports largest paints and a hold set: the wait for `blob:cover` (boxed: an async function would await it). */
  async function heldPaintOfCover(): Promise<{ painted: Promise<void> }> {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const { holdForLargestPaint, paintOfImage } = await fresh();
    holdForLargestPaint();
    return { painted: paintOfImage('blob:cover') };
  }

  it('waits for the largest paint of that image, not of another', async () => {
    const { painted } = await heldPaintOfCover();
    FakeObserver.report('blob:theme-art');
    expect(await settled(painted)).toBe(false);
    FakeObserver.report('blob:cover');
    expect(await settled(painted)).toBe(true);
    expect(FakeObserver.live).toHaveLength(0);
  });

  it('stops waiting for the paint when the hold ends otherwise', async () => {
    const { painted } = await heldPaintOfCover();
    window.dispatchEvent(new Event('pointerdown'));
    expect(await settled(painted)).toBe(true);
    expect(FakeObserver.live).toHaveLength(0);
  });

  it('does not wait where the browser reports no largest paints', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { holdForLargestPaint, paintOfImage } = await fresh();
    holdForLargestPaint();
    expect(await settled(paintOfImage('blob:cover'))).toBe(true);
  });
});
