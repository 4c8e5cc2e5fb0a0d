/**
 * Starts fetching the player screen, hls.js and the video's signed master playlist the moment
 * a finger lands on a video, so they arrive in parallel instead of one after the other once
 * the tap completes; the tap itself starts hls.js on the video (head-start.ts). Lives in the
 * home route (it is small); hls.js itself is not imported here.
 */
import { loadHls, prefersNativeHls, signedPlaylistUrl } from '@/lib/hls';
import { whenIdle } from '@/lib/idle';
import { startHeadStart } from './head-start';

export const LINE_KEY = 'lld:line';
const PREFETCH_TTL_MS = 20_000;

/** The line the user chose last time (an index into the lines of media/play). */
export function rememberedLine(count = Number.POSITIVE_INFINITY): number {
  try {
    const n = Number(localStorage.getItem(LINE_KEY));
    return Number.isInteger(n) && n >= 0 && n < count ? n : 0;
  } catch {
    return 0;
  }
}

const prefetched = new Map<string, { at: number; text: Promise<string> }>();

/** Fetches the master playlist now; the player takes it (once, within 20 s) instead of asking again. */
export function prefetchPlaylist(id: number, line: number): void {
  const key = `${id}:${line}`;
  const hit = prefetched.get(key);
  if (hit && Date.now() - hit.at < PREFETCH_TTL_MS) return;
  const text = signedPlaylistUrl(id, line)
    .then((url) => fetch(url))
    .then((r) => {
      if (!r.ok) throw new Error(`playlist HTTP ${r.status}`);
      return r.text();
    });
  text.catch(() => {});
  prefetched.set(key, { at: Date.now(), text });
}

export function takePrefetchedPlaylist(id: number, line: number): Promise<string> | null {
  const key = `${id}:${line}`;
  const hit = prefetched.get(key);
  prefetched.delete(key);
  return hit && Date.now() - hit.at < PREFETCH_TTL_MS ? hit.text : null;
}

let started = false;

export function preloadPlayer(videoId?: number): void {
  if (typeof document === 'undefined') return;
  const native = prefersNativeHls(document.createElement('video'));
  if (videoId !== undefined && !native) {
    try {
      prefetchPlaylist(videoId, rememberedLine());
    } catch {
      // no runtime config yet: the player asks itself
    }
  }
  if (started) return;
  started = true;
  void import('../screens/long-video-screen').catch(() => {
    started = false;
  });
  if (!native) void loadHls().catch(() => {});
}

/**
 * Home's videos are on screen: once the page has loaded, the player screen and hls.js download
 * and compile at the browser's next idle moment, so the first tap on a video no longer waits
 * for them (issue 19, tap to first frame). Dynamic imports after the load event: outside the
 * home route's static chunks (bench:bundle) and its first paint. Returns a cancel.
 */
export function preloadPlayerWhenIdle(): () => void {
  if (typeof window === 'undefined' || started) return () => {};
  let cancelIdle: (() => void) | null = null;
  const onLoad = () => {
    cancelIdle = whenIdle(() => preloadPlayer());
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}

/**
 * The tap on video `videoId` (picture-first.ts: a touch that scrolls never gets here): hls.js starts
 * on its playlist now, while the player screen loads and renders. The answer, when not null,
 * is when the tap navigates: its picture is shown first (head-start.ts); false, another tap
 * came in between and navigates instead.
 */
export function headStartPlayer(videoId: number): Promise<boolean> | null {
  if (typeof document === 'undefined' || prefersNativeHls(document.createElement('video'))) return null;
  const line = rememberedLine();
  try {
    prefetchPlaylist(videoId, line);
  } catch {
    return null; // no runtime config yet: the player asks itself
  }
  const master = takePrefetchedPlaylist(videoId, line);
  return master
    ? startHeadStart(
        videoId,
        line,
        master.catch(() => ''),
      )
    : null;
}
