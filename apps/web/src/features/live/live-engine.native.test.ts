import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { safariVideo, stubNoMediaSource } from '@/test/safari-video';

// Safari's path (native HLS) of the live player: Chromium, which the journeys drive, always
// plays through hls.js, so this path is covered here. Signatures are made up by a stub.
const signed = vi.hoisted(() => ({ calls: 0, fail: false }));
vi.mock('./api', () => ({
  signedLivePlaylistUrl: (id: number) => {
    signed.calls++;
    return signed.fail
      ? Promise.reject(new Error('no runtime config'))
      : Promise.resolve(`/api/app/live/stream/${id}.m3u8?nonce=n${signed.calls}`);
  },
}));

const { startLiveEngine } = await import('./live-engine');

const nonceOf = (video: HTMLVideoElement) => new URL(video.src).searchParams.get('nonce');

describe('the native (Safari) live engine', () => {
  beforeEach(() => {
    signed.calls = 0;
    signed.fail = false;
    stubNoMediaSource();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('plays the signed playlist on the element', async () => {
    const { video, play } = safariVideo();
    const engine = await startLiveEngine(3, video);
    expect(engine.kind).toBe('native');
    expect(new URL(video.src).pathname).toBe('/api/app/live/stream/3.m3u8');
    expect(play).toHaveBeenCalledTimes(1);
    engine.destroy();
    expect(video.getAttribute('src')).toBeNull();
  });

  it('after a failure asks again shortly, with a fresh signature (a nonce is single-use)', async () => {
    const { video, play } = safariVideo();
    const onRetry = vi.fn();
    const engine = await startLiveEngine(3, video, { onRetry });
    video.dispatchEvent(new Event('error'));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(nonceOf(video)).toBe('n1');
    await vi.advanceTimersByTimeAsync(1);
    expect(nonceOf(video)).toBe('n2');
    expect(play).toHaveBeenCalledTimes(2);
    engine.destroy();
  });

  it('makes one retry of two failures that come before it', async () => {
    const { video } = safariVideo();
    const engine = await startLiveEngine(3, video);
    video.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(1_000);
    video.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(signed.calls).toBe(2);
    engine.destroy();
  });

  it('starts even when the first signature fails, and tries again', async () => {
    const { video } = safariVideo();
    signed.fail = true;
    const onRetry = vi.fn();
    const engine = await startLiveEngine(3, video, { onRetry });
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(video.getAttribute('src')).toBeNull();
    signed.fail = false;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(nonceOf(video)).toBe('n2');
    engine.destroy();
  });

  it('asks nothing more once destroyed', async () => {
    const { video } = safariVideo();
    const engine = await startLiveEngine(3, video);
    video.dispatchEvent(new Event('error'));
    engine.destroy();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(signed.calls).toBe(1);
    expect(video.getAttribute('src')).toBeNull();
  });

  it('tells the wall-clock time on screen from the stream’s start date', async () => {
    const { video } = safariVideo();
    const engine = await startLiveEngine(3, video);
    expect(engine.playingDate()).toBeNull();
    Object.assign(video, { getStartDate: () => new Date('2026-12-06T12:00:00Z') });
    video.currentTime = 90;
    expect(engine.playingDate()?.toISOString()).toBe('2026-12-06T12:01:30.000Z');
    engine.destroy();
  });
});
