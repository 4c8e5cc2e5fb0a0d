import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chunkCount } from '@lld/protocol/chunk';
import { decryptPayload } from '@lld/protocol/cipher';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/core.schema.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { devId, TestClient } from '../../test/client.ts';
import { lineSink, type TestApp, testApp, testDatabase } from '../../test/harness.ts';
import { chunkPart, multipart } from '../../test/multipart.ts';
import { sniffImage, sniffVideo } from './sniff.ts';

const CHUNK = 1024 * 1024;
let db: DatabaseHandle;
let dataDir: string;
let t: TestApp;

beforeAll(async () => {
  db = await testDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'lld-upload-'));
  t = await testApp(db, { DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.app.close();
  await db?.close();
});

/** Fake MP4: an ftyp box and random bytes (the server checks signatures and sizes, not codecs). */
function fakeMp4(size: number): Uint8Array {
  const b = new Uint8Array(randomBytes(size));
  b.set([0, 0, 0, 0x18, ...Buffer.from('ftypisom')], 0);
  return b;
}

async function member(app = t) {
  const c = new TestClient(app.app, app.config);
  const r = await c.guest(devId('upload'));
  await db.db.update(users).set({ isGuest: false }).where(eq(users.id, r.data.userInfo.id));
  return c;
}

const fieldsOf = (file: Uint8Array, name: string, n: number) => chunkPart(file, name, n, CHUNK);

const PATH = '/app/upload/chunk';

async function testChunk(app: TestApp, c: TestClient, file: Uint8Array, name: string, n: number) {
  const { fields } = fieldsOf(file, name, n);
  const qs = new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]));
  return app.app.inject({ method: 'GET', url: `/api${PATH}?${qs}`, headers: c.signedHeaders(PATH) });
}

async function postChunk(app: TestApp, c: TestClient, file: Uint8Array, name: string, n: number) {
  const { fields, bytes } = fieldsOf(file, name, n);
  const { payload, contentType } = multipart(fields, [{ filename: name, bytes }]);
  const res = await app.app.inject({
    method: 'POST',
    url: `/api${PATH}`,
    headers: { ...c.signedHeaders(PATH), 'content-type': contentType },
    payload,
  });
  const body = res.json();
  const data = body.hash ? decryptPayload(app.config.dataKey, body.data) : body.data;
  return { status: res.statusCode, body, data: data as { url?: string; sha256?: string; complete: boolean } };
}

describe('sniffing', () => {
  it('knows images and videos by their first bytes only', () => {
    expect(sniffImage(Buffer.from('GIF89a....'))).toBe('gif');
    expect(sniffImage(Buffer.from('RIFF....WEBPVP8 '))).toBe('webp');
    expect(sniffImage(Buffer.from('<html>'))).toBeNull();
    expect(sniffVideo(fakeMp4(32))).toBe('mp4');
    expect(sniffVideo(Uint8Array.of(0x1a, 0x45, 0xdf, 0xa3, 0))).toBe('webm');
    expect(sniffVideo(Buffer.from('\0\0\0\x18ftypheic'))).toBeNull();
  });
});

