// Shared by the community test files: one app per file (PGlite, encryption on) with a category,
// guests and members, and signed multipart uploads.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { communityCategories, users } from '../../db/core.schema.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { devId, TestClient } from '../../test/client.ts';
import { type TestApp, testApp, testDatabase } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';

export const png = (w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#36c' } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));

/** Starts the file's app before its tests and closes it after; `ctx` is filled once started. */
export function useCommunityApp() {
  const ctx = {} as { db: DatabaseHandle; t: TestApp; categoryId: number };
  beforeAll(async () => {
    ctx.db = await testDatabase();
    ctx.t = await testApp(ctx.db, { APP_ENCRYPT: 'on' });
    const [c] = await ctx.db.db.insert(communityCategories).values({ name: '推荐', sort: 1 }).returning();
    ctx.categoryId = c!.id;
  });
  afterAll(async () => {
    await ctx.t?.app.close();
    await ctx.db?.close();
  });

  async function guest() {
    const c = new TestClient(ctx.t.app, ctx.t.config);
    const r = await c.guest(devId('community'));
    return { c, id: r.data.userInfo.id };
  }

  async function member(nickname = '创作者') {
    const g = await guest();
    await ctx.db.db.update(users).set({ isGuest: false, nickname }).where(eq(users.id, g.id));
    return g;
  }

  async function upload(c: TestClient, path: string, files: Array<{ filename: string; bytes: Uint8Array }>) {
    const { payload, contentType } = multipart({}, files);
    return ctx.t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { ...c.signedHeaders(path), 'content-type': contentType },
      payload,
    });
  }

  async function uploadImages(c: TestClient, n: number): Promise<string[]> {
    const files = await Promise.all(
      Array.from({ length: n }, async (_, i) => ({ filename: `${i}.png`, bytes: await png() })),
    );
    const res = await upload(c, '/app/upload/images', files);
    const body = res.json();
    expect(body.code).toBe(200);
    const { decryptPayload } = await import('@lld/protocol/cipher');
    const data = decryptPayload(ctx.t.config.dataKey, body.data) as { list: Array<{ url: string }> };
    return data.list.map((x) => x.url);
  }

  return { ctx, guest, member, upload, uploadImages };
}
