/**
 * The tap's head start (issue 19, tap to first frame): when a video card is tapped, hls.js
 * starts on the video's playlist at once, before the player screen has rendered, and fetches
 * the variant playlist, the key and the first segment (hls.js `startFragPrefetch`). An instance
 * made in the tap's task (hls.js loaded already: home preloads it) plays at once on a <video>
 * of its own (player-video.ts), shown over the screen the tap leaves in a cover drawn like the
 * play screen's top (lib/tap-cover.ts): the card navigates once the first frame is up (or the
 * start failed, or after NAVIGATE_WAIT_MS), so the route change's work (the play screen's
 * render, the old screen's hiding, style, layout, paint) comes after the picture instead of
 * between the stream's requests. The player then takes that element and that instance; the
 * cover goes in the same commit.
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
import { releaseTapCover, showTapCover } from '@/lib/tap-cover';
import { setVideoMuted } from '@/lib/video-muted';
import { createPlayerVideo, PLAYER_VIDEO_CLASS } from './player-video';
import './player-cover.css';
import { levelFor, rememberedQuality } from './quality';
import { resumePoint } from './resume-store';

const RETRY = { maxNumRetry: 1, retryDelayMs: 250, maxRetryDelayMs: 1000 };
const policy = (ttfb: number, load: number) => loadPolicy(ttfb, load, RETRY);
const UNTAKEN_MS = 10_000;
/**
 * How long a tap that shows its picture first waits for it before it navigates anyway: the
 * demo's next tap has its first frame in 50–70 ms; on a slow network the play screen (its
 * spinner, its title) comes after this, as it did before.
 */
export const NAVIGATE_WAIT_MS = 300;

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
  /**
   * The <video> its instance was attached to when made (before a player took it), or null:
   * made after a player took it, the instance is attached to the player's own element.
   */
  video: HTMLVideoElement | null;
  /** Taken by a player (takeHeadStart). */
  taken: boolean;
  /** A fatal error before a player took it: the player starts afresh. */
  failed: boolean;
  /** Dropped (replaced, untaken, or for another start): its instance is not made, or destroyed. */
  dropped: boolean;
  /** Dropped for another tap's head start. */
  replaced: boolean;
  timer: ReturnType<typeof setTimeout>;
  /** The cover showing its <video> before the play screen is drawn, while it is up. */
  cover: HTMLElement | null;
  /** The tap may navigate now (first frame, failure, drop or time): see startHeadStart. */
  settle: () => void;
}

let current: HeadStart | null = null;

function drop(head: HeadStart, replaced = false): void {
  if (head.dropped) return; // (its cover's release drops it too)
  head.dropped = true;
  head.replaced = replaced;
  clearTimeout(head.timer);
  if (current === head) current = null;
  head.settle();
  if (head.cover) releaseTapCover(head.cover);
  void head.hls.then((h) => h?.destroy());
}

/**
 * The cover of a head start whose instance plays before the play screen is drawn: the screen's
 * header and its player box, holding `video` (player-cover.css).
 */
function coverFor(video: HTMLVideoElement): HTMLElement {
  const cover = document.createElement('div');
  cover.className = 'player-cover';
  const header = document.createElement('div');
  header.className = 'player-cover__header';
  const box = document.createElement('div');
  box.className = 'player-cover__box';
  box.append(video);
  cover.append(header, box);
  return cover;
}

/** Plays `video` in the tap (its user gesture lets sound play); refused, it plays muted. */
function playInTap(video: HTMLVideoElement): void {
  // Older engines answer play() with nothing.
  const started: Promise<void> | undefined = video.play();
  started?.catch((err: unknown) => {
    if (err instanceof DOMException && err.name === 'NotAllowedError' && video.isConnected) {
      video.muted = true;
      setVideoMuted(true);
      void video.play().catch(() => {});
    }
  });
}

/**
 * Other long-video players on the page (the play screen a related video's tap leaves) stop
 * now: the new picture plays over them before their screen is hidden.
 */
function pauseOtherPlayers(video: HTMLVideoElement): void {
  for (const other of document.querySelectorAll<HTMLVideoElement>(`video.${PLAYER_VIDEO_CLASS}`)) {
    if (other !== video) other.pause();
  }
}

