/**
 * Playback of a signed HLS playlist (PROTOCOL §8) on a <video>, across the configured lines.
 * hls.js (its light build) is loaded only here, on first use; a browser with native HLS and no
 * MediaSource (iOS Safari before 17.1, some in-app WebViews), or Safari itself, plays natively.
 * A manifest, key or segment failure that hls.js gives up on moves playback to the next line at
 * the same position; when every line has failed, `onFatal` is called.
 */
import type { PlayLine } from '@lld/protocol/api/media';
import type HlsType from 'hls.js';
import {
  fetchSessionKeysAhead,
  loadHls,
  onFatalError,
  playlistFromMemory,
  prefersNativeHls,
  signedPlaylistUrl,
  stopNative,
} from '@/lib/hls';
import { hlsConfig, type TakenHeadStart } from './head-start';
import { takePrefetchedPlaylist } from './preload';
import { levelFor } from './quality';

export { loadHls, prefersNativeHls, signedPlaylistUrl };

export interface EngineOptions {
  id: number;
  /** The lines, read at each failure (they arrive with media/play, after playback started). */
  lines: () => readonly PlayLine[];
  /** Index into `lines` to start on. */
  line: number;
  /** Seconds to start at. */
  startAt: number;
  onLineChange?: (line: PlayLine, automatic: boolean) => void;
  onFatal?: (error: unknown) => void;
  /** The wanted 清晰度 as a height (null: 自动), read whenever a playlist is loaded. */
  quality?: () => number | null;
  /** Heights the playing stream offers (none under native HLS, which plays 自动 only). */
  onLevels?: (heights: number[]) => void;
  /**
   * The tap's head start of this video, taken by the player (head-start.ts): its instance plays
   * on `video` (the head start's own element, when it made one, is that `video`).
   */
  head?: TakenHeadStart | null;
}

export interface Engine {
  readonly kind: 'hls.js' | 'native';
  readonly line: number;
  /** Moves to another line at the current position (user choice). */
  switchLine(index: number): void;
  /** Plays a height now (null: 自动); a height the stream lacks plays 自动. Native HLS: no-op. */
  setQuality(height: number | null): void;
  /**
   * Off: no new segments are fetched (a hidden, kept-alive player spends no data or bandwidth
   * on what nobody watches, and leaves both to the screen shown); on: fetching goes on from
   * where it stopped. Native HLS: no-op (the browser decides what it buffers).
   */
  setBuffering(on: boolean): void;
  destroy(): void;
}

/** How far ahead of a paused player the first buffered frame may be for it to stand there. */
const START_HOLE_SECONDS = 0.5;

/**
 * Where a paused player left in the hole before its stream's first frame should stand (that
 * frame's time), or null. Streams cut from TS often start a few frames in (the demo's at
 * 0.083 s); left there at its first frame, hls.js 1.7.4's paused buffer check measures the
 * hole as `pos + (start - pos) >= start`, which one position in ~60 rounds below `start`: it
 * then sees nothing buffered ahead and fetches nothing more, shown again or not. On the first
 * frame the picture is the same and the check has no hole to measure.
 */
export function firstFrameAhead(
  video: Pick<HTMLVideoElement, 'paused' | 'currentTime' | 'buffered'>,
): number | null {
  if (!video.paused || video.buffered.length === 0) return null;
  const start = video.buffered.start(0);
  const ahead = start - video.currentTime;
  return ahead > 0 && ahead <= START_HOLE_SECONDS ? start : null;
}

