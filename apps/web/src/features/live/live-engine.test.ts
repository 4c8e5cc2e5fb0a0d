import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The hls.js path's retries, with hls.js replaced by a stand-in that records what it is given.
const state = vi.hoisted(() => ({
  signCalls: 0,
  signFails: false,
  fatal: [] as (() => void)[],
  sources: [] as string[],
}));
vi.mock('./api', () => ({
  signedLivePlaylistUrl: (id: number) => {
    state.signCalls++;
    return state.signFails ? Promise.reject(new Error('cannot sign')) : Promise.resolve(`/live/${id}.m3u8`);
  },
}));
vi.mock('@/lib/hls', async (original) => {
  class FakeHls {
    loadSource(url: string) {
      state.sources.push(url);
    }
    attachMedia() {}
    destroy() {}
  }
  return {
    ...(await original<typeof import('@/lib/hls')>()),
    prefersNativeHls: () => false,
    loadHls: () => Promise.resolve(FakeHls),
    playlistFromMemory: (_h: unknown, _Hls: unknown, text: string) => `memory:${text.length}`,
    onFatalError: (_h: unknown, _Hls: unknown, _stopped: unknown, onFatal: () => void) => {
      state.fatal.push(onFatal);
    },
  };
});

const { startLiveEngine } = await import('./live-engine');

describe('the hls.js live engine', () => {
  beforeEach(() => {
    Object.assign(state, { signCalls: 0, signFails: false, fatal: [], sources: [] });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('#EXTM3U\n#EXT-X-VERSION:3\n')));
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps asking after a fatal error while a signature cannot be made, then plays again', async () => {
    const video = document.createElement('video');
    vi.spyOn(video, 'play').mockResolvedValue(undefined);
    const onRetry = vi.fn();
    const engine = await startLiveEngine(5, video, { onRetry });
    expect(state.sources).toHaveLength(1);
    state.signFails = true;
    state.fatal[0]!();
    expect(onRetry).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(state.signCalls).toBe(2);
    // The failed signature is one more failure: another retry, not a stop.
    expect(onRetry).toHaveBeenCalledTimes(2);
    state.signFails = false;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(state.signCalls).toBe(3);
    expect(state.sources).toHaveLength(2);
    engine.destroy();
  });
});