/**
 * Starts hls.js on video `id` (line `line`) from `master`, the master playlist's text, as soon
 * as both are there. With hls.js loaded already, its instance plays now on a <video> shown in a
 * cover over the page, and the answer says when the tap should navigate: once that picture's
 * first frame is up, the start failed, or NAVIGATE_WAIT_MS went by (true), or another tap
 * replaced this one (false: that tap navigates). Null: nothing is shown, navigate now (the
 * instance loads the first segment while the screen renders).
 */
export function startHeadStart(id: number, line: number, master: Promise<string>): Promise<boolean> | null {
  if (current) drop(current, true);
  let go: (navigate: boolean) => void = () => {};
  const navigate = new Promise<boolean>((resolve) => {
    go = resolve;
  });
  const head: HeadStart = {
    id,
    line,
    startAt: localStart(id),
    hls: Promise.resolve(null),
    video: null,
    taken: false,
    failed: false,
    dropped: false,
    replaced: false,
    timer: setTimeout(() => drop(head), UNTAKEN_MS),
    cover: null,
    settle: () => go(!head.replaced),
  };
  const make = (Hls: typeof HlsType): HlsType => {
    const h = new Hls({ ...hlsConfig(head.startAt, Hls), startFragPrefetch: true });
    fetchSessionKeysAhead(h, Hls);
    h.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) {
        head.failed = true;
        head.settle();
      }
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
    // Its MediaSource opens now, beside the playlists, not once the player has rendered
    // (bare hls.js attaches in the tap too). Made after a player took it: the player's element.
    if (!head.taken) {
      head.video = createPlayerVideo();
      h.attachMedia(head.video);
    }
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
  const video = head.video;
  if (!early || !video) return null;
  // The picture first: the cover shows the element, which plays now; the tap navigates on its
  // first frame (requestVideoFrameCallback: it is composited), or when the start cannot give
  // one (no playlist, a fatal error), or after NAVIGATE_WAIT_MS.
  head.cover = coverFor(video);
  showTapCover(head.cover, () => {
    head.cover = null;
    // The screen that opened did not take it (the same video's screen kept alive, a missing
    // video): nothing plays unseen.
    if (!head.taken) drop(head);
  });
  pauseOtherPlayers(video);
  playInTap(video);
  if (video.requestVideoFrameCallback) video.requestVideoFrameCallback(() => head.settle());
  else video.addEventListener('loadeddata', () => head.settle(), { once: true });
  void head.hls.then((h) => {
    if (!h) head.settle();
  });
  setTimeout(() => head.settle(), NAVIGATE_WAIT_MS);
  return navigate;
}

/** A head start taken by a player: its instance (once there) and the <video> it is attached to. */
export interface TakenHeadStart {
  /** Where its instance starts (the player seeks if it wants another start). */
  startAt: number;
  /** The instance, or null: none could start, or it failed (the player starts afresh). */
  hls: Promise<HlsType | null>;
  /**
   * The element the instance is attached to, for the player to show, or null (the instance,
   * if any, is not attached yet: the player attaches its own). Shown even when `hls` comes to
   * null: the failed instance is destroyed (detached) before `hls` settles.
   */
  video: HTMLVideoElement | null;
}

/**
 * The head start of video `id` on line `line` from `startAt`, if one is under way: the player
 * shows its <video> and plays its instance. Null when there is none, or it is for another start
 * (then it is dropped).
 */
export function takeHeadStart(id: number, line: number, startAt: number): TakenHeadStart | null {
  const head = current;
  if (!head) return null;
  current = null;
  clearTimeout(head.timer);
  // One already on screen is taken from another start too (media/play, cached, names the
  // server's position): the player moves it there rather than start again out of sight.
  if (head.id !== id || head.line !== line || (head.startAt !== startAt && !head.cover)) {
    drop(head);
    return null;
  }
  head.taken = true;
  return {
    startAt: head.startAt,
    video: head.video,
    hls: head.hls.then((h) => {
      if (h && head.failed) {
        h.destroy();
        return null;
      }
      return h;
    }),
  };
}
