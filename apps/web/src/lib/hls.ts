/**
 * What the two HLS players share (the video player and the live player): hls.js, its light
 * build, loaded once on first use; the choice of native HLS; hls.js load policies; what a fatal
 * hls.js error does; a master playlist handed to hls.js from memory; native playback stopped;
 * a video's signed master playlist URL (the player's, its touch prefetch's and the downloads').
 */
import { buildPlaylistUrlAsync } from '@lld/protocol/sign-async';
import type HlsType from 'hls.js';
import type {
  ErrorData,
  HlsConfig,
  Loader,
  LoaderCallbacks,
  LoaderConfiguration,
  LoaderContext,
  LoaderStats,
  PlaylistLoaderContext,
} from 'hls.js';
import { afterLargestPaint } from './largest-paint-hold';
import { apiOrigin, getRuntimeConfig } from './runtime-config';
import { getToken } from './storage';

/**
 * URL of the master playlist of video `id` on line `line` (PROTOCOL §8), signed now (fresh
 * nonce), natively where the page can; relative when the API is. Throws at once, before
 * anything starts, without a runtime config.
 */
export function signedPlaylistUrl(id: number, line: number): Promise<string> {
  const base = apiOrigin();
  return buildPlaylistUrlAsync({ key: getRuntimeConfig().signKey, token: getToken(), id }).then(
    (path) => `${base}${path}&line=${line}`,
  );
}

/**
 * hls.js transmuxes (MPEG-TS to fragmented MP4, and decrypts) on the main thread: said here, not
 * left to its default. Its ES module build, which the app bundles, cannot start the worker its
 * script build starts (only that build carries the worker's source) and runs inline without a
 * `workerPath`. Started from hls.js's own worker file, the worker cost the first tap ~20 ms
 * (hls.js makes it when the first segment arrives) and gained nothing measurable on the demo's
 * 180p and 360p streams (docs/decisions.md, session 52). One place to change it.
 */
export const HLS_TRANSMUX = { enableWorker: false } as const;

let hlsModule: Promise<typeof HlsType> | null = null;
let hlsLoaded: typeof HlsType | null = null;
/** Loads hls.js once (again after a failed load); a player screen calls it early so it downloads with the play call. */
export function loadHls(): Promise<typeof HlsType> {
  // On a landing, after the first screen's largest image (lib/largest-paint-hold.ts).
  hlsModule ??= afterLargestPaint()
    .then(() => import('hls.js/light'))
    .then(
      (m) => {
        hlsLoaded = m.default;
        return m.default;
      },
      (error: unknown) => {
        hlsModule = null;
        throw error;
      },
    );
  return hlsModule;
}

