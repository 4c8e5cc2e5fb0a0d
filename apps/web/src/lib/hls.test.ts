import type HlsType from 'hls.js';
import type {
  HlsConfig,
  LoaderCallbacks,
  LoaderConfiguration,
  LoaderContext,
  PlaylistLoaderContext,
} from 'hls.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSessionKeysAhead, keysAheadLoader, MEMORY_PLAYLISTS, playlistFromMemory } from './hls';

// What playlistFromMemory asks of an hls.js instance: its events, once.
type Handler = (...args: unknown[]) => void;
function fakeHls() {
  const handlers = new Map<string, Handler[]>();
  const h = {
    once: (event: string, fn: Handler) => handlers.set(event, [...(handlers.get(event) ?? []), fn]),
    emit: (event: string, ...args: unknown[]) => {
      for (const fn of handlers.get(event) ?? []) fn(...args);
    },
  };
  const Hls = { Events: { MANIFEST_LOADED: 'manifestLoaded', DESTROYING: 'hlsDestroying' } };
  return { h, as: [h as unknown as HlsType, Hls as unknown as typeof HlsType] as const };
}

const MASTER = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=320x180\nhttp://x/180p.m3u8\n';

/** The loader hls.js would make for one playlist, with a stand-in for its own (XHR) loader. */
function load(url: string) {
  const inner = { load: vi.fn(), abort: vi.fn(), destroy: vi.fn(), stats: { loaded: 7 }, context: null };
  // A constructor (hls.js calls it with `new`) that returns the stand-in.
  const config = {
    loader: vi.fn(function Loader() {
      return inner;
    }),
  } as unknown as HlsConfig;
  const loader = new MEMORY_PLAYLISTS.pLoader(config);
  const callbacks = { onSuccess: vi.fn(), onError: vi.fn(), onTimeout: vi.fn() };
  const context = { url, type: 'manifest' } as unknown as PlaylistLoaderContext;
  loader.load(
    context,
    {} as LoaderConfiguration,
    callbacks as unknown as LoaderCallbacks<PlaylistLoaderContext>,
  );
  return { loader, inner, config, callbacks, context };
}

describe('master playlists read from memory', () => {
  it('hands the text to hls.js as soon as it arrives, without the network', async () => {
    const { as } = fakeHls();
    let arrive: (text: string) => void = () => {};
    const url = playlistFromMemory(...as, new Promise<string>((r) => (arrive = r)));
    const { callbacks, config, context } = load(url);
    expect(callbacks.onSuccess).not.toHaveBeenCalled();
    arrive(MASTER);
    await Promise.resolve();
    await Promise.resolve();
    expect(callbacks.onSuccess).toHaveBeenCalledTimes(1);
    const [response, stats, ctx] = callbacks.onSuccess.mock.calls[0]!;
    expect(response).toEqual({ url, data: MASTER });
    expect(stats).toMatchObject({ loaded: MASTER.length, total: MASTER.length, aborted: false });
    expect(ctx).toBe(context);
    expect(config.loader).not.toHaveBeenCalled();
  });

  it('hands a text already there in a task of its own, not the caller’s', async () => {
    const { as } = fakeHls();
    const { callbacks } = load(playlistFromMemory(...as, MASTER));
    await Promise.resolve();
    await Promise.resolve();
    expect(callbacks.onSuccess).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 0));
    expect(callbacks.onSuccess).toHaveBeenCalledTimes(1);
  });

  it('reports an error for what is not a playlist or did not come, and nothing once aborted', async () => {
    const { as } = fakeHls();
    const empty = load(playlistFromMemory(...as, ''));
    const failed = load(playlistFromMemory(...as, Promise.reject(new Error('offline'))));
    const aborted = load(playlistFromMemory(...as, MASTER));
    aborted.loader.abort();
    // The texts already there are handed over in a task after the one their load was asked in.
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(empty.callbacks.onError).toHaveBeenCalledTimes(1);
    expect(failed.callbacks.onError).toHaveBeenCalledTimes(1);
    expect(empty.callbacks.onSuccess).not.toHaveBeenCalled();
    expect(aborted.callbacks.onSuccess).not.toHaveBeenCalled();
    expect(aborted.loader.stats.aborted).toBe(true);
  });

  it('leaves every other playlist to hls.js’s own loader', () => {
    const { loader, inner, config } = load('https://example.test/api/app/media/h5/m3u8/7/180p.m3u8');
    expect(config.loader).toHaveBeenCalledWith(config);
    expect(inner.load).toHaveBeenCalledTimes(1);
    expect(loader.stats).toBe(inner.stats);
    loader.destroy();
    expect(inner.destroy).toHaveBeenCalled();
  });

  it('forgets the text once hls.js has read it', async () => {
    const { h, as } = fakeHls();
    const url = playlistFromMemory(...as, MASTER);
    h.emit('manifestLoaded');
    const { config } = load(url);
    expect(config.loader).toHaveBeenCalled();
  });
});

