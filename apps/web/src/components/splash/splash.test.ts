import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isSplashRemoved,
  removeSplash,
  removeSplashAfter,
  resetSplashForTests,
  SPLASH_ID,
  whenSplashRemoved,
} from './splash';

beforeEach(() => {
  vi.useFakeTimers();
  resetSplashForTests();
  document.body.innerHTML = `<div id="${SPLASH_ID}"></div>`;
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const splash = () => document.getElementById(SPLASH_ID);

describe('splash', () => {
  it('tells whoever waits once it starts to go, and at once after', async () => {
    let told = 0;
    void whenSplashRemoved().then(() => told++);
    await Promise.resolve();
    expect(told).toBe(0);
    removeSplashAfter(2000);
    vi.advanceTimersByTime(1999);
    await Promise.resolve();
    expect(told).toBe(0);
    vi.advanceTimersByTime(1);
    await Promise.resolve();
    expect(told).toBe(1);
    await whenSplashRemoved();
  });

  it('fades out and is removed', () => {
    removeSplash();
    expect(isSplashRemoved()).toBe(true);
    expect(splash()?.classList.contains('is-leaving')).toBe(true);
    vi.advanceTimersByTime(400);
    expect(splash()).toBeNull();
  });

  it('is removed after the given delay, not before', () => {
    removeSplashAfter(2000);
    vi.advanceTimersByTime(1999);
    expect(isSplashRemoved()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isSplashRemoved()).toBe(true);
  });

  it('keeps the earliest due time: a later deadline does not postpone a sooner one', () => {
    removeSplashAfter(10_000);
    removeSplashAfter(2000);
    removeSplashAfter(5000);
    vi.advanceTimersByTime(2000);
    expect(isSplashRemoved()).toBe(true);
  });
});