/** hls.js, if it has loaded: a tap starts it in its own task instead of a later one. */
export function loadedHls(): typeof HlsType | null {
  return hlsLoaded;
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

/** Master playlists handed to hls.js from memory, by the URL it is given for each. */
const inMemory = new Map<string, { text: Promise<string>; arrived: boolean }>();
let inMemoryCount = 0;

function emptyStats(): LoaderStats {
  return {
    aborted: false,
    loaded: 0,
    retry: 0,
    total: 0,
    chunkCount: 0,
    bwEstimate: 0,
    loading: { start: 0, first: 0, end: 0 },
    parsing: { start: 0, end: 0 },
    buffering: { start: 0, first: 0, end: 0 },
  };
}

/**
 * An hls.js loader that hands some loads over from memory and passes the rest to a network
 * loader: what both memory loaders below share (stats, abort, destroy, the inner loader's
 * headers). A load handed over is `done` once answered, aborted or destroyed.
 */
abstract class MemoryOrNetworkLoader<C extends LoaderContext> implements Loader<C> {
  context: C | null = null;
  protected readonly own = emptyStats();
  protected inner: Loader<LoaderContext> | null = null;
  protected done = false;

  get stats(): LoaderStats {
    return this.inner?.stats ?? this.own;
  }

  abstract load(context: C, config: LoaderConfiguration, callbacks: LoaderCallbacks<C>): void;

  /** Leaves this load to `Network` (hls.js's own loader). */
  protected network(
    Network: HlsConfig['loader'],
    hlsConfig: HlsConfig,
    context: C,
    config: LoaderConfiguration,
    callbacks: LoaderCallbacks<C>,
  ): void {
    this.inner = new Network(hlsConfig);
    this.inner.load(context, config, callbacks as unknown as LoaderCallbacks<LoaderContext>);
  }

  /** Starts a load from memory. */
  protected begin(context: C): void {
    this.context = context;
    this.own.loading.start = performance.now();
  }

  /** Answers a load from memory with `data` (`size` bytes or characters), unless it is done. */
  protected handOver(
    context: C,
    callbacks: LoaderCallbacks<C>,
    data: string | ArrayBuffer,
    size: number,
  ): void {
    if (this.done) return;
    this.done = true;
    const stats = this.own;
    stats.loading.first = stats.loading.end = performance.now();
    stats.loaded = stats.total = size;
    callbacks.onSuccess({ url: context.url, data }, stats, context, null);
  }

  abort(): void {
    this.inner?.abort();
    if (!this.done && this.context) this.own.aborted = true;
    this.done = true;
  }

  destroy(): void {
    this.inner?.destroy();
    this.done = true;
    this.context = null;
  }

  getResponseHeader(name: string): string | null {
    return this.inner?.getResponseHeader?.(name) ?? null;
  }

  getCacheAge(): number | null {
    return this.inner?.getCacheAge?.() ?? null;
  }
}

/**
 * hls.js's playlist loader (`pLoader`): a master playlist from memory (playlistFromMemory) is
 * handed over without a network round trip. One still on its way goes to hls.js in the task it
 * arrives in, so hls.js asks for the variant playlist then, not after a tap's route change has
 * rendered (a blob: URL cost a load behind it, issue 19); one already there goes in a task of its
 * own, not in the caller's (a tap's click, the player's start), which it would lengthen by the
 * playlist's parsing and hls.js's start. Any other playlist is loaded by hls.js's own loader.
 */
class MemoryPlaylistLoader extends MemoryOrNetworkLoader<PlaylistLoaderContext> {
  constructor(private readonly hlsConfig: HlsConfig) {
    super();
  }

  load(
    context: PlaylistLoaderContext,
    config: LoaderConfiguration,
    callbacks: LoaderCallbacks<PlaylistLoaderContext>,
  ): void {
    const entry = inMemory.get(context.url);
    if (!entry) {
      this.network(this.hlsConfig.loader, this.hlsConfig, context, config, callbacks);
      return;
    }
    this.begin(context);
    const fail = (message: string) => {
      if (this.done) return;
      this.done = true;
      callbacks.onError({ code: 0, text: message }, context, null, this.own);
    };
    const alreadyThere = entry.arrived;
    const hand = (data: string) => {
      if (data.startsWith('#EXTM3U')) this.handOver(context, callbacks, data, data.length);
      else fail('no playlist');
    };
    entry.text.then(
      (data) => (alreadyThere ? setTimeout(() => hand(data), 0) : hand(data)),
      () => fail('playlist not fetched'),
    );
  }
}

/** hls.js settings for an instance that may read its master playlist from memory. */
export const MEMORY_PLAYLISTS = { pLoader: MemoryPlaylistLoader } as const;

/**
 * A master playlist fetched ahead (or still arriving), as the URL hls.js loads it from: read
 * from memory by an instance made with MEMORY_PLAYLISTS (its variant URIs are absolute, so
 * nothing resolves against this URL); forgotten once hls.js has read it or is destroyed.
 */
export function playlistFromMemory(h: HlsType, Hls: typeof HlsType, text: string | Promise<string>): string {
  inMemoryCount += 1;
  const url = `${location.origin}/hls-memory/${inMemoryCount}.m3u8`;
  const entry = { text: Promise.resolve(text), arrived: typeof text === 'string' };
  if (!entry.arrived) {
    const arrive = () => {
      entry.arrived = true;
    };
    entry.text.then(arrive, arrive);
  }
  inMemory.set(url, entry);
  const forget = () => inMemory.delete(url);
  h.once(Hls.Events.MANIFEST_LOADED, forget);
  h.once(Hls.Events.DESTROYING, forget);
  return url;
}

/* ---------- keys named by the master playlist, fetched ahead ---------- */

/** Keys fetched ahead (their bytes, or null when refused), by their resolved URL. */
const keysAhead = new Map<string, Promise<ArrayBuffer | null>>();
/** A key fetched ahead and not asked for within this long is forgotten. */
const KEY_AHEAD_MS = 30_000;
/** An AES-128 key is 16 bytes. */
const KEY_BYTES = 16;

/**
 * Fetches the AES-128 keys the master playlist names (`#EXT-X-SESSION-KEY`, RFC 8216 §4.3.4.5:
 * "allows the client to preload these keys without having to read the Media Playlist(s)
 * first") as soon as it is parsed, beside the variant playlist; an instance made with
 * `keysAheadLoader` reads them from memory. Without it the key was asked for only once the
 * variant playlist had arrived: one more round trip before the first frame.
 */
export function fetchSessionKeysAhead(h: HlsType, Hls: typeof HlsType): void {
  h.once(Hls.Events.MANIFEST_LOADED, (_event, data) => {
    // They are named in play order: from the start, only the first is needed now (the preview's
    // key; the rest's is asked for when its segments are), so the server answers one call, not
    // two, beside the variant playlist.
    const named = data.sessionKeys ?? [];
    for (const key of h.config.startPosition > 0 ? named : named.slice(0, 1)) {
      if (key.method !== 'AES-128' || !key.uri || keysAhead.has(key.uri)) continue;
      const bytes = fetch(key.uri, { credentials: 'same-origin' })
        .then((r) => (r.ok ? r.arrayBuffer() : null))
        .then((b) => (b && b.byteLength === KEY_BYTES ? b : null))
        .catch(() => null);
      keysAhead.set(key.uri, bytes);
      setTimeout(() => {
        if (keysAhead.get(key.uri) === bytes) keysAhead.delete(key.uri);
      }, KEY_AHEAD_MS);
    }
  });
}

type AnyLoaderClass = HlsConfig['loader'];
const keysAheadLoaders = new WeakMap<AnyLoaderClass, AnyLoaderClass>();

/**
 * hls.js's `loader` (which it uses for keys, and for what has no loader of its own): a key
 * fetched ahead is handed over from memory (once), anything else, or a key refused ahead, is
 * loaded by `Network` (hls.js's own loader, `Hls.DefaultConfig.loader`).
 */
export function keysAheadLoader(Network: AnyLoaderClass): AnyLoaderClass {
  const made = keysAheadLoaders.get(Network);
  if (made) return made;
  class KeysAheadLoader extends MemoryOrNetworkLoader<LoaderContext> {
    constructor(private readonly hlsConfig: HlsConfig) {
      super();
    }

    load(
      context: LoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<LoaderContext>,
    ): void {
      const ahead = context.responseType === 'arraybuffer' ? keysAhead.get(context.url) : undefined;
      if (!ahead) {
        this.network(Network, this.hlsConfig, context, config, callbacks);
        return;
      }
      keysAhead.delete(context.url);
      this.begin(context);
      void ahead.then((data) => {
        if (this.done) return;
        if (data) this.handOver(context, callbacks, data, data.byteLength);
        else this.network(Network, this.hlsConfig, context, config, callbacks);
      });
    }
  }
  keysAheadLoaders.set(Network, KeysAheadLoader);
  return KeysAheadLoader;
}

/** Ends native playback: the error listener off, the source dropped. */
export function stopNative(video: HTMLVideoElement, onError: () => void): void {
  video.removeEventListener('error', onError);
  video.removeAttribute('src');
  video.load();
}
