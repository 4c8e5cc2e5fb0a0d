// Image re-encoding off the request path (issue 18): an API node without a job worker
// (JOB_WORKER=off) answers an image upload with the stored image once a worker process (here a
// second app on the same database, kv store and storage) has re-encoded it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decryptPayload } from '@lld/protocol/cipher';
import { decodeImage } from '@lld/protocol/image-codec';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryKv } from '../../adapters/kv.ts';
import { LocalStorage } from '../../adapters/storage.ts';
import { users } from '../../db/core.schema.ts';
import { type DatabaseHandle, rowsOf } from '../../db/database.ts';
import { devId, TestClient } from '../../test/client.ts';
import { type TestApp, testApp, testDatabase } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import { IMAGE_QUEUE } from './image.service.ts';

let db: DatabaseHandle;
let api: TestApp;
let worker: TestApp;
const kv = new MemoryKv();
const storage = new LocalStorage(mkdtempSync(path.join(tmpdir(), 'lld-image-jobs-')));

beforeAll(async () => {
  db = await testDatabase();
  const shared = { kv, storage };
  api = await testApp(db, { APP_ENCRYPT: 'on', JOB_WORKER: 'off' }, shared);
  worker = await testApp(db, { JOB_WORKER: 'on', AI_WORKER_POLL_MS: '20' }, shared);
  await worker.app.ready();
}, 120_000);
afterAll(async () => {
  await api?.app.close();
  await worker?.app.close();
  await kv.close();
  await db?.close();
});

const photo = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#c63' } })
    .jpeg()
    .toBuffer()
    .then((b) => new Uint8Array(b));

async function member() {
  const c = new TestClient(api.app, api.config);
  const r = await c.guest(devId('image-jobs'));
  await db.db.update(users).set({ isGuest: false }).where(eq(users.id, r.data.userInfo.id));
  return c;
}

async function upload(c: TestClient, route: string, bytes: Uint8Array) {
  const { payload, contentType } = multipart({}, [{ filename: 'a.jpg', bytes }]);
  return api.app.inject({
    method: 'POST',
    url: `/api${route}`,
    headers: { ...c.signedHeaders(route), 'content-type': contentType },
    payload,
  });
}

/** Image jobs a job worker has claimed (the answer may arrive before the job is marked done). */
const jobsRun = async () =>
  rowsOf<{ n: number }>(
    await db.db.execute(
      sql`select count(*)::int as n from queue_jobs where queue = ${IMAGE_QUEUE} and attempts > 0`,
    ),
  )[0]!.n;

describe('image uploads re-encoded by a job worker', () => {
  it('an API node without a job worker answers with the image the worker stored', async () => {
    const c = await member();
    const before = await jobsRun();
    const res = await upload(c, '/app/upload/imgv2', await photo(3000, 1500));
    expect(res.statusCode).toBe(200);
    const data = decryptPayload(api.config.dataKey, res.json().data) as {
      url: string;
      width: number;
      height: number;
      size: number;
    };
    expect(data.url).toMatch(/^\/img\/[a-z0-9]+\.webp$/);
    expect([data.width, data.height]).toEqual([2048, 1024]);
    // The worker ran it (the API node has no worker); the stored file is the WebP, obfuscated.
    expect(await jobsRun()).toBe(before + 1);
    const stored = decodeImage((await storage.get(data.url.slice(1)))!, api.config.imageKey);
    expect(stored.length).toBe(data.size);
    expect(Buffer.from(stored.subarray(8, 12)).toString()).toBe('WEBP');
    // The upload's source bytes do not stay behind.
    const left = rowsOf<{ payload: { sourceKey: string } }>(
      await db.db.execute(sql`select payload from queue_jobs where queue = ${IMAGE_QUEUE}`),
    );
    expect(left.length).toBeGreaterThan(0);
    for (const row of left) expect(await storage.exists(row.payload.sourceKey)).toBe(false);
  });

  it('an undecodable image is refused as before (415), through the job', async () => {
    const c = await member();
    const broken = (await photo(64, 64)).subarray(0, 200);
    const res = await upload(c, '/app/upload/imgv2', broken);
    expect(res.statusCode).toBe(415);
  });

  it('avatars too: 256 × 256, made by the worker', async () => {
    const c = await member();
    const { payload, contentType } = multipart({}, [{ filename: 'me.jpg', bytes: await photo(800, 600) }]);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/app/user/avatar',
      headers: { ...c.signedHeaders('/app/user/avatar'), 'content-type': contentType },
      payload,
    });
    expect(res.json().code).toBe(200);
    const { avatar } = decryptPayload(api.config.dataKey, res.json().data) as { avatar: string };
    const webp = decodeImage((await storage.get(avatar.slice(1)))!, api.config.imageKey);
    const meta = await sharp(webp).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });
});
