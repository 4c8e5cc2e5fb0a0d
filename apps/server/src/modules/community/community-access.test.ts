import { describe, expect, it } from 'vitest';
import { devId, TestClient } from '../../test/client.ts';
import { testApp, testDatabase } from '../../test/harness.ts';
import { png, useCommunityApp } from './community.fixtures.ts';

const { ctx, guest, member, upload, uploadImages } = useCommunityApp();

describe('authorization of every mutating call', () => {
  const mutating = [
    ['communityPostPublish', () => ({ text: 'x', categoryId: ctx.categoryId })],
    ['communityPostPay', () => ({ id: 1 })],
    ['communityPostLike', () => ({ id: 1 })],
    ['communityReport', () => ({ targetKind: 'post', id: 1, reason: 'x' })],
    ['communityCommentAdd', () => ({ targetId: 1, text: 'x' })],
    ['communityUpblogersCares', () => ({ userId: 1, follow: true })],
    ['communityPostMypublish', () => ({ page: 1, pageSize: 10 })],
  ] as const;

  it('no token → 1000 for every mutating call and every upload', async () => {
    const c = new TestClient(ctx.t.app, ctx.t.config);
    for (const [name, body] of mutating) expect((await c.call(name, body())).body.code, name).toBe(1000);
    for (const path of ['/app/upload/images', '/app/upload/img', '/app/upload/imgv2', '/app/upload/chunk'])
      expect((await upload(c, path, [{ filename: 'a.png', bytes: await png() }])).json().code, path).toBe(
        1000,
      );
  });

  it('a guest may read, like, follow, pay and report, but not publish, comment or upload (4003)', async () => {
    const g = await guest();
    const r = await g.c.call('communityPostPublish', { text: 'x', categoryId: ctx.categoryId });
    expect(r.body).toMatchObject({ code: 4003, tip: '请先注册账号' });
    expect((await g.c.call('communityCommentAdd', { targetId: 1, text: 'x' })).body.code).toBe(4003);
    const up = await upload(g.c, '/app/upload/img', [{ filename: 'a.png', bytes: await png() }]);
    expect(up.statusCode).toBe(403);
    expect(up.json().code).toBe(4003);
  });

  it("another user's post or comment: a reply lands in the thread, never edits it; pending posts stay hidden", async () => {
    const owner = await member();
    const other = await member();
    const pending = await owner.c.call('communityPostPublish', {
      text: 'www.x.com',
      categoryId: ctx.categoryId,
    });
    expect(
      (await other.c.call('communityCommentAdd', { targetId: pending.data.id, text: 'x' })).body.code,
    ).toBe(2004);
    expect((await other.c.call('communityPostLike', { id: pending.data.id })).body.code).toBe(2004);
    expect((await other.c.call('communityPostPay', { id: pending.data.id })).body.code).toBe(2004);
    const mine = await other.c.call('communityPostMypublish', { page: 1, pageSize: 10 });
    expect(mine.data.list.some((p) => p.id === pending.data.id)).toBe(false);
    // Publishing with another user's uploaded image is refused (files belong to their uploader).
    const theirs = await uploadImages(owner.c, 1);
    expect(
      (await other.c.call('communityPostPublish', { text: 'x', categoryId: ctx.categoryId, images: theirs }))
        .body.code,
    ).toBe(2000);
  });
});

describe('image uploads', () => {
  it('re-encodes to WebP, stores obfuscated under a server-made name, served as bytes (never HTML)', async () => {
    const { c } = await member();
    const res = await upload(c, '/app/upload/imgv2', [
      { filename: '../../evil.html', bytes: await png(3000, 1000) },
    ]);
    const { decryptPayload } = await import('@lld/protocol/cipher');
    const data = decryptPayload(ctx.t.config.dataKey, res.json().data) as {
      url: string;
      width: number;
      height: number;
    };
    expect(data.url).toMatch(/^\/img\/[a-z0-9]+\.webp$/);
    expect([data.width, data.height]).toEqual([2048, 683]);
    const file = await ctx.t.app.inject({ method: 'GET', url: `/files${data.url}` });
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const { decodeImage } = await import('@lld/protocol/image-codec');
    const bytes = decodeImage(new Uint8Array(file.rawPayload), ctx.t.config.imageKey);
    expect(Buffer.from(bytes.subarray(8, 12)).toString()).toBe('WEBP');
  });

  it('wrong type is 415 (HTML, SVG, a renamed text file, a truncated PNG); oversize is 413', async () => {
    const { c } = await member();
    for (const bytes of [
      new TextEncoder().encode('<html><script>alert(1)</script></html>'),
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      (await png()).subarray(0, 30),
    ]) {
      const r = await upload(c, '/app/upload/img', [{ filename: 'a.png', bytes }]);
      expect(r.statusCode).toBe(415);
      expect(r.json()).toMatchObject({ code: 2000, tip: '不支持的文件格式' });
    }
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(await png());
    const r = await upload(c, '/app/upload/img', [{ filename: 'big.png', bytes: big }]);
    expect(r.statusCode).toBe(413);
    const none = await upload(c, '/app/upload/img', []);
    expect(none.json().code).toBe(2000);
  });
});

describe('demo community', () => {
  it('seeds creators, circles and posts with pictures once; the feed and ranking have content', async () => {
    const { seedCommunityDemo } = await import('./community.demo.ts');
    const own = await testDatabase();
    const app = await testApp(own);
    try {
      const { communityCategories: cats } = await import('../../db/core.schema.ts');
      await own.db.insert(cats).values([{ name: '推荐' }, { name: '热门' }]);
      const deps = { db: own.db, storage: app.app.storage, imageKey: app.config.imageKey };
      expect(await seedCommunityDemo(deps)).toBe(true);
      expect(await seedCommunityDemo(deps)).toBe(false);
      const c = new TestClient(app.app, app.config);
      await c.guest(devId('demo'));
      const feed = await c.call('communityPostList', { page: 1, pageSize: 10 });
      expect(feed.data.list).toHaveLength(10);
      expect(feed.data.list.some((p) => p.images.length > 1 && p.commentCount > 0)).toBe(true);
      const rank = await c.call('communityUpblogersList', { kind: 'rank', page: 1, pageSize: 10 });
      expect(rank.data.list.length).toBeGreaterThan(3);
      const img = await app.app.inject({
        method: 'GET',
        url: `/files${feed.data.list.find((p) => p.images[0])!.images[0]}`,
      });
      const { decodeImage } = await import('@lld/protocol/image-codec');
      expect(
        Buffer.from(
          decodeImage(new Uint8Array(img.rawPayload), app.config.imageKey).subarray(8, 12),
        ).toString(),
      ).toBe('WEBP');
    } finally {
      await app.app.close();
      await own.close();
    }
  }, 60_000);
});
