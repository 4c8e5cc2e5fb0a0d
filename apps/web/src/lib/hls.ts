/**
 * What the two HLS players share (the video player and the live player): hls.js, its light
 * build, loaded once on first use; the choice of native HLS; hls.js load policies; what a fatal
 * hls.js error does; a master playlist handed to hls.js from memory; native playback stopped.
 */
import type HlsType from 'hls.js';
import type { ErrorData } from 'hls.js';

let hlsModule: Promise<typeof HlsType> | null = null;
/** Loads hls.js once; a player screen calls it early so it downloads with the play call. */
export function loadHls(): Promise<typeof HlsType> {
  hlsModule ??= import('hls.js/light').then((m) => m.default);
  return hlsModule;
}

/** Native HLS when there is no MediaSource, or on Apple's own browser (which plays it best). */
export function prefersNativeHls(video: HTMLVideoElement): boolean {
  if (!video.canPlayType('application/vnd.apple.mpegurl')) return false;
  const w = window as unknown as { MediaSource?: unknown; ManagedMediaSource?: unknown };
  const hasMse = typeof w.MediaSource === 'function' || typeof w.ManagedMediaSource === 'function';
  return !hasMse || (navigator.vendor ?? '').startsWith('Apple');
}

export interface HlsRetry {
  maxNumRetry: number;
  retryDelayMs: number;
  maxRetryDelayMs: number;
}

/** An hls.js load policy: the first byte within `ttfb` ms, the whole load within `load` ms. */
export function loadPolicy(ttfb: number, load: number, retry: HlsRetry) {
  return {
    default: { maxTimeToFirstByteMs: ttfb, maxLoadTimeMs: load, timeoutRetry: retry, errorRetry: retry },
  };
}

/**
 * A fatal hls.js error: a media error is recovered in place, any other goes to `onFatal`.
 * Errors once `stopped()` (the player is gone) are ignored.
 */
export function onFatalError(
  h: HlsType,
  Hls: typeof HlsType,
  stopped: () => boolean,
  onFatal: (data: ErrorData) => void,
): void {
  h.on(Hls.Events.ERROR, (_event, data: ErrorData) => {
    if (stopped() || !data.fatal) return;
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
      h.recoverMediaError();
      return;
    }
    onFatal(data);
  });
}

/**
 * A master playlist already fetched, as the URL hls.js loads it from (memory; its variant URIs
 * are absolute); freed once hls.js has read it.
 */
export function playlistFromMemory(h: HlsType, Hls: typeof HlsType, text: string): string {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/vnd.apple.mpegurl' }));
  h.once(Hls.Events.MANIFEST_LOADED, () => URL.revokeObjectURL(url));
  return url;
}

/** Ends native playback: the error listener off, the source dropped. */
export function stopNative(video: HTMLVideoElement, onError: () => void): void {
  video.removeEventListener('error', onError);
  video.removeAttribute('src');
  video.load();
}
