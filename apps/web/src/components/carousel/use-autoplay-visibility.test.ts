import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AutoplayLike, useAutoplayVisibility } from './use-autoplay-visibility';

function fakeAutoplay(): AutoplayLike & {
  pause: ReturnType<typeof vi.fn>;
  resume: ReturnType<typeof vi.fn>;
} {
  const a = {
    running: true,
    paused: false,
    pause: vi.fn(() => {
      a.paused = true;
    }),
    resume: vi.fn(() => {
      a.paused = false;
    }),
  };
  return a;
}

let hidden = false;
Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });

function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  hidden = false;
});

describe('useAutoplayVisibility', () => {
  it('pauses while the page is hidden and resumes when it is visible', () => {
    const a = fakeAutoplay();
    renderHook(() => useAutoplayVisibility(() => a));
    setHidden(true);
    expect(a.pause).toHaveBeenCalledTimes(1);
    expect(a.paused).toBe(true);
    setHidden(false);
    expect(a.resume).toHaveBeenCalledTimes(1);
    expect(a.paused).toBe(false);
  });

  it('pauses at once when mounted in a hidden page', () => {
    hidden = true;
    const a = fakeAutoplay();
    renderHook(() => useAutoplayVisibility(() => a));
    expect(a.pause).toHaveBeenCalledTimes(1);
    setHidden(false);
    expect(a.resume).toHaveBeenCalledTimes(1);
  });

  it('leaves a carousel paused on purpose alone, and never touches a stopped one', () => {
    const a = fakeAutoplay();
    renderHook(() => useAutoplayVisibility(() => a));
    a.pause();
    a.pause.mockClear();
    setHidden(true);
    setHidden(false);
    expect(a.pause).not.toHaveBeenCalled();
    expect(a.resume).not.toHaveBeenCalled();
    const b = fakeAutoplay();
    b.running = false;
    renderHook(() => useAutoplayVisibility(() => b));
    setHidden(true);
    setHidden(false);
    expect(b.pause).not.toHaveBeenCalled();
    expect(b.resume).not.toHaveBeenCalled();
  });

  it('does nothing once Swiper itself already paused on hide', () => {
    const a = fakeAutoplay();
    renderHook(() => useAutoplayVisibility(() => a));
    a.paused = true; // Swiper's own visibility handler ran first
    setHidden(true);
    expect(a.pause).not.toHaveBeenCalled();
  });

  it('does nothing when disabled and removes its listener on unmount', () => {
    const a = fakeAutoplay();
    const { rerender, unmount } = renderHook(({ on }) => useAutoplayVisibility(() => a, on), {
      initialProps: { on: false },
    });
    setHidden(true);
    expect(a.pause).not.toHaveBeenCalled();
    setHidden(false);
    rerender({ on: true });
    unmount();
    setHidden(true);
    expect(a.pause).not.toHaveBeenCalled();
  });
});
