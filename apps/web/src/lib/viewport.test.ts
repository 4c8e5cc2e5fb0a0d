import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installViewportVar, onScrollFrames } from './viewport';

const vh = () => document.documentElement.style.getPropertyValue('--vh');

function setHeight(h: number) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: h });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('installViewportVar', () => {
  it('sets --vh at once and recalculates on resize / orientationchange, throttled 300 ms', () => {
    setHeight(800);
    const uninstall = installViewportVar();
    expect(vh()).toBe('8px');

    vi.advanceTimersByTime(400);
    setHeight(700);
    window.dispatchEvent(new Event('resize'));
    expect(vh()).toBe('7px');

    setHeight(600);
    window.dispatchEvent(new Event('orientationchange'));
    setHeight(500);
    window.dispatchEvent(new Event('resize'));
    expect(vh()).toBe('7px');
    vi.advanceTimersByTime(300);
    expect(vh()).toBe('5px');

    uninstall();
    vi.advanceTimersByTime(400);
    setHeight(900);
    window.dispatchEvent(new Event('resize'));
    expect(vh()).toBe('5px');
  });
});

describe('onScrollFrames', () => {
  it('calls back once a frame however often the window scrolls, and not after it is stopped', () => {
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const caf = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
    const fn = vi.fn();
    const stop = onScrollFrames(fn);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    expect(fn).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(2);
    stop();
    expect(caf).toHaveBeenCalledWith(2);
    window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(2);
    raf.mockRestore();
    caf.mockRestore();
  });
});
