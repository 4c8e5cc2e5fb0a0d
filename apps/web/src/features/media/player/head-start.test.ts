import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keysAheadLoader } from '@/lib/hls';
import { releaseTapCover, tapCoverShown } from '@/lib/tap-cover';
import { NAVIGATE_WAIT_MS, startHeadStart, takeHeadStart } from './head-start';
import { rememberQuality } from './quality';
import { savePosition } from './resume-store';

// A stand-in for hls.js: what the head start asks of it.
type Handler = (event: string, data: unknown) => void;
class FakeHls {
  static Events = {
    ERROR: 'error',
    MANIFEST_PARSED: 'manifestParsed',
    MANIFEST_LOADED: 'manifestLoaded',
    DESTROYING: 'hlsDestroying',
  };
  /** hls.js's own loader, which the keys-ahead loader falls back to. */
  static DefaultConfig = { loader: class NetworkLoader {} };
  static made: FakeHls[] = [];
  handlers = new Map<string, Handler[]>();
  source: string | null = null;
  media: HTMLMediaElement | null = null;
  destroyed = false;
  currentLevel = -1;
  constructor(readonly config: Record<string, unknown>) {
    FakeHls.made.push(this);
  }
  on(event: string, h: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), h]);
  }
  once(event: string, h: Handler) {
    this.on(event, h);
  }
  emit(event: string, data: unknown) {
    for (const h of this.handlers.get(event) ?? []) h(event, data);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(media: HTMLMediaElement) {
    this.media = media;
  }
  destroy() {
    this.destroyed = true;
  }
}

const loaded = vi.hoisted(() => ({ hls: null as unknown }));
vi.mock('@/lib/hls', async (original) => ({
  ...(await original<typeof import('@/lib/hls')>()),
  loadHls: () => Promise.resolve(FakeHls),
  loadedHls: () => loaded.hls,
}));

const MASTER = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=320x180\nhttp://x/180p.m3u8\n';
const flush = () => new Promise((r) => setTimeout(r, 0));

/**
 * Stubs the media element's play() and pause() (jsdom has neither). Returns the elements
 * playing.
 */
function stubPlay() {
  const played: HTMLMediaElement[] = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (played.includes(this)) played.splice(played.indexOf(this), 1);
  });
  return played;
}
let played: HTMLMediaElement[] = [];