describe('keys named by the master playlist, fetched ahead', () => {
  const KEY = new Uint8Array(16).fill(7).buffer;
  afterEach(() => vi.unstubAllGlobals());

  /** A network loader stand-in (hls.js's XHR loader), counting what reaches it. */
  function network() {
    const made: Array<{ load: ReturnType<typeof vi.fn> }> = [];
    const Network = vi.fn(function Network() {
      const inner = { load: vi.fn(), abort: vi.fn(), destroy: vi.fn(), stats: { loaded: 3 }, context: null };
      made.push(inner);
      return inner;
    }) as unknown as HlsConfig['loader'];
    return { Network, made };
  }

  function loadWith(Loader: HlsConfig['loader'], url: string, responseType = 'arraybuffer') {
    const loader = new Loader({} as HlsConfig);
    const callbacks = { onSuccess: vi.fn(), onError: vi.fn(), onTimeout: vi.fn() };
    loader.load(
      { url, responseType } as LoaderContext,
      {} as LoaderConfiguration,
      callbacks as unknown as LoaderCallbacks<LoaderContext>,
    );
    return { loader, callbacks };
  }

  /** The manifest of `h` names `uris` as session keys; fetch answers each with `answer`. */
  async function sessionKeys(uris: string[], answer: () => Response, startAt = -1) {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
    vi.stubGlobal('fetch', fetchMock);
    const { h, as } = fakeHls();
    (h as unknown as { config: { startPosition: number } }).config = { startPosition: startAt };
    fetchSessionKeysAhead(...as);
    h.emit('manifestLoaded', 'manifestLoaded', {
      sessionKeys: uris.map((uri) => ({ method: 'AES-128', uri })),
    });
    await new Promise((r) => setTimeout(r, 0));
    return fetchMock;
  }

  it('fetches the keys when the manifest is parsed and hands each over once, without the network', async () => {
    const uri = 'https://a.test/api/app/media/h5/key/7/p?tk=T1';
    const fetched = await sessionKeys([uri], () => new Response(KEY));
    expect(fetched).toHaveBeenCalledWith(uri, { credentials: 'same-origin' });
    const { Network, made } = network();
    const Loader = keysAheadLoader(Network);
    expect(keysAheadLoader(Network)).toBe(Loader);
    const first = loadWith(Loader, uri);
    await vi.waitFor(() => expect(first.callbacks.onSuccess).toHaveBeenCalledTimes(1));
    const [response, stats] = first.callbacks.onSuccess.mock.calls[0]!;
    expect(new Uint8Array(response.data)).toEqual(new Uint8Array(KEY));
    expect(stats).toMatchObject({ loaded: 16, aborted: false });
    expect(made).toHaveLength(0);
    // Taken: the next load of the same key goes to the network.
    loadWith(Loader, uri);
    expect(made).toHaveLength(1);
  });

  it('fetches the first key for a start from the beginning, every key for a start further on', async () => {
    const keys = ['https://a.test/k/10/p?tk=A', 'https://a.test/k/10/f?tk=A'];
    expect((await sessionKeys(keys, () => new Response(KEY))).mock.calls.map((c) => c[0])).toEqual([keys[0]]);
    const later = ['https://a.test/k/11/p?tk=B', 'https://a.test/k/11/f?tk=B'];
    expect((await sessionKeys(later, () => new Response(KEY), 120)).mock.calls.map((c) => c[0])).toEqual(
      later,
    );
  });

  it('leaves a refused key, another URL and what is not a key to the network', async () => {
    const refused = 'https://a.test/api/app/media/h5/key/8/f?tk=T2';
    await sessionKeys([refused], () => new Response('{"code":1003}', { status: 403 }));
    const { Network, made } = network();
    const Loader = keysAheadLoader(Network);
    const key = loadWith(Loader, refused);
    await vi.waitFor(() => expect(made).toHaveLength(1));
    expect(made[0]!.load).toHaveBeenCalledTimes(1);
    expect(key.callbacks.onSuccess).not.toHaveBeenCalled();
    loadWith(Loader, 'https://a.test/files/hls/x/180p/0.ts');
    loadWith(Loader, 'https://a.test/api/app/media/h5/m3u8/8/180p.m3u8', 'text');
    expect(made).toHaveLength(3);
  });

  it('hands nothing over once aborted', async () => {
    const uri = 'https://a.test/api/app/media/h5/key/9/p?tk=T3';
    await sessionKeys([uri], () => new Response(KEY));
    const { Network, made } = network();
    const { loader, callbacks } = loadWith(keysAheadLoader(Network), uri);
    loader.abort();
    await new Promise((r) => setTimeout(r, 0));
    expect(callbacks.onSuccess).not.toHaveBeenCalled();
    expect(made).toHaveLength(0);
    expect(loader.stats.aborted).toBe(true);
  });
});

describe('loadHls', () => {
  afterEach(() => {
    vi.doUnmock('hls.js/light');
    vi.resetModules();
  });

  it('on a landing held for its largest image, asks for hls.js only once the hold ends', async () => {
    vi.resetModules();
    const imported = vi.fn();
    vi.doMock('hls.js/light', () => {
      imported();
      return { default: 'Hls' };
    });
    const hold = await import('./largest-paint-hold');
    const { loadHls, loadedHls } = await import('./hls');
    hold.holdForLargestPaint(60_000);
    const loading = loadHls();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(imported).not.toHaveBeenCalled();
    expect(loadedHls()).toBeNull();
    hold.releaseLargestPaintHold();
    expect(await loading).toBe('Hls');
    expect(imported).toHaveBeenCalledTimes(1);
    // Once loaded, every later call shares it.
    expect(await loadHls()).toBe('Hls');
    expect(imported).toHaveBeenCalledTimes(1);
  });
});
