import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, useIdleAfter, usePaintedAfter, whenIdle } from './idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('uses requestIdleCallback with a timeout, and cancels it', () => {
    const ric = vi.fn((_cb: IdleRequestCallback, _opts?: IdleRequestOptions) => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', ric);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const fn = vi.fn();
    const stop = whenIdle(fn);
    expect(ric).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
    ric.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(fn).toHaveBeenCalledOnce();
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where there is no requestIdleCallback (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const fn = vi.fn();
    whenIdle(fn);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
  });
});

describe('useIdleAfter', () => {
  it('turns true only once ready and idle, and stays true', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result, rerender } = renderHook(({ ready }) => useIdleAfter(ready), {
      initialProps: { ready: false },
    });
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });
});

describe('usePaintedAfter', () => {
  it('turns true only once ready and a frame has been painted since, and stays true', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const { result, rerender } = renderHook(({ ready }) => usePaintedAfter(ready), {
      initialProps: { ready: false },
    });
    expect(frames).toHaveLength(0);
    rerender({ ready: true });
    expect(frames).toHaveLength(1);
    act(() => frames[0]?.(0));
    // The frame's callback runs before its paint: the flag turns in a task after it.
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(true);
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });

  it('afterNextPaint can be cancelled before the frame', () => {
    vi.useFakeTimers();
    const cancel = vi.fn();
    vi.stubGlobal('requestAnimationFrame', () => 3);
    vi.stubGlobal('cancelAnimationFrame', cancel);
    const fn = vi.fn();
    afterNextPaint(fn)();
    expect(cancel).toHaveBeenCalledWith(3);
    vi.advanceTimersByTime(10);
    expect(fn).not.toHaveBeenCalled();
  });
});
