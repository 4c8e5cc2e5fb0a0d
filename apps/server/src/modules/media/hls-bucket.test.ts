// Media bytes straight from the bucket (issue 18): with STORAGE=s3 and S3_SIGNED_URLS=on the
// signed playlist (PROTOCOL §8, same path and signature) names segments by the bucket's own
// short-lived signed URLs, and /files redirects to one, while the keys stay behind the key route.
import { createDecipheriv } from 'node:crypto';
import { STREAM_PREFIX } from '@lld/protocol/constants';
import { ResultCode } from '@lld/protocol/result-codes';
import { nowSeconds, playlistSign, randomUuidV4 } from '@lld/protocol/sign';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECT_URL_SECONDS, type S3Storage } from '../../adapters/storage-s3.ts';
import { segmentIv } from '../../crypto/hls.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { devId, TestClient } from '../../test/client.ts';
import { type TestApp, testApp, testDatabase } from '../../test/harness.ts';
import { startS3, type TestS3 } from '../../test/s3.ts';
import { seedDemoMedia } from './media.seed.ts';

// Demo video 1 is free, 2 paid (6 s preview of 2 s segments, 10 segments).
const PAID = 2;

let s3: TestS3;
let storage: S3Storage;
let db: DatabaseHandle;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3('lld-direct');
  storage = s3.storage({ prefix: 'lld/', directUrls: {} });
  db = await testDatabase();
  t = await testApp(db, { APP_ENCRYPT: 'on', ...s3.env, S3_SIGNED_URLS: 'on' }, { storage });
  await seedDemoMedia({ db: db.db, storage, imageKey: t.config.imageKey, videoCount: 3 });
}, 120_000);

