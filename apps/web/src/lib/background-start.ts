// The moment the app's background work may start (issue 19): once the first screen's data has
// answered and the browser has then been idle (app/app-layout.tsx releases it), or once the
// session has failed (its error screen has no data to wait for), and never later than
// BACKGROUND_START_MAX_MS after start-up (main.tsx sets both). The installable app's start (service worker, update
// prompt, offline screen, checks of saved downloads; main.tsx) waits for it: started at the
// page's `load`, its chunks and the worker's registration went out before the first screen's
// largest image had painted.

/** Upper bound on the wait, from start-up (the splash's own bound: components/splash). */
export const BACKGROUND_START_MAX_MS = 10_000;

let release: () => void = () => {};
const started = new Promise<void>((resolve) => {
  release = resolve;
});

/** Lets the background work start (any number of calls; the first counts). */
export function releaseBackgroundStart(): void {
  release();
}

/** Resolves once the background work may start. */
export function backgroundStart(): Promise<void> {
  return started;
}
