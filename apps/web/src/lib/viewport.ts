/**
 * The `--vh` CSS variable (1% of the real inner height, in px) for mobile browsers whose
 * `100vh` includes the hidden address bar. Recalculated on resize and orientation change,
 * throttled 300 ms (spec §4).
 */
import { UI_TIMINGS } from '@lld/protocol/constants';
import { throttle } from './throttle';

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
