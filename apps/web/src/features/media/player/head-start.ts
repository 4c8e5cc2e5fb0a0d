/**
 * The tap's head start (issue 19, tap to first frame): when a video card is tapped, hls.js
 * starts on the video's playlist at once, before the player screen has rendered, and fetches
 * the variant playlist, the key and the first segment (hls.js `startFragPrefetch`). The player
 * then attaches its <video> to that instance instead of starting from nothing, so the route
 * change and the screen's render overlap the network instead of preceding it.
 *
 * Small (it lives in the home route with preload.ts): hls.js itself is loaded through lib/hls.
 * One head start at a time; one not taken by a player within 10 s is destroyed.
 */
import type HlsType from 'hls.js';
import {
  fetchSessionKeysAhead,
  HLS_TRANSMUX,
  keysAheadLoader,
  loadedHls,
  loadHls,
  loadPolicy,
  MEMORY_PLAYLISTS,
  playlistFromMemory,
} from '@/lib/hls';
import { levelFor, rememberedQuality } from './quality';
import { resumePoint } from './resume-store';

const RETRY = { maxNumRetry: 1, retryDelayMs: 250, maxRetryDelayMs: 1000 };
const policy = (ttfb: number, load: number) => loadPolicy(ttfb, load, RETRY);
const UNTAKEN_MS = 10_000;

/**
 * The player's hls.js settings (one instance per line), starting at `startAt` seconds. An
 * instance made with them reads a master playlist and keys fetched ahead from memory.
 */
export function hlsConfig(startAt: number, Hls: typeof HlsType) {
  return {
    startPosition: startAt > 0 ? startAt : -1,
    maxBufferLength: 8,
    maxMaxBufferLength: 12,
    backBufferLength: 30,
    capLevelToPlayerSize: true,
    manifestLoadPolicy: policy(6000, 10000),
    playlistLoadPolicy: policy(6000, 10000),
    keyLoadPolicy: policy(6000, 10000),
    fragLoadPolicy: policy(6000, 15000),
    // A master playlist fetched ahead is read from memory (playlistFromMemory), and so are the
    // keys it names (fetchSessionKeysAhead).
    ...MEMORY_PLAYLISTS,
    ...HLS_TRANSMUX,
    loader: keysAheadLoader(Hls.DefaultConfig.loader),
  };
}

/** Where the player starts video `id` before media/play answers: this device's position. */
export function localStart(id: number): number {
  return resumePoint(id, 0, Number.POSITIVE_INFINITY);
}

interface HeadStart {
  id: number;
  line: number;
  startAt: number;
  /** The instance, once hls.js and the master playlist are there (null: none could start). */
  hls: Promise<HlsType | null>;
  /** A fatal error before a player took it: the player starts afresh. */
  failed: boolean;
  /** Dropped (replaced, untaken, or for another start): its instance is not made, or destroyed. */
  dropped: boolean;
  timer: ReturnType<typeof setTimeout>;
}

let current: HeadStart | null = null;

function drop(head: HeadStart): void {
  head.dropped = true;
  clearTimeout(head.timer);
  if (current === head) current = null;
  void head.hls.then((h) => h?.destroy());
}

/**
 * Starts hls.js on video `id` (line `line`) from `master`, the master playlist's text, as soon
 * as both are there: it loads the first segment without a <video>.
 */
export function startHeadStart(id: number, line: number, master: Promise<string>): void {
  if (current) drop(current);
  const head: HeadStart = {
    id,
    line,
    startAt: localStart(id),
    hls: Promise.resolve(null),
    failed: false,
    dropped: false,
    timer: setTimeout(() => drop(head), UNTAKEN_MS),
  };
  const make = (Hls: typeof HlsType): HlsType => {
    const h = new Hls({ ...hlsConfig(head.startAt, Hls), startFragPrefetch: true });
    fetchSessionKeysAhead(h, Hls);
    h.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) head.failed = true;
    });
    // The 清晰度 remembered on this device, as the player applies it (the player's wanted
    // quality starts as this one).
    h.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
      const index = levelFor(data.levels, rememberedQuality());
      if (index >= 0) h.currentLevel = index;
    });
    // Read from memory the moment the playlist's text arrives: the variant playlist is asked
    // for then, not once the screen this tap opens has rendered.
    h.loadSource(playlistFromMemory(h, Hls, master));
    return h;
  };
  // hls.js loaded already (home preloads it when idle): the instance starts in the tap's task.
  const loaded = loadedHls();
  const early = loaded ? make(loaded) : null;
  head.hls = Promise.all([loadHls(), master]).then(
    ([Hls, text]) => {
      // Not `current !== head`: a player that took it before hls.js or the playlist came still
      // waits for this instance. One dropped, or whose playlist did not come (a paid video's
      // refusal, a failed fetch), is not handed over: the player starts afresh.
      if (head.dropped || !text.startsWith('#EXTM3U')) {
        early?.destroy();
        return null;
      }
      return early ?? make(Hls);
    },
    () => {
      early?.destroy();
      return null;
    },
  );
  current = head;
}

/**
 * The head start of video `id` on line `line` from `startAt`, if one is under way: the player
 * attaches its <video> to it. Null when there is none, or it is for another start (then it is
 * dropped), or it failed.
 */
export function takeHeadStart(id: number, line: number, startAt: number): Promise<HlsType | null> | null {
  const head = current;
  if (!head) return null;
  current = null;
  clearTimeout(head.timer);
  if (head.id !== id || head.line !== line || head.startAt !== startAt) {
    drop(head);
    return null;
  }
  return head.hls.then((h) => {
    if (h && head.failed) {
      h.destroy();
      return null;
    }
    return h;
  });
}
