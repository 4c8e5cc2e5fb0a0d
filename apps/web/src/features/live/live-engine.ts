/**
 * Live playback of a signed live playlist on a <video>: hls.js (light build, loaded here on
 * first use; it decrypts the AES-128 segments) or native HLS where the browser prefers it
 * (Safari, iOS). Tuned for a live edge close to the encoder: a short sync distance and small
 * buffers. A failure (or an encoder still starting) starts again with a freshly signed URL (a
 * nonce is single-use).
 */
import type HlsType from 'hls.js';
import {
  HLS_TRANSMUX,
  loadHls,
  loadPolicy,
  MEMORY_PLAYLISTS,
  onFatalError,
  playlistFromMemory,
  prefersNativeHls,
  stopNative,
} from '@/lib/hls';
import { signedLivePlaylistUrl } from './api';

export interface LiveEngine {
  readonly kind: 'hls.js' | 'native';
  /** Wall-clock time of what is on screen (from #EXT-X-PROGRAM-DATE-TIME), null before known. */
  playingDate(): Date | null;
  destroy(): void;
}

export interface LiveEngineOptions {
  /** The playlist answered with an error body (offline channel, no entitlement). */
  onRefused?: (code: number) => void;
  /** Retrying after a failure. */
  onRetry?: () => void;
}

/** Live VIP required (PROTOCOL §4): not worth asking again. */
const NEEDS_ENTITLEMENT = 3003;
/** Delay before asking again for an offline or still-starting channel. */
const RETRY_MS = 3000;
const RETRY = { maxNumRetry: 2, retryDelayMs: 500, maxRetryDelayMs: 2000 };
const policy = (ttfb: number, load: number) => loadPolicy(ttfb, load, RETRY);

/** Reads the error body of a refused master playlist (`{"code":…}`), 0 when it is not one. */
async function refusal(url: string): Promise<{ code: number; text: string }> {
  const r = await fetch(url).catch(() => null);
  if (!r) return { code: 0, text: '' };
  const text = await r.text();
  if (r.ok && text.startsWith('#EXTM3U')) return { code: 200, text };
  try {
    return { code: Number((JSON.parse(text) as { code?: number }).code) || r.status, text: '' };
  } catch {
    return { code: r.status, text: '' };
  }
}

export async function startLiveEngine(
  id: number,
  video: HTMLVideoElement,
  o: LiveEngineOptions = {},
): Promise<LiveEngine> {
  let destroyed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  if (prefersNativeHls(video)) {
    /** The playlist on the element once signed, then play (a failure to sign: tried again shortly). */
    const load = () =>
      signedLivePlaylistUrl(id).then(
        (url) => {
          if (destroyed) return;
          video.src = url;
          void video.play().catch(() => {});
        },
        () => onError(),
      );
    const onError = () => {
      if (destroyed) return;
      o.onRetry?.();
      // One retry at a time: a second failure before it (the element's and the signature's) waits for it.
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void load(), RETRY_MS);
    };
    video.addEventListener('error', onError);
    await load();
    return {
      kind: 'native',
      playingDate() {
        const start = (video as HTMLVideoElement & { getStartDate?: () => Date }).getStartDate?.();
        const t = start?.getTime();
        return t && Number.isFinite(t) ? new Date(t + video.currentTime * 1000) : null;
      },
      destroy() {
        destroyed = true;
        clearTimeout(retryTimer);
        stopNative(video, onError);
      },
    };
  }

  // The master playlist is fetched while hls.js loads: a refusal is read from its body (3003:
  // live VIP, final; an offline or still-starting channel: asked again shortly); a playlist
  // goes to hls.js from memory (its variant URIs are absolute).
  const [Hls, first] = await Promise.all([loadHls(), signedLivePlaylistUrl(id).then(refusal)]);
  let hls: HlsType | null = null;
  const create = (masterText: string) => {
    hls?.destroy();
    if (destroyed) return;
    const h = new Hls({
      liveSyncDurationCount: 2,
      liveMaxLatencyDurationCount: 6,
      maxLiveSyncPlaybackRate: 1.2,
      maxBufferLength: 6,
      backBufferLength: 10,
      capLevelToPlayerSize: true,
      manifestLoadPolicy: policy(20_000, 25_000),
      playlistLoadPolicy: policy(6000, 10_000),
      keyLoadPolicy: policy(6000, 10_000),
      fragLoadPolicy: policy(6000, 10_000),
      ...MEMORY_PLAYLISTS,
      ...HLS_TRANSMUX,
    });
    onFatalError(
      h,
      Hls,
      () => destroyed,
      () => {
        o.onRetry?.();
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => void attempt(), RETRY_MS);
      },
    );
    h.loadSource(playlistFromMemory(h, Hls, masterText));
    h.attachMedia(video);
    hls = h;
    void video.play().catch(() => {});
  };
  const settle = (r: { code: number; text: string }) => {
    if (destroyed) return;
    if (r.code === 200) create(r.text);
    else if (r.code === NEEDS_ENTITLEMENT) o.onRefused?.(r.code);
    else {
      o.onRetry?.();
      retryTimer = setTimeout(() => void attempt(), RETRY_MS);
    }
  };
  // A signature that cannot be made counts as a failed load: asked again shortly.
  const attempt = async () =>
    settle(await signedLivePlaylistUrl(id).then(refusal, () => ({ code: 0, text: '' })));
  settle(first);
  return {
    kind: 'hls.js',
    playingDate: () => hls?.playingDate ?? null,
    destroy() {
      destroyed = true;
      clearTimeout(retryTimer);
      hls?.destroy();
      hls = null;
    },
  };
}
