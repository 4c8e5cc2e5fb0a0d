import { afterEach, describe, expect, it, vi } from 'vitest';
import { keysAheadLoader } from '@/lib/hls';
import { startHeadStart, takeHeadStart } from './head-start';
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

describe('the tap’s head start', () => {
  afterEach(() => {
    takeHeadStart(-1, 0, 0); // drops whatever is left
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
    const taken = takeHeadStart(5, 0, 0);
    master(MASTER);
    expect(await taken).toBe(h);
    expect(h?.destroyed).toBe(false);
  });

  it('does not hand over an instance made early whose playlist did not come', async () => {
    loaded.hls = FakeHls;
    startHeadStart(5, 0, Promise.resolve('')); // a paid video's refusal, a failed fetch
    const [h] = FakeHls.made;
    expect(await takeHeadStart(5, 0, 0)).toBeNull();
    expect(h?.destroyed).toBe(true);
  });

  it('starts hls.js on the playlist at once, loading the first segment without a <video>', async () => {
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
    // The player of that video, line and start takes that very instance.
    expect(await takeHeadStart(5, 0, 0)).toBe(h);
    expect(h?.destroyed).toBe(false);
    // Taken once.
    expect(takeHeadStart(5, 0, 0)).toBeNull();
  });

  it('hands over the instance to a player that takes it before hls.js and the playlist are there', async () => {
    let master: (text: string) => void = () => {};
    startHeadStart(5, 0, new Promise<string>((r) => (master = r)));
    const taken = takeHeadStart(5, 0, 0);
    expect(taken).not.toBeNull();
    master(MASTER);
    expect(await taken).toBe(FakeHls.made[0]);
    expect(FakeHls.made[0]?.destroyed).toBe(false);
  });

  it('starts where this device stopped, as the player does before media/play answers', async () => {
    savePosition(5, 42);
    startHeadStart(5, 0, Promise.resolve(MASTER));
    await flush();
    expect(FakeHls.made[0]?.config.startPosition).toBe(42);
    expect(await takeHeadStart(5, 0, 42)).toBe(FakeHls.made[0]);
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
    expect(await takeHeadStart(5, 0, 0)).toBeNull();
    expect(failing.destroyed).toBe(true);
  });

  it('a new tap replaces the last one; no playlist, no instance; untaken, it is gone after 10 s', async () => {
    startHeadStart(5, 0, Promise.resolve(MASTER));
    startHeadStart(7, 0, Promise.resolve(MASTER));
    await flush();
    expect(FakeHls.made).toHaveLength(1); // only the second one started
    expect(takeHeadStart(5, 0, 0)).toBeNull();

    startHeadStart(8, 0, Promise.resolve('')); // the playlist did not come
    expect(await takeHeadStart(8, 0, 0)).toBeNull();

    vi.useFakeTimers();
    startHeadStart(9, 0, Promise.resolve(MASTER));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(takeHeadStart(9, 0, 0)).toBeNull();
    expect(FakeHls.made.at(-1)?.destroyed).toBe(true);
  });
});