export async function startEngine(video: HTMLVideoElement, options: EngineOptions): Promise<Engine> {
  const { id } = options;
  const lines = () => options.lines();
  let line = Math.max(0, options.line);
  let failedLines = new Set<number>();
  let destroyed = false;

  if (prefersNativeHls(video)) {
    let resumeAt = options.startAt;
    let loads = 0;
    /**
     * The line's playlist on the element once signed (the last load asked for wins), then `play`.
     * Its failure rejects (the first load: the engine does not start), or is fatal later.
     */
    const load = async (play: boolean) => {
      const n = ++loads;
      const url = await signedPlaylistUrl(id, line);
      if (destroyed || n !== loads) return;
      video.src = url;
      if (resumeAt > 0) {
        const seek = () => {
          video.currentTime = resumeAt;
        };
        video.addEventListener('loadedmetadata', seek, { once: true });
      }
      if (play) void video.play().catch(() => {});
    };
    const reload = () =>
      load(true).catch((err: unknown) => {
        if (!destroyed) options.onFatal?.(err);
      });
    const onError = () => {
      if (destroyed) return;
      failedLines.add(line);
      const next = lines().findIndex((_, i) => !failedLines.has(i));
      if (next < 0) {
        options.onFatal?.(video.error);
        return;
      }
      resumeAt = video.currentTime || resumeAt;
      line = next;
      options.onLineChange?.(lines()[line]!, true);
      void reload();
    };
    video.addEventListener('error', onError);
    // The source is on the element before the engine is handed back (its caller plays it).
    try {
      await load(false);
    } catch (err) {
      video.removeEventListener('error', onError);
      throw err;
    }
    options.onLevels?.([]);
    return {
      kind: 'native',
      get line() {
        return line;
      },
      switchLine(index) {
        resumeAt = video.currentTime;
        line = index;
        failedLines = new Set();
        void reload();
      },
      setQuality() {
        // Safari picks the rendition itself: 自动 only.
      },
      setBuffering() {},
      destroy() {
        destroyed = true;
        stopNative(video, onError);
      },
    };
  }

  // The tap started hls.js on this video already (head-start.ts): play that instance. Else
  // the master playlist is fetched while hls.js loads (or was, from the touch) and read from
  // memory; its variant URIs are absolute, so they resolve from a blob: URL.
  const head = options.head?.hls ?? null;
  const master = head
    ? Promise.resolve('')
    : (
        takePrefetchedPlaylist(id, line) ??
        signedPlaylistUrl(id, line)
          .then((url) => fetch(url))
          .then((r) => (r.ok ? r.text() : ''))
      ).catch(() => '');
  const [Hls, masterText, started] = await Promise.all([loadHls(), master, head]);
  // The first hls.js instance reads the playlist fetched ahead; later ones (another line) fetch.
  let firstPlaylist: string | null = masterText.startsWith('#EXTM3U') ? masterText : null;
  let hls: HlsType | null = null;
  let buffering = true;
  const create = (startAt: number, ready: HlsType | null = null) => {
    hls?.destroy();
    const h = ready ?? new Hls(hlsConfig(startAt, Hls));
    // A head start's instance asked for its keys when its manifest came.
    if (!ready) fetchSessionKeysAhead(h, Hls);
    onFatalError(
      h,
      Hls,
      () => destroyed,
      (data) => {
        failedLines.add(line);
        const all = lines();
        const next = all.findIndex((_, i) => i > line && !failedLines.has(i));
        const wrap = next >= 0 ? next : all.findIndex((_, i) => !failedLines.has(i));
        if (wrap < 0) {
          options.onFatal?.(data.error ?? new Error(data.details));
          return;
        }
        line = wrap;
        options.onLineChange?.(all[line]!, true);
        create(video.currentTime);
        void video.play().catch(() => {});
      },
    );
    // The wanted 清晰度 (a new line loads a new manifest: applied again). A head start applied
    // the remembered one, which the wanted one starts as, when its manifest came.
    if (ready && ready.levels.length > 0) options.onLevels?.(ready.levels.map((l) => l.height));
    h.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
      const index = levelFor(data.levels, options.quality?.() ?? null);
      if (index >= 0 && !ready) h.currentLevel = index;
      options.onLevels?.(data.levels.map((l) => l.height));
    });
    // A line that delivered a fragment works again: a later failure may come back to it.
    h.on(Hls.Events.FRAG_LOADED, () => {
      if (failedLines.size > 0) failedLines = new Set();
    });
    // A head start's instance has its source; a later line's playlist is loaded once signed.
    if (!ready && firstPlaylist) h.loadSource(playlistFromMemory(h, Hls, firstPlaylist));
    else if (!ready)
      signedPlaylistUrl(id, line).then(
        (url) => {
          if (hls === h && !destroyed) h.loadSource(url);
        },
        (err: unknown) => {
          if (hls === h && !destroyed) options.onFatal?.(err);
        },
      );
    firstPlaylist = null;
    // A head start's instance made in the tap is attached to this element already.
    if (h.media !== video) h.attachMedia(video);
    // A new line's instance (switchLine) keeps a hidden player's pause.
    if (!buffering) h.pauseBuffering();
    hls = h;
  };
  create(options.startAt, started);
  return {
    kind: 'hls.js',
    get line() {
      return line;
    },
    switchLine(index) {
      line = index;
      failedLines = new Set();
      create(video.currentTime);
      void video.play().catch(() => {});
    },
    setQuality(height) {
      if (!hls) return;
      // currentLevel switches now (the buffer ahead is dropped); -1 hands it back to 自动.
      hls.currentLevel = levelFor(hls.levels, height);
    },
    setBuffering(on) {
      buffering = on;
      // Read by the journeys (a hidden player's state, when one fails).
      video.dataset.buffering = String(on);
      if (!on) {
        hls?.pauseBuffering();
        return;
      }
      const onFirstFrame = firstFrameAhead(video);
      if (onFirstFrame !== null) video.currentTime = onFirstFrame;
      hls?.resumeBuffering();
    },
    destroy() {
      destroyed = true;
      hls?.destroy();
      hls = null;
    },
  };
}
