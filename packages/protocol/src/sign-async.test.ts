import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_STREAM_PREFIX } from './api/calls/live.ts';
import { EXAMPLE_SIGN, EXAMPLE_SIGN_INPUT } from './sign.test-support.ts';
import { buildPlaylistUrl, hmacSha1Hex, playlistSign, requestSign } from './sign.ts';
import {
  buildPlaylistUrlAsync,
  hmacSha1HexAsync,
  playlistSignAsync,
  requestSignAsync,
} from './sign-async.ts';

const input = EXAMPLE_SIGN_INPUT;

afterEach(() => {
  vi.restoreAllMocks();
});

// The same cases on the native HMAC and on the pure-JS fallback (an insecure browser page).
describe.each([
  ['native', globalThis.crypto.subtle],
  ['pure-JS fallback', undefined],
] as const)('requestSignAsync, %s', (_, subtle) => {
  it('gives the published example vector', async () => {
    expect(await requestSignAsync(input, subtle)).toBe(EXAMPLE_SIGN);
  });

  it('signs the path without its query, Chinese text as UTF-8', async () => {
    const chinese = { ...input, path: '/app/search?kw=热门', userAgent: 'DevType=华为&SysType=h5_android' };
    const expected = createHmac('sha1', input.key)
      .update(`${input.token}/api/app/search${chinese.userAgent}${input.timestamp}${input.nonce}`)
      .digest('hex');
    expect(await requestSignAsync(chinese, subtle)).toBe(expected);
  });

  it('agrees with the pure-JS signature for arbitrary keys and inputs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 100 }),
        fc.string(),
        fc.string(),
        fc.nat(),
        fc.uuid({ version: 4 }),
        async (key, token, ua, t, n) => {
          const one = { key, token, path: '/app/media/play', userAgent: ua, timestamp: t, nonce: n };
          expect(await requestSignAsync(one, subtle)).toBe(requestSign(one));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('signs with an empty key as HMAC does (WebCrypto refuses one)', async () => {
    expect(await requestSignAsync({ ...input, key: '' }, subtle)).toBe(requestSign({ ...input, key: '' }));
  });
});

it('imports a key once and signs natively, not in script', async () => {
  const subtle = globalThis.crypto.subtle;
  const importKey = vi.spyOn(subtle, 'importKey');
  const sign = vi.spyOn(subtle, 'sign');
  const key = 'a-key-only-this-test-uses';
  const a = await requestSignAsync({ ...input, key });
  const b = await requestSignAsync({ ...input, key, nonce: '3b241101-e2bb-4255-8caf-4136c566a963' });
  expect(a).not.toBe(b);
  expect(importKey).toHaveBeenCalledTimes(1);
  expect(sign).toHaveBeenCalledTimes(2);
});

// PROTOCOL §8's playlist signature, and the bare HMAC the live playlists use, on both paths.
describe.each([
  ['native', globalThis.crypto.subtle],
  ['pure-JS fallback', undefined],
] as const)('playlist and bare HMAC, %s', (_, subtle) => {
  const playlist = {
    key: input.key,
    token: 'tok-中文',
    id: 42,
    timestamp: 1_718_000_000,
    nonce: input.nonce,
  };

  it('signs a playlist as the pure-JS playlistSign does, and as HMAC-SHA1 of its text', async () => {
    const expected = createHmac('sha1', input.key)
      .update(`tok-中文/api/app/media/h5/m3u8/42${playlist.timestamp}${playlist.nonce}`)
      .digest('hex');
    expect(await playlistSignAsync(playlist, subtle)).toBe(expected);
    expect(playlistSign(playlist)).toBe(expected);
  });

  it('signs and builds a live channel’s playlist over its own path (the prefix given)', async () => {
    const live = { ...playlist, prefix: LIVE_STREAM_PREFIX };
    const url = new URL(await buildPlaylistUrlAsync(live, subtle), 'http://x');
    expect(url.pathname).toBe('/api/app/live/h5/m3u8/42');
    expect(url.searchParams.get('sign')).toBe(
      createHmac('sha1', input.key)
        .update(`tok-中文/api/app/live/h5/m3u8/42${playlist.timestamp}${playlist.nonce}`)
        .digest('hex'),
    );
    expect(await buildPlaylistUrlAsync(live, subtle)).toBe(buildPlaylistUrl(live));
  });

  it('builds the same playlist URL as buildPlaylistUrl, and a fresh nonce and timestamp unless given', async () => {
    expect(await buildPlaylistUrlAsync(playlist, subtle)).toBe(buildPlaylistUrl(playlist));
    const fresh = new URL(
      await buildPlaylistUrlAsync({ key: input.key, token: '', id: 7 }, subtle),
      'http://x',
    );
    const q = fresh.searchParams;
    expect(fresh.pathname).toBe('/api/app/media/h5/m3u8/7');
    expect(q.get('nonce')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Math.abs(Number(q.get('timestamp')) - Date.now() / 1000)).toBeLessThan(5);
    expect(q.get('sign')).toBe(
      playlistSign({
        key: input.key,
        token: '',
        id: 7,
        timestamp: q.get('timestamp')!,
        nonce: q.get('nonce')!,
      }),
    );
  });

  it('gives the bare HMAC-SHA1 of any text, with an empty key too', async () => {
    expect(await hmacSha1HexAsync('k', '直播/api/app/live/h5/m3u8/3', subtle)).toBe(
      hmacSha1Hex('k', '直播/api/app/live/h5/m3u8/3'),
    );
    expect(await hmacSha1HexAsync('', 'text', subtle)).toBe(hmacSha1Hex('', 'text'));
  });
});

it('signs playlists natively, not in script, with the key imported once', async () => {
  const subtle = globalThis.crypto.subtle;
  const importKey = vi.spyOn(subtle, 'importKey');
  const sign = vi.spyOn(subtle, 'sign');
  const key = 'a-playlist-key-only-this-test-uses';
  await buildPlaylistUrlAsync({ key, token: 't', id: 1 });
  await buildPlaylistUrlAsync({ key, token: 't', id: 2 });
  expect(importKey).toHaveBeenCalledTimes(1);
  expect(sign).toHaveBeenCalledTimes(2);
});
