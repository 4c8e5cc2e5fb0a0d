import { createDecipheriv } from 'node:crypto';
import { STREAM_PREFIX } from '@lld/protocol/constants';
import { ResultCode } from '@lld/protocol/result-codes';
import { nowSeconds, playlistSign, randomUuidV4 } from '@lld/protocol/sign';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { segmentIv } from '../../crypto/hls.ts';
import { userVips } from '../../db/core.schema.ts';
import { devId, TestClient } from '../../test/client.ts';
import { adminInject } from '../../test/harness.ts';
import { MAX_PLAYLIST_SEGMENTS, playOrder } from './delivery.ts';
import { useMediaApp } from './media.fixtures.ts';
import { mediaVideos } from './media.schema.ts';

// Fresh database: demo video 1 is free, 2 paid (6 s preview), 3 VIP only; 6 is free too.
const FREE = 1;
const PAID = 2;
const VIP = 3;
const FREE_TOO = 6;

let clock = nowSeconds();
const h = useMediaApp(8, { now: () => clock });

/** Runs `fn` with the server's clock `seconds` later, then puts it back. */
async function later(seconds: number, fn: () => Promise<void>) {
  const saved = clock;
  clock += seconds;
  try {
    await fn();
  } finally {
    clock = saved;
  }
}

interface PlaylistQuery {
  token?: string;
  timestamp?: number;
  nonce?: string;
  sign?: string;
  line?: number;
}

