/**
 * The `--vh` CSS variable (1% of the real inner height, in px) for mobile browsers whose
 * `100vh` includes the hidden address bar. Recalculated on resize and orientation change,
 * throttled 300 ms (spec §4).
 */
import { UI_TIMINGS } from '@lld/protocol/constants';
import { throttle } from './throttle';

/** Whether this browser has IntersectionObserver (old browsers and jsdom do not). */
export function canObserveIntersections(): boolean {
  return typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';
}

export function setViewportVar(win: Window = window): void {
  win.document.documentElement.style.setProperty('--vh', `${win.innerHeight / 100}px`);
}

/** Sets `--vh` now and keeps it current; returns a function that removes the listeners. */
export function installViewportVar(win: Window = window): () => void {
  const update = throttle(() => setViewportVar(win), UI_TIMINGS.viewportResizeThrottleMs);
  setViewportVar(win);
  win.addEventListener('resize', update);
  win.addEventListener('orientationchange', update);
  win.addEventListener('load', update);
  return () => {
    update.cancel();
    win.removeEventListener('resize', update);
    win.removeEventListener('orientationchange', update);
    win.removeEventListener('load', update);
  };
}

/**
 * Calls `fn` at most once an animation frame while the window scrolls (a reader following its
 * page, the back-to-top button, the shell's scrolled flag); returns what stops it.
 */
export function onScrollFrames(fn: () => void, win: Window = window): () => void {
  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = win.requestAnimationFrame(() => {
      frame = 0;
      fn();
    });
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    win.removeEventListener('scroll', onScroll);
    if (frame) win.cancelAnimationFrame(frame);
  };
}
