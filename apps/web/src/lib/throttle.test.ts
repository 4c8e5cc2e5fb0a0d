import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';
import { throttle } from './throttle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('throttle', () => {
  it('runs at once, then once more at the end of the window with the last arguments', () => {
    const fn = vi.fn();
    const th = throttle(fn, 300);
    th(1);
    th(2);
    th(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(299);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('cancel drops the pending trailing call', () => {
    const fn = vi.fn();
    const th = throttle(fn, 300);
    th();
    th();
    th.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('debounce', () => {
  it('trailing: runs once after quiet', () => {
    const fn = vi.fn();
    const d = debounce(fn, 200);
    d('a');
    vi.advanceTimersByTime(100);
    d('b');
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([['b']]);
  });

  it('leading: runs on the first call and swallows the burst', () => {
    const fn = vi.fn();
    const d = debounce(fn, 200, { leading: true });
    d(1);
    d(2);
    vi.advanceTimersByTime(150);
    d(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(200);
    d(4);
    expect(fn.mock.calls).toEqual([[1], [4]]);
  });
});