describe('chunked upload (PROTOCOL §10)', () => {
  it('resumes after the server restarts mid-file; the assembled file has the same SHA-256', async () => {
    const c = await member();
    const file = fakeMp4(3 * CHUNK + 12_345);
    const name = 'holiday.mp4';
    const { totalChunks } = fieldsOf(file, name, 1);
    expect(totalChunks).toBe(3);
    expect((await testChunk(t, c, file, name, 1)).statusCode).toBe(204);
    expect((await postChunk(t, c, file, name, 1)).status).toBe(200);
    expect((await postChunk(t, c, file, name, 1)).status).toBe(200); // twice is harmless
    expect((await postChunk(t, c, file, name, 2)).data).toMatchObject({ complete: false });

    // Restart: a new app process on the same data folder and database.
    await t.app.close();
    t = await testApp(db, { DATA_DIR: dataDir });
    const c2 = new TestClient(t.app, t.config);
    c2.token = c.token;
    expect((await testChunk(t, c2, file, name, 1)).statusCode).toBe(200);
    expect((await testChunk(t, c2, file, name, 2)).statusCode).toBe(200);
    expect((await testChunk(t, c2, file, name, 3)).statusCode).toBe(204);
    const last = await postChunk(t, c2, file, name, 3);
    expect(last.status).toBe(200);
    expect(last.body.code).toBe(200);
    expect(last.data.complete).toBe(true);
    expect(last.data.url).toMatch(/^\/video\/[a-z0-9]+\.mp4$/);
    const sha = createHash('sha256').update(file).digest('hex');
    expect(last.data.sha256).toBe(sha);
    const served = await t.app.inject({ method: 'GET', url: `/files${last.data.url}` });
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(createHash('sha256').update(served.rawPayload).digest('hex')).toBe(sha);
    // Every chunk of a complete upload tests as present; posting again returns the same url.
    expect((await testChunk(t, c2, file, name, 3)).statusCode).toBe(200);
    expect((await postChunk(t, c2, file, name, 2)).data.url).toBe(last.data.url);
  });

  it('an upload belongs to its user: another user sees none of its chunks and gets their own upload', async () => {
    const owner = await member();
    const intruder = await member();
    const file = fakeMp4(2 * CHUNK + 10);
    await postChunk(t, owner, file, 'mine.mp4', 1);
    expect((await testChunk(t, owner, file, 'mine.mp4', 1)).statusCode).toBe(200);
    expect((await testChunk(t, intruder, file, 'mine.mp4', 1)).statusCode).toBe(204);
    // The intruder's chunk 2 does not complete the owner's file.
    const r = await postChunk(t, intruder, file, 'mine.mp4', 2);
    expect(r.data.complete).toBe(false);
    expect((await testChunk(t, owner, file, 'mine.mp4', 2)).statusCode).toBe(204);
  });

  it('refuses a wrong type with 415 and a file too large with 413', async () => {
    const c = await member();
    const html = new TextEncoder().encode(`<html><body>${'x'.repeat(2000)}</body></html>`);
    const r = await postChunk(t, c, html, 'a.mp4', 1);
    expect(r.status).toBe(415);
    expect(r.body.code).toBe(2000);
    const huge = { ...fieldsOf(fakeMp4(CHUNK), 'big.mp4', 1).fields };
    huge.totalSize = 600 * 1024 * 1024;
    huge.totalChunks = chunkCount(huge.totalSize, CHUNK);
    const { payload, contentType } = multipart(huge, [{ filename: 'big.mp4', bytes: fakeMp4(CHUNK) }]);
    const big = await t.app.inject({
      method: 'POST',
      url: `/api${PATH}`,
      headers: { ...c.signedHeaders(PATH), 'content-type': contentType },
      payload,
    });
    expect(big.statusCode).toBe(413);
  });

  it('a chunk whose sender goes away mid-body is a client’s abort in the log, not a server error', async () => {
    const log = lineSink();
    const own = await testApp(db, { DATA_DIR: dataDir, LOG_LEVEL: 'info' }, { logStream: log.sink });
    try {
      const c = await member(own);
      const { fields, bytes } = fieldsOf(fakeMp4(CHUNK + 7), 'gone.mp4', 1);
      const { payload, contentType } = multipart(fields, [{ filename: 'gone.mp4', bytes }]);
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = own.app.server.address() as { port: number };
      const headers = {
        ...c.signedHeaders(PATH),
        'content-type': contentType,
        'content-length': payload.length,
      };
      const socket = connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        `POST /api${PATH} HTTP/1.1\r\nhost: 127.0.0.1\r\n${Object.entries(headers)
          .map(([k, v]) => `${k}: ${v}\r\n`)
          .join('')}\r\n`,
      );
      // Half the body, then the sender is gone (a closed tab, a cancelled upload).
      socket.write(payload.subarray(0, payload.length >> 1));
      socket.destroy();
      // The server meets the end of the body whenever its handler reads it: wait for its word.
      await vi.waitFor(() => expect(log.lines.join('')).toMatch(/request aborted by the client|"level":50/), {
        timeout: 10_000,
      });
      const errors = log.lines.filter((line) => /"level":(50|60)\b/.test(line));
      expect(errors).toEqual([]);
      expect(log.lines.join('')).toContain('request aborted by the client');
    } finally {
      await own.app.close();
    }
  });

  it('bad fields are 2000; a guest is 403; no token is 1000', async () => {
    const c = await member();
    const file = fakeMp4(CHUNK + 5);
    const { fields, bytes } = fieldsOf(file, 'x.mp4', 1);
    for (const bad of [
      { ...fields, identifier: '../etc' },
      { ...fields, currentChunkSize: 5 },
      { ...fields, totalChunks: 9 },
      { ...fields, chunkNumber: 0 },
    ]) {
      const { payload, contentType } = multipart(bad, [{ filename: 'x', bytes }]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api${PATH}`,
        headers: { ...c.signedHeaders(PATH), 'content-type': contentType },
        payload,
      });
      expect(res.json().code, JSON.stringify(bad)).toBe(2000);
    }
    const g = new TestClient(t.app, t.config);
    await g.guest(devId('guest'));
    expect((await postChunk(t, g, file, 'x.mp4', 1)).status).toBe(403);
    expect((await testChunk(t, new TestClient(t.app, t.config), file, 'x.mp4', 1)).json().code).toBe(1000);
  });

  it('a published video post plays the uploaded file', async () => {
    const c = await member();
    const file = fakeMp4(CHUNK + 99);
    const done = await postChunk(t, c, file, 'v.mp4', 1);
    const { communityCategories } = await import('../../db/core.schema.ts');
    const [cat] = await db.db.insert(communityCategories).values({ name: '视频' }).returning();
    const post = await c.call('communityPostPublish', {
      text: '我的视频',
      categoryId: cat!.id,
      videoUrl: done.data.url,
    });
    expect(post.data).toMatchObject({
      kind: 'video',
      status: 'pending',
      video: { url: done.data.url, size: file.length },
    });
  });
});
