/**
 * Starts fetching the player screen and hls.js the moment a finger lands on a video, so both
 * arrive in parallel instead of one after the other once the tap completes. Idempotent.
 */

/** Native HLS when there is no MediaSource, or on Apple's own browser (which plays it best). */
export function prefersNativeHls(video: HTMLVideoElement): boolean {
  if (!video.canPlayType('application/vnd.apple.mpegurl')) return false;
  const w = window as unknown as { MediaSource?: unknown; ManagedMediaSource?: unknown };
  const hasMse = typeof w.MediaSource === 'function' || typeof w.ManagedMediaSource === 'function';
  return !hasMse || (navigator.vendor ?? '').startsWith('Apple');
}

let started = false;

export function preloadPlayer(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  void import('../screens/long-video-screen').catch(() => {
    started = false;
  });
  if (!prefersNativeHls(document.createElement('video'))) void import('hls.js/light').catch(() => {});
}
