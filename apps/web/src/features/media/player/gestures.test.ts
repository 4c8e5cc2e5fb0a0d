import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGestures, DOUBLE_TAP_MS, HOLD_MS } from './gestures';

describe('player gestures', () => {
  const handlers = () => ({
    onTap: vi.fn<() => void>(),
    onDoubleTap: vi.fn<(side: 'left' | 'right') => void>(),
    onHoldStart: vi.fn<() => void>(),
    onHoldEnd: vi.fn<() => void>(),
  });
  let h = handlers();
  beforeEach(() => {
    vi.useFakeTimers();
    h = handlers();
  });
  afterEach(() => vi.useRealTimers());

  it('a single tap toggles the controls once the double-tap window has passed', () => {
    const g = createGestures(h);
    g.down(10, 10);
    g.up(0.3, 1000);
    expect(h.onTap).not.toHaveBeenCalled();
    vi.advanceTimersByTime(DOUBLE_TAP_MS);
    expect(h.onTap).toHaveBeenCalledOnce();
    expect(h.onDoubleTap).not.toHaveBeenCalled();
  });

  it('a double tap seeks on its side and is not also a tap', () => {
    const g = createGestures(h);
    g.down(10, 10);
    g.up(0.8, 1000);
    g.down(10, 10);
    g.up(0.8, 1000 + DOUBLE_TAP_MS - 50);
    vi.advanceTimersByTime(1000);
    expect(h.onDoubleTap).toHaveBeenCalledWith('right');
    expect(h.onTap).not.toHaveBeenCalled();
    g.down(10, 10);
    g.up(0.2, 5000);
    g.down(10, 10);
    g.up(0.2, 5100);
    expect(h.onDoubleTap).toHaveBeenLastCalledWith('left');
  });

  it('holding plays at 2x until released, without a tap', () => {
    const g = createGestures(h);
    g.down(10, 10);
    vi.advanceTimersByTime(HOLD_MS);
    expect(h.onHoldStart).toHaveBeenCalledOnce();
    g.up(0.5, 9000);
    expect(h.onHoldEnd).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(h.onTap).not.toHaveBeenCalled();
  });

  it('a finger that moves (a scroll) is neither a hold nor a tap; cancel ends a hold', () => {
    const g = createGestures(h);
    g.down(10, 10);
    g.move(10, 60);
    vi.advanceTimersByTime(HOLD_MS * 2);
    g.up(0.5, 2000);
    vi.advanceTimersByTime(1000);
    expect(h.onHoldStart).not.toHaveBeenCalled();
    expect(h.onTap).not.toHaveBeenCalled();
    g.down(10, 10);
    vi.advanceTimersByTime(HOLD_MS);
    g.cancel();
    expect(h.onHoldEnd).toHaveBeenCalledOnce();
  });
});
