// Start-up work that is not the first screen's (the message stream, the online heartbeat, the
// home screen's floating windows) waits until the first screen's data is there and the browser
// is idle, so it takes neither the network nor the main thread from the first paint (issue 19).
import { useEffect, useState } from 'react';

/** Longest wait for an idle moment: a page that is never idle still starts its background work. */
export const IDLE_TIMEOUT_MS = 1000;

/** Runs `fn` at the browser's next idle moment (or soon, where there is no idle callback). Returns a cancel. */
export function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => fn(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: after the current task and its paint.
  const id = setTimeout(fn, 1);
  return () => clearTimeout(id);
}

/**
 * False until `ready` has been true and `schedule` (whenIdle, afterNextPaint: module functions,
 * stable) has then run its callback once; true from then on.
 */
function useOnceAfter(ready: boolean, schedule: (fn: () => void) => () => void): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!ready || done) return;
    return schedule(() => setDone(true));
  }, [ready, done, schedule]);
  return done;
}

/** False until `ready` has been true and the browser has then been idle once; true from then on. */
export function useIdleAfter(ready: boolean): boolean {
  return useOnceAfter(ready, whenIdle);
}

/** Runs `fn` in a task after the next frame has been painted. Returns a cancel. */
export function afterNextPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(fn, 0);
    return () => clearTimeout(timer);
  }
  // The animation frame runs before that frame's paint; a task queued from it runs after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * False until `ready` has been true and a frame has been painted since; true from then on. For
 * what sits below or behind a first screen (issue 19): its chunks and calls go out once the
 * screen is painted, so that they are not in the first paint's way.
 */
export function usePaintedAfter(ready: boolean): boolean {
  return useOnceAfter(ready, afterNextPaint);
}
