import type { PlayLine } from '@lld/protocol/api/media';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { safariVideo, stubNoMediaSource } from '@/test/safari-video';

// Safari's path (native HLS): Chromium, which the journeys drive, always plays through hls.js,
// so this path is covered here. Each signature is held until the test lets it go, to order them.
const signing = vi.hoisted(() => ({
  pending: [] as { id: number; line: number; resolve: (url: string) => void; reject: (e: Error) => void }[],
}));
vi.mock('@/lib/hls', async (original) => ({
  ...(await original<typeof import('@/lib/hls')>()),
  signedPlaylistUrl: (id: number, line: number) =>
    new Promise<string>((resolve, reject) => signing.pending.push({ id, line, resolve, reject })),
}));

const { startEngine } = await import('./hls-engine');

const LINES = [{ name: '线路1' }, { name: '线路2' }, { name: '线路3' }] as unknown as PlayLine[];
const urlOf = (id: number, line: number) => `/api/app/media/h5/m3u8/${id}?sign=s&line=${line}`;

/** Lets the oldest signature still held finish; returns what it was for. */
async function sign(): Promise<{ id: number; line: number }> {
  await vi.waitFor(() => expect(signing.pending.length).toBeGreaterThan(0));
  const next = signing.pending.shift()!;
  next.resolve(urlOf(next.id, next.line));
  await Promise.resolve();
  await Promise.resolve();
  return { id: next.id, line: next.line };
}

const srcLine = (video: HTMLVideoElement) => new URL(video.src).searchParams.get('line');

type Options = Parameters<typeof startEngine>[1];

/** Starts video 7's engine on `video` (line 0 from the start, unless `options` say), its first signature let go. */
async function startedEngine(video: HTMLVideoElement, options: Partial<Options> = {}) {
  const started = startEngine(video, { id: 7, lines: () => LINES, line: 0, startAt: 0, ...options });
  await sign();
  return started;
}

describe('the native (Safari) engine', () => {
  beforeEach(() => {
    signing.pending.length = 0;
    stubNoMediaSource();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('has the signed playlist of its line on the element before it is handed back, and no levels', async () => {
    const { video, play } = safariVideo();
    const onLevels = vi.fn();
    const started = startEngine(video, { id: 7, lines: () => LINES, line: 1, startAt: 0, onLevels });
    expect(video.getAttribute('src')).toBeNull();
    expect(await sign()).toEqual({ id: 7, line: 1 });
    const engine = await started;
    expect(engine.kind).toBe('native');
    expect(srcLine(video)).toBe('1');
    expect(onLevels).toHaveBeenCalledWith([]);
    // The caller plays it: the engine does not on its first load.
    expect(play).not.toHaveBeenCalled();
    engine.destroy();
  });

  it('starts at the asked position once the metadata is in', async () => {
    const { video } = safariVideo();
    const engine = await startedEngine(video, { startAt: 42 });
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(42);
    engine.destroy();
  });

  it('of two line switches, plays the one asked for last, whichever is signed first', async () => {
    const { video, play } = safariVideo();
    const engine = await startedEngine(video);
    engine.switchLine(1);
    engine.switchLine(2);
    expect(engine.line).toBe(2);
    // The second switch's signature comes back first; the first's, later, is dropped.
    const [first, second] = signing.pending.splice(0, 2);
    second!.resolve(urlOf(7, 2));
    await vi.waitFor(() => expect(srcLine(video)).toBe('2'));
    first!.resolve(urlOf(7, 1));
    await new Promise((r) => setTimeout(r, 0));
    expect(srcLine(video)).toBe('2');
    expect(play).toHaveBeenCalledTimes(1);
    engine.destroy();
  });

  it('moves to the next line when the element fails, from where it was', async () => {
    const { video, play } = safariVideo();
    const onLineChange = vi.fn();
    const engine = await startedEngine(video, { onLineChange });
    video.currentTime = 30;
    video.dispatchEvent(new Event('error'));
    expect(onLineChange).toHaveBeenCalledWith(LINES[1], true);
    expect(await sign()).toEqual({ id: 7, line: 1 });
    expect(srcLine(video)).toBe('1');
    expect(play).toHaveBeenCalledTimes(1);
    video.currentTime = 0;
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(30);
    engine.destroy();
  });

  it('is fatal once every line has failed', async () => {
    const { video } = safariVideo();
    const onFatal = vi.fn();
    await startedEngine(video, { lines: () => LINES.slice(0, 2), onFatal });
    video.dispatchEvent(new Event('error'));
    await sign();
    expect(onFatal).not.toHaveBeenCalled();
    video.dispatchEvent(new Event('error'));
    expect(onFatal).toHaveBeenCalledTimes(1);
    expect(signing.pending).toHaveLength(0);
  });

  it('does not start when its first signature fails, and leaves no listener behind', async () => {
    const { video } = safariVideo();
    const onFatal = vi.fn();
    const removed = vi.spyOn(video, 'removeEventListener');
    const started = startEngine(video, { id: 7, lines: () => LINES, line: 0, startAt: 0, onFatal });
    await vi.waitFor(() => expect(signing.pending).toHaveLength(1));
    signing.pending.shift()!.reject(new Error('no runtime config'));
    await expect(started).rejects.toThrow('no runtime config');
    expect(removed).toHaveBeenCalledWith('error', expect.any(Function));
    video.dispatchEvent(new Event('error'));
    expect(onFatal).not.toHaveBeenCalled();
  });

  it('sets nothing on the element once destroyed while a line was being signed', async () => {
    const { video, play } = safariVideo();
    const engine = await startedEngine(video);
    engine.switchLine(2);
    engine.destroy();
    expect(video.getAttribute('src')).toBeNull();
    await sign();
    expect(video.getAttribute('src')).toBeNull();
    expect(play).not.toHaveBeenCalled();
  });
});