describe('the tap’s head start', () => {
  beforeEach(() => {
    played = stubPlay();
  });
  afterEach(() => {
    takeHeadStart(-1, 0, 0); // drops whatever is left
    releaseTapCover();
    document.body.replaceChildren();
    vi.restoreAllMocks();
    FakeHls.made = [];
    localStorage.clear();
    vi.useRealTimers();
    loaded.hls = null;
  });

  it('starts in the tap’s own task when hls.js has loaded, before the playlist has come', async () => {
    loaded.hls = FakeHls;
    let master: (text: string) => void = () => {};
    startHeadStart(5, 0, new Promise<string>((r) => (master = r)));
    // No await: made and loading now, reading the playlist from memory when it arrives.
    const [h] = FakeHls.made;
    expect(h?.source).toMatch(/\/hls-memory\/\d+\.m3u8$/);
    // Attached at once to a player <video> of its own: its MediaSource opens beside the
    // playlists. The player shows that element.
    expect(h?.media).toBeInstanceOf(HTMLVideoElement);
    expect(h?.media?.className).toBe('player__video');
    expect((h?.media as HTMLVideoElement | undefined)?.playsInline).toBe(true);
    const taken = takeHeadStart(5, 0, 0);
    expect(taken?.video).toBe(h?.media);
    master(MASTER);
    expect(await taken?.hls).toBe(h);
    expect(h?.destroyed).toBe(false);
  });

  it('does not hand over an instance made early whose playlist did not come', async () => {
    loaded.hls = FakeHls;
    startHeadStart(5, 0, Promise.resolve('')); // a paid video's refusal, a failed fetch
    const [h] = FakeHls.made;
    expect(await takeHeadStart(5, 0, 0)?.hls).toBeNull();
    expect(h?.destroyed).toBe(true);
  });

  it('starts hls.js on the playlist at once, loading the first segment before a player has rendered', async () => {
    startHeadStart(5, 0, Promise.resolve(MASTER));
    await flush();
    const [h] = FakeHls.made;
    expect(h?.config).toMatchObject({
      startFragPrefetch: true,
      startPosition: -1,
      capLevelToPlayerSize: true,
      // Transmuxed on the main thread, as the bundled ES module build does anyway (lib/hls.ts).
      enableWorker: false,
    });
    expect(h?.source).toMatch(/\/hls-memory\/\d+\.m3u8$/);
    // Keys the master playlist names are read from memory when fetched ahead (lib/hls.ts).
    expect(h?.config.loader).toBe(keysAheadLoader(FakeHls.DefaultConfig.loader as never));
    // The player of that video, line and start takes that very instance, and its element.
    const taken = takeHeadStart(5, 0, 0);
    expect(taken?.video).toBe(h?.media);
    expect(taken?.video).not.toBeNull();
    expect(await taken?.hls).toBe(h);
    expect(h?.destroyed).toBe(false);
    // Taken once.
    expect(takeHeadStart(5, 0, 0)).toBeNull();
  });

  it('hands over the instance to a player that takes it before hls.js and the playlist are there', async () => {
    let master: (text: string) => void = () => {};
    startHeadStart(5, 0, new Promise<string>((r) => (master = r)));
    const taken = takeHeadStart(5, 0, 0);
    expect(taken).not.toBeNull();
    // No instance yet, so no element: the player shows its own, and the instance, made later,
    // is attached to that one by the player (hls-engine), not to one of its own.
    expect(taken?.video).toBeNull();
    master(MASTER);
    expect(await taken?.hls).toBe(FakeHls.made[0]);
    expect(FakeHls.made[0]?.media).toBeNull();
    expect(FakeHls.made[0]?.destroyed).toBe(false);
  });

  it('starts where this device stopped, as the player does before media/play answers', async () => {
    savePosition(5, 42);
    startHeadStart(5, 0, Promise.resolve(MASTER));
    await flush();
    expect(FakeHls.made[0]?.config.startPosition).toBe(42);
    expect(await takeHeadStart(5, 0, 42)?.hls).toBe(FakeHls.made[0]);
  });

  it('applies the remembered 清晰度 when the manifest comes', async () => {
    rememberQuality(360);
    startHeadStart(5, 0, Promise.resolve(MASTER));
    await flush();
    const h = FakeHls.made[0]!;
    h.emit('manifestParsed', { levels: [{ height: 180 }, { height: 360 }] });
    expect(h.currentLevel).toBe(1);
  });

  it('is dropped for another video, line or start, and a failed one is not handed over', async () => {
    startHeadStart(5, 0, Promise.resolve(MASTER));
    await flush();
    expect(takeHeadStart(6, 0, 0)).toBeNull();
    await flush();
    expect(FakeHls.made[0]?.destroyed).toBe(true);

    startHeadStart(5, 0, Promise.resolve(MASTER));
    await flush();
    expect(takeHeadStart(5, 1, 0)).toBeNull();

    startHeadStart(5, 0, Promise.resolve(MASTER));
    await flush();
    const failing = FakeHls.made[2]!;
    failing.emit('error', { fatal: true });
    expect(await takeHeadStart(5, 0, 0)?.hls).toBeNull();
    expect(failing.destroyed).toBe(true);
  });

  it('a new tap replaces the last one; no playlist, no instance; untaken, it is gone after 10 s', async () => {
    startHeadStart(5, 0, Promise.resolve(MASTER));
    startHeadStart(7, 0, Promise.resolve(MASTER));
    await flush();
    expect(FakeHls.made).toHaveLength(1); // only the second one started
    expect(takeHeadStart(5, 0, 0)).toBeNull();

    startHeadStart(8, 0, Promise.resolve('')); // the playlist did not come
    expect(await takeHeadStart(8, 0, 0)?.hls).toBeNull();

    vi.useFakeTimers();
    startHeadStart(9, 0, Promise.resolve(MASTER));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(takeHeadStart(9, 0, 0)).toBeNull();
    expect(FakeHls.made.at(-1)?.destroyed).toBe(true);
  });

  describe('the picture first', () => {
    const settledYet = async (p: Promise<boolean> | null) => {
      let value: boolean | 'pending' = 'pending';
      void p?.then((v) => {
        value = v;
      });
      await flush();
      return value;
    };

    it('plays the tapped video in the tap, in a cover over the page, and navigates on its first frame', async () => {
      const other = document.createElement('video');
      other.className = 'player__video'; // the play screen a related video's tap leaves
      document.body.append(other);
      void other.play();
      loaded.hls = FakeHls;
      let master: (text: string) => void = () => {};
      const navigate = startHeadStart(5, 0, new Promise<string>((r) => (master = r)));
      expect(navigate).not.toBeNull();
      const [h] = FakeHls.made;
      const video = h?.media as HTMLVideoElement;
      // The cover holds the element the instance plays on, drawn like the play screen's top.
      const cover = document.querySelector('.tap-cover.player-cover');
      expect(cover?.getAttribute('aria-hidden')).toBe('true');
      expect(cover?.querySelector('.player-cover__header')).not.toBeNull();
      expect(cover?.querySelector('.player-cover__box video')).toBe(video);
      // It plays now (the tap's gesture); the other player stopped.
      expect(played).toEqual([video]);
      master(MASTER);
      expect(await settledYet(navigate)).toBe('pending');
      // First frame (jsdom has no requestVideoFrameCallback: its loadeddata).
      video.dispatchEvent(new Event('loadeddata'));
      expect(await settledYet(navigate)).toBe(true);
      // The player takes the element out of the cover; the screen's commit then removes the
      // cover, and the instance plays on.
      const taken = takeHeadStart(5, 0, 0);
      expect(taken?.video).toBe(video);
      document.createElement('div').append(video);
      releaseTapCover();
      expect(tapCoverShown()).toBe(false);
      expect(document.querySelector('.tap-cover')).toBeNull();
      expect(await taken?.hls).toBe(h);
      expect(h?.destroyed).toBe(false);
    });

    it('navigates after NAVIGATE_WAIT_MS without a frame, and at once when the start cannot play', async () => {
      loaded.hls = FakeHls;
      vi.useFakeTimers();
      const slow = startHeadStart(5, 0, new Promise<string>(() => {}));
      await vi.advanceTimersByTimeAsync(NAVIGATE_WAIT_MS - 1);
      expect(await Promise.race([slow, Promise.resolve('pending')])).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(await slow).toBe(true);
      // The cover stays until the play screen commits.
      expect(tapCoverShown()).toBe(true);
      vi.useRealTimers();

      // No playlist (a paid video's refusal): at once, and nothing is handed over.
      const refused = startHeadStart(6, 0, Promise.resolve(''));
      expect(await settledYet(refused)).toBe(true);
      // A fatal error before the first frame.
      const failing = startHeadStart(7, 0, new Promise<string>(() => {}));
      FakeHls.made.at(-1)?.emit('error', { fatal: true });
      expect(await settledYet(failing)).toBe(true);
    });

    it('a second tap replaces the first: the first does not navigate, the cover is the second’s', async () => {
      loaded.hls = FakeHls;
      const first = startHeadStart(5, 0, Promise.resolve(MASTER));
      const firstCover = document.querySelector('.tap-cover');
      const second = startHeadStart(7, 0, Promise.resolve(MASTER));
      expect(await settledYet(first)).toBe(false);
      expect(await settledYet(second)).toBe('pending');
      expect(firstCover?.isConnected).toBe(false);
      expect(document.querySelectorAll('.tap-cover')).toHaveLength(1);
      expect(FakeHls.made[0]?.destroyed).toBe(true);
    });

    it('a cover released with its video untaken (the screen was kept alive) stops the instance', async () => {
      loaded.hls = FakeHls;
      startHeadStart(5, 0, Promise.resolve(MASTER));
      releaseTapCover();
      await flush();
      expect(FakeHls.made[0]?.destroyed).toBe(true);
      expect(takeHeadStart(5, 0, 0)).toBeNull();
    });

    it('is taken from another start while on screen: the player moves it, not starts again', async () => {
      loaded.hls = FakeHls;
      startHeadStart(5, 0, Promise.resolve(MASTER));
      // media/play, cached from an earlier visit, names the server's position (42 s).
      const taken = takeHeadStart(5, 0, 42);
      expect(taken).toMatchObject({ startAt: 0, video: FakeHls.made[0]?.media });
      expect(await taken?.hls).toBe(FakeHls.made[0]);
      expect(FakeHls.made[0]?.destroyed).toBe(false);
    });

    it('shows nothing and navigates at once while hls.js is still loading (a first tap)', () => {
      expect(startHeadStart(5, 0, Promise.resolve(MASTER))).toBeNull();
      expect(tapCoverShown()).toBe(false);
    });
  });
});
