import type HlsType from 'hls.js';
import type { HlsConfig, LoaderCallbacks, LoaderConfiguration, PlaylistLoaderContext } from 'hls.js';
import { describe, expect, it, vi } from 'vitest';
import { MEMORY_PLAYLISTS, playlistFromMemory } from './hls';

// What playlistFromMemory asks of an hls.js instance: its events, once.
type Handler = () => void;
function fakeHls() {
  const handlers = new Map<string, Handler[]>();
  const h = {
    once: (event: string, fn: Handler) => handlers.set(event, [...(handlers.get(event) ?? []), fn]),
    emit: (event: string) => {
      for (const fn of handlers.get(event) ?? []) fn();
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
