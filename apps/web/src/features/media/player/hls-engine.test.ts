import { playlistSign } from '@lld/protocol/sign';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { setItem } from '@/lib/storage';
import { firstFrameAhead, prefersNativeHls, signedPlaylistUrl } from './hls-engine';

const config = {
  apiBase: '/api',
  signKey: 'sign-key-0123456789',
  dataKey: 'a'.repeat(64),
  imageKey: 'img-key-1',
  encrypt: true,
};

describe('signed playlist URL (PROTOCOL §8)', () => {
  beforeEach(() => {
    setRuntimeConfig(config);
    setItem('token', 'tok-123');
  });
  afterEach(() => setRuntimeConfig(null));

  it('signs token + path + id + timestamp + nonce and names the line', async () => {
    const url = new URL(await signedPlaylistUrl(42, 1), 'http://x');
    expect(url.pathname).toBe('/api/app/media/h5/m3u8/42');
    const q = url.searchParams;
    expect(q.get('token')).toBe('tok-123');
    expect(q.get('line')).toBe('1');
    expect(q.get('sign')).toBe(
      playlistSign({
        key: config.signKey,
        token: 'tok-123',
        id: 42,
        timestamp: q.get('timestamp')!,
        nonce: q.get('nonce')!,
      }),
    );
    const again = new URL(await signedPlaylistUrl(42, 1), 'http://x');
    expect(again.searchParams.get('nonce')).not.toBe(q.get('nonce'));
  });

  it('uses the API origin when the API base is absolute', async () => {
    setRuntimeConfig({ ...config, apiBase: 'https://api.example.com/api' });
    expect(await signedPlaylistUrl(1, 0)).toMatch(
      /^https:\/\/api\.example\.com\/api\/app\/media\/h5\/m3u8\/1\?/,
    );
  });
});

describe('native HLS or hls.js', () => {
  const video = (answer: string) => ({ canPlayType: () => answer }) as unknown as HTMLVideoElement;
  afterEach(() => vi.unstubAllGlobals());

  it('uses hls.js where MediaSource exists, unless the browser is Apple’s', () => {
    vi.stubGlobal('MediaSource', class {});
    const vendor = vi.spyOn(navigator, 'vendor', 'get').mockReturnValue('Google Inc.');
    expect(prefersNativeHls(video('maybe'))).toBe(false);
    vendor.mockReturnValue('Apple Computer, Inc.');
    expect(prefersNativeHls(video('maybe'))).toBe(true);
    vi.restoreAllMocks();
  });

  it('plays natively without MediaSource, and never when the browser cannot play HLS', () => {
    vi.stubGlobal('MediaSource', undefined);
    vi.stubGlobal('ManagedMediaSource', undefined);
    expect(prefersNativeHls(video('maybe'))).toBe(true);
    expect(prefersNativeHls(video(''))).toBe(false);
  });
});

describe('a paused player in the hole before its first frame', () => {
  const player = (currentTime: number, ranges: [number, number][], paused = true) => ({
    paused,
    currentTime,
    buffered: {
      length: ranges.length,
      start: (i: number) => ranges[i]![0],
      end: (i: number) => ranges[i]![1],
    } as TimeRanges,
  });

  it('stands on the first frame: at the position the journey left it, hls.js saw no buffer', () => {
    // 0.010039 + (0.083333 - 0.010039) rounds below 0.083333: hls.js 1.7.4's check fails there.
    expect(0.010039 + (0.083333 - 0.010039) >= 0.083333).toBe(false);
    expect(firstFrameAhead(player(0.010039, [[0.083333, 4.007482]]))).toBe(0.083333);
    expect(firstFrameAhead(player(0, [[0.4, 2]]))).toBe(0.4);
  });

  it('leaves a player that plays, stands in its buffer, has none, or is far from it', () => {
    expect(firstFrameAhead(player(0.01, [[0.083333, 4]], false))).toBeNull();
    expect(firstFrameAhead(player(0.1, [[0.083333, 4]]))).toBeNull();
    expect(firstFrameAhead(player(0.083333, [[0.083333, 4]]))).toBeNull();
    expect(firstFrameAhead(player(0, []))).toBeNull();
    expect(firstFrameAhead(player(10, [[20, 24]]))).toBeNull();
  });
});
