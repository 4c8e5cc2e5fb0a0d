import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { TEST_SECRETS, testApp, testDatabase } from '../test/harness.ts';
import { startS3, type TestS3 } from '../test/s3.ts';
import { createStorage } from './storage-config.ts';
import { S3Storage } from './storage-s3.ts';

/** The S3 adapter against a real S3-compatible server over HTTP (s3rver). */
describe('S3Storage', () => {
  let s3: TestS3;
  let storage: S3Storage;
  beforeAll(async () => {
    s3 = await startS3();
    storage = s3.storage({ prefix: 'lld/' });
  });
  afterAll(async () => {
    storage?.close();
    await s3?.close();
  });

  it('puts, gets, checks, streams ranges of and deletes objects', async () => {
    const bytes = new Uint8Array(256 * 1024).map((_, i) => (i * 31) % 251);
    await storage.put('hls/42/720/0.ts', bytes);
    expect(await storage.exists('hls/42/720/0.ts')).toBe(true);
    expect(Buffer.from((await storage.get('hls/42/720/0.ts'))!)).toEqual(Buffer.from(bytes));

    const whole = await storage.stream('hls/42/720/0.ts');
    expect(whole?.size).toBe(bytes.length);
    expect((await buffer(whole!.stream)).equals(Buffer.from(bytes))).toBe(true);
    const part = await storage.stream('hls/42/720/0.ts', { start: 1000, end: 1999 });
    expect(part?.size).toBe(bytes.length);
    expect((await buffer(part!.stream)).equals(Buffer.from(bytes.subarray(1000, 2000)))).toBe(true);

    await storage.delete('hls/42/720/0.ts');
    expect(await storage.exists('hls/42/720/0.ts')).toBe(false);
    expect(await storage.get('hls/42/720/0.ts')).toBeNull();
    expect(await storage.stream('hls/42/720/0.ts')).toBeNull();
    // Keys are validated as for the local folder.
    expect(await storage.get('../secrets.json')).toBeNull();
    await expect(storage.put('../x', new Uint8Array(1))).rejects.toThrow(/invalid storage key/);
  });

  it('moves a local file in (large uploads) and removes the local copy', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lld-s3-file-'));
    const file = path.join(dir, 'upload.bin');
    const content = Buffer.alloc(3 * 1024 * 1024, 7);
    writeFileSync(file, content);
    await storage.putFile('uploads/big.bin', file);
    const back = await storage.get('uploads/big.bin');
    expect(createHash('sha256').update(back!).digest('hex')).toBe(
      createHash('sha256').update(content).digest('hex'),
    );
  });

  it('signs short-lived GET URLs a client can fetch without the API', async () => {
    await storage.put('img/covers/a.png', new Uint8Array([1, 2, 3]));
    const url = await storage.signedUrl('img/covers/a.png', 60);
    expect(url).toContain('X-Amz-Expires=60');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('is ready when the bucket answers, not for a missing bucket', async () => {
    expect(await storage.ready()).toBe(true);
    const wrong = new S3Storage({
      bucket: 'no-such-bucket',
      endpoint: s3.endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    await expect(wrong.ready()).rejects.toThrow();
    wrong.close();
  });

  it('STORAGE=s3 is chosen by the environment: the app stores there and /readyz checks the bucket', async () => {
    const config = loadConfig({
      ...TEST_SECRETS,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lld-')),
      ...s3.env,
    });
    expect(await createStorage(config)).toBeInstanceOf(S3Storage);
    expect(() => loadConfig({ ...TEST_SECRETS, STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...TEST_SECRETS, S3_SIGNED_URLS: 'on' })).toThrow(/S3_SIGNED_URLS/);
    // Signed URLs only when asked for, on the endpoint clients reach (S3_PUBLIC_ENDPOINT).
    const plain = await createStorage(config);
    expect(plain.directUrl).toBeUndefined();
    plain.close?.();
    const signing = await createStorage(
      loadConfig({
        ...TEST_SECRETS,
        DATA_DIR: config.dataDir,
        ...s3.env,
        S3_SIGNED_URLS: 'on',
        S3_PUBLIC_ENDPOINT: 'https://media.example.com',
      }),
    );
    expect(await signing.directUrl!('img/a.webp', 'application/octet-stream')).toMatch(
      new RegExp(`^https://media\\.example\\.com/${s3.bucket}/img/a\\.webp\\?X-Amz-`),
    );
    signing.close?.();

    const db = await testDatabase();
    const { app } = await testApp(db, s3.env, { storage: await createStorage(config) });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
      await app.storage.put('ai/results/x.txt', new TextEncoder().encode('hello'));
      expect(app.storage).toBeInstanceOf(S3Storage);
      expect(new TextDecoder().decode((await app.storage.get('ai/results/x.txt'))!)).toBe('hello');
      // In the bucket itself: a second client (another node) reads it.
      const other = await createStorage(config);
      expect(await other.exists('ai/results/x.txt')).toBe(true);
    } finally {
      await app.close();
      await db.close();
    }
  }, 120_000);
});
