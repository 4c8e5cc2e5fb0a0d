// The startup splash is plain HTML in index.html (#splash), painted before any script.
// Rules (spec §2 and docs/decisions.md):
// - reached a route other than home first → removed 2000 ms (UI_TIMINGS) after that route shows;
// - landed on home → removed as soon as home's first content has rendered;
// - never later than SPLASH_MAX_MS after start, so a slow or failed start is never hidden.
export const SPLASH_ID = 'splash';
/** Upper bound on the splash, from start-up. */
export const SPLASH_MAX_MS = 10_000;
const FADE_MS = 320;

let removed = false;
let pending: ReturnType<typeof setTimeout> | undefined;
let dueAt = Number.POSITIVE_INFINITY;
/** Callers waiting for the splash to go (whenSplashRemoved). */
let waiting: Array<() => void> = [];

/** Fades the splash out and removes it. Safe to call any number of times. */
export function removeSplash(): void {
  if (removed) return;
  removed = true;
  if (pending !== undefined) clearTimeout(pending);
  for (const resolve of waiting) resolve();
  waiting = [];
  const el = typeof document === 'undefined' ? null : document.getElementById(SPLASH_ID);
  if (!el) return;
  el.classList.add('is-leaving');
  setTimeout(() => el.remove(), FADE_MS);
}

/** Removes the splash after `delayMs`, unless it is already gone or due sooner. */
export function removeSplashAfter(delayMs: number): void {
  const at = Date.now() + delayMs;
  if (removed || at >= dueAt) return;
  if (pending !== undefined) clearTimeout(pending);
  dueAt = at;
  pending = setTimeout(removeSplash, delayMs);
}

export function isSplashRemoved(): boolean {
  return removed;
}

/** Resolves once the splash has started to go (at once if it has): what is said under it is not seen. */
export function whenSplashRemoved(): Promise<void> {
  return removed ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}

/** For tests: forget that the splash was removed. */
export function resetSplashForTests(): void {
  removed = false;
  waiting = [];
  if (pending !== undefined) clearTimeout(pending);
  pending = undefined;
  dueAt = Number.POSITIVE_INFINITY;
}
