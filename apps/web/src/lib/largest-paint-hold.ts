// A hold on a download the first screen's largest image does not need (issue 19, the play
// page's LCP). On a landing whose largest image is a priority banner's cover (the play page,
// community: components/ads/first-banner.ts), hls.js (97 KB gzip, the largest download after
// React) shared the link with that cover's way to the screen. On a link that bandwidth bounds,
// sharing delays both; one after the other delays the video only by the cover's bytes. So the
// library's download (lib/hls.ts) waits until the cover has been painted, the person touches
// the screen, or LARGEST_PAINT_HOLD_MAX_MS has passed, whichever comes first. The video's own
// requests (its master playlist) are not held.

/** Upper bound on the hold, from the moment start-up sets it. */
export const LARGEST_PAINT_HOLD_MAX_MS = 1500;

let release: () => void = () => {};
let hold: Promise<void> = Promise.resolve();

/**
 * Holds `afterLargestPaint()` until `releaseLargestPaintHold()`, the first touch or key, or
 * `maxMs`. Start-up calls it once, before any screen asks for what it holds.
 */
export function holdForLargestPaint(maxMs = LARGEST_PAINT_HOLD_MAX_MS): void {
  hold = new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      removeEventListener('pointerdown', done, true);
      removeEventListener('keydown', done, true);
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    // Someone who touches the page wants it to act: nothing waits for a picture then.
    addEventListener('pointerdown', done, true);
    addEventListener('keydown', done, true);
    release = done;
  });
}

/** Ends the hold (any number of calls). */
export function releaseLargestPaintHold(): void {
  release();
}

/** Resolves once held downloads may start: at once when nothing holds them. */
export function afterLargestPaint(): Promise<void> {
  return hold;
}

/**
 * Resolves once the browser reports a largest-contentful-paint of the image at `url` (an
 * object URL), or once the hold ends otherwise (its bound, a touch; at once when nothing is
 * held), or at once where the browser reports no such paints (Safari: it plays HLS natively
 * and loads no hls.js). Never rejects.
 */
export function paintOfImage(url: string): Promise<void> {
  return new Promise((resolve) => {
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
    ) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { url?: string }).url === url))
        done();
    });
    const done = () => {
      observer.disconnect();
      resolve();
    };
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    void hold.then(done);
  });
}