afterAll(async () => {
  await t?.app.close();
  storage?.close();
  await db?.close();
  await s3?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const uris = (text: string) => text.split('\n').filter((l) => l && !l.startsWith('#'));
const keyUris = (text: string) => [...text.matchAll(/URI="([^"]+)"/g)].map((m) => m[1]!);
const bucketBase = () => `${s3.endpoint}/${s3.bucket}/lld/`;

function masterUrl(id: number, token = '', line?: number): string {
  const timestamp = nowSeconds();
  const nonce = randomUuidV4();
  const sign = playlistSign({ key: t.config.signKey, token, id, timestamp, nonce });
  const q = new URLSearchParams({ token, timestamp: String(timestamp), sign, nonce });
  if (line !== undefined) q.set('line', String(line));
  return `${STREAM_PREFIX}${id}?${q}`;
}

async function variantOf(id: number, token = '', line?: number): Promise<string> {
  const master = await get(masterUrl(id, token, line));
  expect(master.statusCode).toBe(200);
  const variant = await get(uris(master.body)[0]!);
  expect(variant.statusCode).toBe(200);
  return variant.body;
}

/** A segment fetched the way a player does: over HTTP, from wherever its URL points. */
async function fetchSegment(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const r = await fetch(url);
  return { status: r.status, type: r.headers.get('content-type'), bytes: Buffer.from(await r.arrayBuffer()) };
}

function decryptFirstPacket(bytes: Buffer, key: Buffer, sequence: number): number {
  const d = createDecipheriv('aes-128-cbc', key, segmentIv(sequence));
  return Buffer.concat([d.update(bytes), d.final()])[0]!;
}

describe('segments from the bucket (S3_SIGNED_URLS=on)', () => {
  it('a caller who has not paid gets the preview on signed bucket URLs, and the full key is refused', async () => {
    const c = new TestClient(t.app, t.config);
    await c.guest(devId());
    const text = await variantOf(PAID, c.token);
    const segs = uris(text);
    expect(segs).toHaveLength(3);
    expect(text.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    for (const [i, url] of segs.entries()) {
      expect(url.startsWith(bucketBase())).toBe(true);
      const u = new URL(url);
      expect(u.searchParams.get('X-Amz-Expires')).toBe(String(DIRECT_URL_SECONDS));
      // Signed on the hour: everyone gets the same URL within it (a CDN caches it).
      expect(u.searchParams.get('X-Amz-Date')).toMatch(/^\d{8}T\d{2}0000Z$/);
      const seg = await fetchSegment(url);
      expect(seg.status).toBe(200);
      expect(seg.type).toBe('video/mp2t');
      const key = u.pathname.slice(`/${s3.bucket}/lld/`.length);
      expect(seg.bytes.equals(Buffer.from((await storage.get(key))!))).toBe(true);
      if (i === 0) {
        const preview = await get(keyUris(text)[0]!);
        expect(preview.statusCode).toBe(200);
        expect(decryptFirstPacket(seg.bytes, preview.rawPayload, 0)).toBe(0x47);
      }
    }
    // The bytes come from the bucket, the access rule stays here: no full key without entitlement.
    expect(keyUris(text)).toHaveLength(1);
    const full = await get(keyUris(text)[0]!.replace('/p?', '/f?'));
    expect(full.statusCode).toBe(403);
    expect(full.json().code).toBe(ResultCode.NEEDS_ENTITLEMENT);
  });

  it('after a purchase: every segment on the bucket and the full key, which decrypts them', async () => {
    const c = new TestClient(t.app, t.config);
    const login = await c.guest(devId());
    await t.app.services.wallet.credit(login.data.userInfo.id, 'gold', 100_000, {
      reason: 'grant',
      reference: 'hls-bucket-test',
      idempotencyKey: `hls-bucket-${login.data.userInfo.id}`,
    });
    expect((await c.call('mediaPay', { id: PAID })).body.code).toBe(200);
    const text = await variantOf(PAID, c.token);
    const segs = uris(text);
    expect(segs).toHaveLength(10);
    expect(segs.every((u) => u.startsWith(bucketBase()))).toBe(true);
    const fullKey = await get(keyUris(text)[1]!);
    expect(fullKey.statusCode).toBe(200);
    // The first segment after the full key's #EXT-X-KEY is encrypted with it.
    const lines = text.split('\n');
    const first = uris(lines.slice(lines.findIndex((l) => l.includes('/f?tk=')) + 1).join('\n'))[0]!;
    const n = segs.indexOf(first);
    expect(n).toBeGreaterThan(0);
    const seg = await fetchSegment(first);
    expect(seg.status).toBe(200);
    expect(decryptFirstPacket(seg.bytes, fullKey.rawPayload, n)).toBe(0x47);
  });

  it('line 2 serves the same segments through the API (/files/hls), as a fallback line', async () => {
    const onBucket = uris(await variantOf(1, '', 0))[0]!;
    const onApi = new URL(uris(await variantOf(1, '', 1))[0]!);
    expect(onApi.pathname.startsWith('/files/hls/')).toBe(true);
    const viaApi = await get(onApi.pathname + onApi.search);
    expect(viaApi.statusCode).toBe(200);
    expect(viaApi.rawPayload.equals((await fetchSegment(onBucket)).bytes)).toBe(true);
    const c = new TestClient(t.app, t.config);
    await c.guest(devId());
    const play = await c.call('mediaPlay', { id: 1 });
    expect(play.data.lines).toEqual([
      { index: 0, name: '线路1' },
      { index: 1, name: '线路2' },
    ]);
  });

  it('configured VID domains (a CDN in front of the bucket) take the lines', async () => {
    const put = (value: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/domains',
        headers: { 'x-admin-key': t.config.adminKey },
        payload: { value },
      });
    expect((await put({ VID: ['https://cdn.example/lld'] })).json().code).toBe(200);
    try {
      const seg = uris(await variantOf(1))[0]!;
      expect(seg).toMatch(/^https:\/\/cdn\.example\/lld\/hls\/[a-z0-9]+\/180p\/0\.ts\?e=\d+&s=/);
    } finally {
      await put({});
    }
  });
});

describe('/files from the bucket (S3_SIGNED_URLS=on)', () => {
  it('redirects to a signed URL of the object: images, comic pages and AI results skip Node', async () => {
    const bytes = new Uint8Array(3000).map((_, i) => (i * 7) % 256);
    await storage.put('ai/img/direct-test.webp', bytes);
    const r = await get('/files/ai/img/direct-test.webp');
    expect(r.statusCode).toBe(302);
    expect(r.headers['cache-control']).toBe('public, max-age=3600');
    const location = String(r.headers.location);
    expect(location.startsWith(`${bucketBase()}ai/img/direct-test.webp?`)).toBe(true);
    const got = await fetch(location);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await got.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    // A video keeps its type; a key that could leave the bucket's folder is not signed.
    const video = await get('/files/video/abc.mp4');
    expect(new URL(String(video.headers.location)).searchParams.get('response-content-type')).toBe(
      'video/mp4',
    );
    expect((await get('/files/a/..%2F..%2Fx')).statusCode).toBe(404);
  });
});