function masterUrl(id: number | string, q: PlaylistQuery = {}): string {
  const token = q.token ?? '';
  const timestamp = q.timestamp ?? clock;
  const nonce = q.nonce ?? randomUuidV4();
  const sign = q.sign ?? playlistSign({ key: h.t.config.signKey, token, id, timestamp, nonce });
  const params = new URLSearchParams({ token, timestamp: String(timestamp), sign, nonce });
  if (q.line !== undefined) params.set('line', String(q.line));
  return `${STREAM_PREFIX}${id}?${params}`;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  h.t.app.inject({ method: 'GET', url, headers });
const uris = (text: string) => text.split('\n').filter((l) => l && !l.startsWith('#'));
const keyUris = (text: string) => [...text.matchAll(/URI="([^"]+)"/g)].map((m) => m[1]!);

async function variantOf(id: number, token = '') {
  const master = await get(masterUrl(id, { token }));
  expect(master.statusCode).toBe(200);
  const variant = await get(uris(master.body)[0]!);
  expect(variant.statusCode).toBe(200);
  return variant.body;
}

describe('master playlist (PROTOCOL §8)', () => {
  it('serves a master playlist for a good signature: the top rendition only to a member', async () => {
    const r = await get(masterUrl(FREE));
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(r.body.startsWith('#EXTM3U')).toBe(true);
    // Not a member: the 180p rendition only (360p is the VIP page's 高清).
    expect(r.body.match(/#EXT-X-STREAM-INF/g)).toHaveLength(1);
    expect(r.body).toContain('NAME="180p"');
    expect(uris(r.body).every((u) => u.startsWith(`http://localhost:80${STREAM_PREFIX}${FREE}/`))).toBe(true);

    const c = new TestClient(h.t.app, h.t.config);
    const login = await c.guest(devId());
    await h.db.db.insert(userVips).values({
      userId: login.data.userInfo.id,
      tier: 'normal',
      vipType: 1,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const member = await get(masterUrl(FREE, { token: c.token }));
    expect(member.body.match(/#EXT-X-STREAM-INF/g)).toHaveLength(2);
    expect(member.body).toContain('NAME="360p"');
    const play = await c.call('mediaPlay', { id: FREE });
    expect(play.data.qualities.map((q: { locked: boolean }) => q.locked)).toEqual([false, false]);
  });

  it('refuses the top rendition to a non-member who writes its name into the URL (3003)', async () => {
    const master = await get(masterUrl(FREE));
    const low = uris(master.body)[0]!;
    expect(low).toContain('/180p.m3u8?');
    const top = await get(low.replace('/180p.m3u8?', '/360p.m3u8?'));
    expect(top.statusCode).toBe(403);
    expect(top.json().code).toBe(ResultCode.NEEDS_ENTITLEMENT);
    expect((await get(low)).statusCode).toBe(200);
  });

  it('refuses a bad sign, a wrong key, a missing field and a sign for another id with 1001', async () => {
    for (const url of [
      masterUrl(FREE, { sign: 'deadbeef' }),
      masterUrl(FREE, {
        sign: playlistSign({
          key: 'another-key-0123456789',
          token: '',
          id: FREE,
          timestamp: clock,
          nonce: 'n-1',
        }),
        nonce: 'n-1',
      }),
      `${STREAM_PREFIX}${FREE}?token=&timestamp=${clock}&nonce=${randomUuidV4()}`,
      masterUrl(FREE).replace(`${STREAM_PREFIX}${FREE}?`, `${STREAM_PREFIX}${PAID}?`),
    ]) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(403);
      expect(r.json().code).toBe(ResultCode.BAD_SIGNATURE);
    }
  });

  it('accepts timestamps within 300 s and refuses those outside the window', async () => {
    expect((await get(masterUrl(FREE, { timestamp: clock - 299 }))).statusCode).toBe(200);
    expect((await get(masterUrl(FREE, { timestamp: clock + 299 }))).statusCode).toBe(200);
    for (const ts of [clock - 301, clock + 301]) {
      const r = await get(masterUrl(FREE, { timestamp: ts }));
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ code: 1001, msg: 'timestamp out of window' });
    }
  });

  it('refuses a replayed nonce, also after the clock moved (within 600 s)', async () => {
    const url = masterUrl(FREE);
    expect((await get(url)).statusCode).toBe(200);
    const again = await get(url);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 1001, msg: 'nonce replayed' });
  });

  it('answers 404 with code 2004 for an unknown video', async () => {
    const r = await get(masterUrl(999_999));
    expect(r.statusCode).toBe(404);
    expect(r.json().code).toBe(ResultCode.NOT_FOUND);
    const bad = await get(`${STREAM_PREFIX}abc?token=&timestamp=1&sign=x&nonce=y`);
    expect(bad.json().code).toBe(ResultCode.INVALID_PARAMS);
  });
});

describe('variant playlists, preview truncation and keys', () => {
  it('gives an entitled caller every segment, switching from the preview key to the full key', async () => {
    const text = await variantOf(FREE);
    expect(text).toContain('#EXT-X-ENDLIST');
    expect(uris(text)).toHaveLength(10);
    const keys = keyUris(text);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/\/key\/1\/p\?/);
    expect(keys[1]).toMatch(/\/key\/1\/f\?/);
    for (const k of keys) {
      const r = await get(k);
      expect(r.statusCode).toBe(200);
      expect(r.rawPayload).toHaveLength(16);
    }
  });

  it('gives a caller who has not paid the first segments only, ending the playlist, and refuses the full key', async () => {
    const c = new TestClient(h.t.app, h.t.config);
    await c.guest(devId());
    const text = await variantOf(PAID, c.token);
    expect(uris(text)).toHaveLength(3); // 6 s preview of 2 s segments
    expect(text.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const keys = keyUris(text);
    expect(keys).toHaveLength(1);
    expect((await get(keys[0]!)).statusCode).toBe(200);
    const full = await get(keys[0]!.replace('/p?', '/f?'));
    expect(full.statusCode).toBe(403);
    expect(full.json().code).toBe(ResultCode.NEEDS_ENTITLEMENT);
  });

  it('names the keys its variants use in the master playlist (EXT-X-SESSION-KEY, RFC 8216 §4.3.4.5)', async () => {
    const sessionKeys = (master: string) =>
      [...master.matchAll(/^#EXT-X-SESSION-KEY:METHOD=AES-128,URI="([^"]+)"$/gm)].map((m) => m[1]!);
    // Entitled: the preview key, then the full one, as the variant names them.
    const master = (await get(masterUrl(FREE))).body;
    const variant = (await get(uris(master)[0]!)).body;
    expect(sessionKeys(master)).toEqual([...new Set(keyUris(variant))]);
    expect(sessionKeys(master)).toHaveLength(2);
    for (const k of sessionKeys(master)) expect((await get(k)).rawPayload).toHaveLength(16);
    // Not entitled: the preview key only (the full key is never named to a caller refused it).
    const c = new TestClient(h.t.app, h.t.config);
    await c.guest(devId());
    const paidMaster = (await get(masterUrl(PAID, { token: c.token }))).body;
    const paidVariant = (await get(uris(paidMaster)[0]!)).body;
    expect(sessionKeys(paidMaster)).toEqual(keyUris(paidVariant));
    expect(sessionKeys(paidMaster)).toHaveLength(1);
    expect(sessionKeys(paidMaster)[0]).toMatch(/\/key\/2\/p\?/);
  });

  it('VIP videos: preview for a guest, the whole video once the user is a member', async () => {
    const c = new TestClient(h.t.app, h.t.config);
    const login = await c.guest(devId());
    expect(uris(await variantOf(VIP, c.token)).length).toBeLessThan(10);
    await h.db.db.insert(userVips).values({
      userId: login.data.userInfo.id,
      tier: 'normal',
      vipType: 1,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const text = await variantOf(VIP, c.token);
    expect(uris(text)).toHaveLength(10);
    expect((await get(keyUris(text)[1]!)).statusCode).toBe(200);
  });

  it('refuses forged, mismatched and expired tickets', async () => {
    const text = await variantOf(FREE);
    const key = keyUris(text)[0]!;
    const forged = key.replace(/tk=[^&]+/, (m) => `${m.slice(0, -3)}abc`);
    expect((await get(forged)).statusCode).toBe(403);
    expect((await get(key.replace('/key/1/', '/key/2/'))).statusCode).toBe(403);
    await later(7 * 3600, async () => expect((await get(key)).statusCode).toBe(403));
  });
});

describe('segments on the line', () => {
  it('serves encrypted segments with Range, CDN cache headers and CORS; they decrypt to MPEG-TS', async () => {
    const text = await variantOf(FREE);
    const seg = new URL(uris(text)[0]!);
    const url = seg.pathname + seg.search;
    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp2t');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['access-control-allow-origin']).toBe('*');
    expect(whole.headers['cache-control']).toMatch(/^public, max-age=\d+, immutable$/);
    const key = (await get(keyUris(text)[0]!)).rawPayload;
    const d = createDecipheriv('aes-128-cbc', key, segmentIv(0));
    const plain = Buffer.concat([d.update(whole.rawPayload), d.final()]);
    expect(plain[0]).toBe(0x47); // MPEG-TS sync byte
    expect(plain[188]).toBe(0x47);

    const part = await get(url, { range: 'bytes=16-47' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 16-47/${whole.rawPayload.length}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(16, 48));
    const tail = await get(url, { range: 'bytes=-16' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(-16));
    expect((await get(url, { range: 'bytes=999999999-' })).statusCode).toBe(416);
  });

  it('answers each segment request once: nothing is sent after the bytes', async () => {
    const seg = new URL(uris(await variantOf(FREE))[0]!);
    const url = seg.pathname + seg.search;
    h.t.warnings.length = 0;
    for (const range of [undefined, 'bytes=16-47', 'bytes=999999999-'])
      expect((await get(url, range ? { range } : {})).statusCode).not.toBe(404);
    await new Promise((resolve) => setImmediate(resolve));
    expect(h.t.warnings).toEqual([]);
  });

  it('refuses a bad signature, another segment with the same signature and an expired URL', async () => {
    const seg = new URL(uris(await variantOf(FREE))[0]!);
    const url = seg.pathname + seg.search;
    expect((await get(url.replace(/s=[^&]+/, 's=AAAAAAAAAAAAAAAAAAAAAAAAAAA'))).statusCode).toBe(403);
    expect((await get(url.replace('/0.ts?', '/1.ts?'))).statusCode).toBe(403);
    expect((await get(seg.pathname)).statusCode).toBe(403);
    await later(4 * 3600, async () => expect((await get(url)).statusCode).toBe(403));
  });

  it('serves two lines without configured domains: the own mount and /files/line2', async () => {
    for (const [line, mount] of [
      [0, '/files/hls/'],
      [1, '/files/line2/hls/'],
    ] as const) {
      const master = await get(masterUrl(FREE, { line }));
      const variant = await get(uris(master.body)[0]!);
      const seg = new URL(uris(variant.body)[0]!);
      expect(seg.pathname.startsWith(mount)).toBe(true);
      const r = await get(seg.pathname + seg.search);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('video/mp2t');
    }
  });

  it('puts segments on the line the client chose', async () => {
    const res = await h.t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/domains',
      headers: { 'x-admin-key': h.t.config.adminKey },
      payload: { value: { VID: ['https://a.example/files', 'https://b.example/files'] } },
    });
    expect(res.json().code).toBe(200);
    try {
      const master = await get(masterUrl(FREE, { line: 1 }));
      const variant = await get(uris(master.body)[0]!);
      expect(uris(variant.body)[0]).toMatch(/^https:\/\/b\.example\/files\/hls\//);
      const first = await get(uris((await get(masterUrl(FREE, { line: 0 }))).body)[0]!);
      expect(uris(first.body)[0]).toMatch(/^https:\/\/a\.example\/files\/hls\//);
    } finally {
      await h.t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/domains',
        headers: { 'x-admin-key': h.t.config.adminKey },
        payload: { value: {} },
      });
    }
  });
});

describe('after a purchase', () => {
  it('the buyer gets the whole playlist and the full key', async () => {
    const c = new TestClient(h.t.app, h.t.config);
    const login = await c.guest(devId());
    await h.t.app.services.wallet.credit(login.data.userInfo.id, 'gold', 100_000, {
      reason: 'grant',
      reference: 'hls-test',
      idempotencyKey: `hls-test-${login.data.userInfo.id}`,
    });
    expect(uris(await variantOf(PAID, c.token))).toHaveLength(3);
    expect((await c.call('mediaPay', { id: PAID })).body.code).toBe(200);
    const text = await variantOf(PAID, c.token);
    expect(uris(text)).toHaveLength(10);
    const full = await get(keyUris(text)[1]!);
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload).toHaveLength(16);
  });
});

describe("a video's playback row, kept for a start's three requests", () => {
  const admin = (method: 'POST' | 'PUT', url: string, payload: object) =>
    adminInject(h.t.app, method, url, payload);

  it('is read again at once after a console edit: paid is preview only, hidden is gone', async () => {
    const c = new TestClient(h.t.app, h.t.config);
    await c.guest(devId());
    const master = (await get(masterUrl(FREE_TOO, { token: c.token }))).body;
    const variantUrl = uris(master)[0]!;
    const fullKey = keyUris((await get(variantUrl)).body).find((k) => k.includes('/f?'))!;
    expect((await get(fullKey)).statusCode).toBe(200);
    try {
      const paid = await admin('PUT', `/media/videos/${FREE_TOO}`, { access: 'paid', price: 300 });
      expect(paid.json().code, paid.body).toBe(200);
      // The ticket from before the edit: the full key is checked against the row as it is now.
      expect((await get(fullKey)).statusCode).toBe(403);
      const text = await variantOf(FREE_TOO, c.token);
      expect(uris(text).length).toBeLessThan(10);
      expect(keyUris(text).every((k) => k.includes('/p?'))).toBe(true);

      expect((await admin('POST', `/media/videos/${FREE_TOO}/state`, { state: 'hidden' })).json().code).toBe(
        200,
      );
      expect((await get(masterUrl(FREE_TOO, { token: c.token }))).statusCode).toBe(404);
      expect((await get(variantUrl)).statusCode).toBe(404);
    } finally {
      await admin('PUT', `/media/videos/${FREE_TOO}`, { access: 'free', price: 0 });
      await admin('POST', `/media/videos/${FREE_TOO}/state`, { state: 'ready' });
    }
    expect(uris(await variantOf(FREE_TOO, c.token))).toHaveLength(10);
  });

  it('is kept against writes the console did not make, until they drop it', async () => {
    expect((await get(masterUrl(FREE_TOO))).statusCode).toBe(200);
    await h.db.db.update(mediaVideos).set({ status: 'hidden' }).where(eq(mediaVideos.id, FREE_TOO));
    try {
      expect((await get(masterUrl(FREE_TOO))).statusCode).toBe(200);
      await h.t.app.services.media.forgetPlayback(FREE_TOO);
      expect((await get(masterUrl(FREE_TOO))).statusCode).toBe(404);
    } finally {
      await h.db.db.update(mediaVideos).set({ status: 'ready' }).where(eq(mediaVideos.id, FREE_TOO));
    }
  });
});

describe("a video longer than its stream (the demo's films over 20 s streams)", () => {
  /** Runs `fn` with video `id` recorded as `seconds` long, then puts its length back. */
  async function lasting(id: number, seconds: number, fn: () => Promise<void>) {
    const [row] = await h.db.db
      .select({ d: mediaVideos.duration })
      .from(mediaVideos)
      .where(eq(mediaVideos.id, id));
    // Written past the console, so playback's kept row is forgotten here, as an edit does.
    const setDuration = async (d: number) => {
      await h.db.db.update(mediaVideos).set({ duration: d }).where(eq(mediaVideos.id, id));
      await h.t.app.services.media.forgetPlayback(id);
    };
    await setDuration(seconds);
    try {
      await fn();
    } finally {
      await setDuration(row!.d);
    }
  }

  it('plays the stream once unless the recorded length is longer, then pass after pass until it is filled', () => {
    const ten = Array.from({ length: 10 }, () => 2);
    expect(playOrder(ten, 20)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(playOrder(ten, 21)).toHaveLength(10); // ingest rounds a 20.4 s stream to 20 or 21
    const order = playOrder(ten, 96);
    expect(order).toHaveLength(48);
    expect(order.slice(8, 13)).toEqual([8, 9, 0, 1, 2]);
    expect(order.reduce((t, k) => t + ten[k]!, 0)).toBe(96);
    expect(playOrder([0.5], 1e9)).toHaveLength(MAX_PLAYLIST_SEGMENTS);
  });

  it('lists the segments again after a discontinuity, each later one with its IV, and every one decrypts', async () => {
    await lasting(FREE_TOO, 96, async () => {
      const text = await variantOf(FREE_TOO);
      const segments = uris(text);
      expect(segments).toHaveLength(48);
      expect(new Set(segments).size).toBe(10); // the same signed URL on every pass
      expect(text.match(/#EXT-X-DISCONTINUITY/g)).toHaveLength(4);
      expect(text.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
      // Sent compressed: a film's playlist is mostly the same lines again.
      const variantUrl = uris((await get(masterUrl(FREE_TOO))).body)[0]!;
      const packed = await get(variantUrl, { 'accept-encoding': 'br' });
      expect(packed.headers['content-encoding']).toBe('br');
      expect(packed.rawPayload.length).toBeLessThan(text.length / 5);
      // What a player does: the key and IV in force before each segment (IV = media sequence by default).
      let keyUri = '';
      let iv: Buffer | null = null;
      const plan: Array<{ url: string; keyUri: string; iv: Buffer }> = [];
      for (const line of text.split('\n')) {
        const key = /^#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)"(?:,IV=0x([0-9a-f]{32}))?$/.exec(line);
        if (key) {
          keyUri = key[1]!;
          iv = key[2] ? Buffer.from(key[2], 'hex') : null;
        } else if (line && !line.startsWith('#')) {
          plan.push({ url: line, keyUri, iv: iv ?? segmentIv(plan.length) });
        }
      }
      const keys = new Map<string, Buffer>();
      for (const n of [0, 9, 10, 15, 31, 47]) {
        const { url, keyUri: k, iv: segIv } = plan[n]!;
        if (!keys.has(k)) keys.set(k, (await get(k)).rawPayload);
        const u = new URL(url);
        const bytes = (await get(u.pathname + u.search)).rawPayload;
        const d = createDecipheriv('aes-128-cbc', keys.get(k)!, segIv);
        const plain = Buffer.concat([d.update(bytes), d.final()]);
        expect(plain[0], `segment ${n}`).toBe(0x47);
        expect(plain[188], `segment ${n}`).toBe(0x47);
      }
    });
  });

  it('a caller who may not watch it whole still gets the preview only, from the first pass', async () => {
    await lasting(PAID, 7_020, async () => {
      const c = new TestClient(h.t.app, h.t.config);
      await c.guest(devId());
      const text = await variantOf(PAID, c.token);
      expect(uris(text)).toHaveLength(3);
      expect(text).not.toContain('#EXT-X-DISCONTINUITY');
      expect(text).not.toContain('IV=');
    });
  });
});
