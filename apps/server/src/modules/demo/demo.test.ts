import { inflateSync } from 'node:zlib';
import { decodeImage, hasImageMarker } from '@lld/protocol/image-codec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../adapters/storage.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { ads } from '../../db/schema.ts';
import { TestClient } from '../../test/client.ts';
import { type TestApp, testApp, testDatabase } from '../../test/harness.ts';
import { seedDemoContent } from './demo.seed.ts';
import { Canvas, crc32, PNG_SIGNATURE } from './png.ts';

/** Reads width, height and the first pixel of an 8-bit RGB PNG made by Canvas, checking CRCs. */
function readPng(bytes: Uint8Array) {
  const buf = Buffer.from(bytes);
  expect(buf.subarray(0, 8)).toEqual(Buffer.from(PNG_SIGNATURE));
  let off = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (off < buf.length) {
    const len = buf.readUInt32BE(off);
    const type = buf.toString('ascii', off + 4, off + 8);
    const data = buf.subarray(off + 8, off + 8 + len);
    expect(buf.readUInt32BE(off + 8 + len)).toBe(crc32(buf.subarray(off + 4, off + 8 + len)));
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
    }
    if (type === 'IDAT') idat.push(data);
    off += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  expect(raw.length).toBe((width * 3 + 1) * height);
  return { width, height, first: [raw[1], raw[2], raw[3]] };
}

let db: DatabaseHandle;
let t: TestApp;
beforeAll(async () => {
  db = await testDatabase();
  t = await testApp(db, { DEMO_CONTENT: 'on', APP_ENCRYPT: 'off' });
});
afterAll(async () => {
  await t?.app.close();
  await db?.close();
});

describe('PNG encoder', () => {
  it('writes a valid PNG with the drawn pixels', () => {
    const png = new Canvas(3, 2).gradient([255, 0, 0], [0, 0, 255]).toPng();
    const { width, height, first } = readPng(png);
    expect([width, height]).toEqual([3, 2]);
    expect(first).toEqual([255, 0, 0]);
  });
});

describe('demo content', () => {
  it('serves obfuscated covers under /files that decode to real PNGs of the right size', async () => {
    const cfg = (await new TestClient(t.app, t.config).call('pingConfig')).data;
    const banner = cfg.advertise[0]!;
    const icon = cfg.statConfigApp.list[0]!.ads[0]!;
    const schemes = new Set<boolean>();
    for (const [item, size] of [
      [banner, [750, 300]],
      [icon, [120, 120]],
      [cfg.advertise[1]!, [750, 300]],
    ] as const) {
      expect(item.cover).toMatch(/^\/demo\/[a-z0-9]+\.png$/);
      const r = await t.app.inject({ method: 'GET', url: `/files${item.cover}` });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('application/octet-stream');
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      const stored = new Uint8Array(r.rawPayload);
      expect(Buffer.from(stored.subarray(0, 4))).not.toEqual(Buffer.from(PNG_SIGNATURE.subarray(0, 4)));
      schemes.add(hasImageMarker(stored));
      const png = decodeImage(stored, t.config.imageKey);
      const { width, height } = readPng(png);
      expect([width, height]).toEqual(size);
    }
    expect(schemes.size).toBe(2); // both obfuscation schemes are in use
    expect(cfg.advertise.every((a) => a.title.length > 0)).toBe(true);
  });

  it('is idempotent: a second seed adds nothing', async () => {
    const before = (await db.db.select().from(ads)).length;
    const again = await seedDemoContent({
      db: db.db,
      storage: new LocalStorage(`${t.config.dataDir}/files`),
      imageKey: t.config.imageKey,
    });
    expect(again.seeded).toBe(false);
    expect((await db.db.select().from(ads)).length).toBe(before);
  });

  it('answers 404 for unknown or invalid file keys', async () => {
    for (const url of [
      '/files/demo/nothing.png',
      '/files/../secrets.json',
      '/files/%2e%2e/secrets.json',
      '/files/',
    ]) {
      const r = await t.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(404);
    }
  });
});
