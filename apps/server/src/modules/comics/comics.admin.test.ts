import { decodeImage, hasImageSignature } from '@lld/protocol/image-codec';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectRolesUnder, testPicture, useAdminTestApp } from '../../test/admin-upload.ts';
import { newGuest } from '../../test/client.ts';

const { h, admin } = useAdminTestApp();

/** The heights of a chapter's pages, in order (each test picture has its own height). */
const heights = async (chapterId: number) =>
  ((await admin('GET', `/comics/chapters/${chapterId}/pages`)).data.list as Array<{ height: number }>).map(
    (p) => p.height,
  );

describe('comics in the console', () => {
  it('admits the content role (and the owner) on every comics route', () => {
    expect(expectRolesUnder(h.t.app, '/comics', ['content'])).toBeGreaterThanOrEqual(16);
  });

  it('makes a draft, adds chapters and pages, publishes it, and the app reads it', async () => {
    const made = await admin('POST', '/comics', {
      title: '后台漫画',
      description: '运营上传',
      author: '新作者',
      category: '新分类',
      tags: ['后台', '测试', '后台'],
    });
    expect(made.code, made.msg).toBe(200);
    const comic = made.data;
    expect(comic).toMatchObject({
      published: false,
      chapterCount: 0,
      author: '新作者',
      tags: ['后台', '测试'],
    });
    const { c } = await newGuest(h.t, 'comic-admin');
    expect((await c.call('comicsDetail', { id: comic.id })).body.code).toBe(2004);

    // Publishing needs pages.
    expect((await admin('POST', `/comics/${comic.id}/state`, { published: true })).code).toBe(2000);

    const free = (await admin('POST', `/comics/${comic.id}/chapters`, { title: '第1话' })).data;
    expect(free).toMatchObject({ index: 1, access: 'free', price: 0, pageCount: 0 });
    for (const height of [300, 400, 500]) {
      const r = await admin('POST', `/comics/chapters/${free.id}/pages`, await testPicture(200, height));
      expect(r.code, r.msg).toBe(200);
    }
    expect(await heights(free.id)).toEqual([300, 400, 500]);
    const ordered = await admin('POST', `/comics/chapters/${free.id}/pages/order`, { order: [2, 0, 1] });
    expect(ordered.code, ordered.msg).toBe(200);
    expect(await heights(free.id)).toEqual([500, 300, 400]);
    expect((await admin('DELETE', `/comics/chapters/${free.id}/pages/1`)).code).toBe(200);
    expect(await heights(free.id)).toEqual([500, 400]);
    const one = await admin('GET', `/comics/chapters/${free.id}/pages/0`);
    expect(one.response.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(one.response.rawPayload).metadata()).height).toBe(500);

    const paid = (
      await admin('POST', `/comics/${comic.id}/chapters`, { title: '第2话', access: 'paid', price: 150 })
    ).data;
    expect(paid).toMatchObject({ index: 2, access: 'paid', price: 150 });
    await admin('POST', `/comics/chapters/${paid.id}/pages`, await testPicture(200, 320));
    expect(
      (await admin('PUT', `/comics/${comic.id}/cover`, await testPicture(300, 400, '#ff8800'))).code,
    ).toBe(200);
    const published = await admin('POST', `/comics/${comic.id}/state`, { published: true });
    expect(published.data).toMatchObject({
      published: true,
      chapterCount: 2,
      latestChapterTitle: '第2话',
      hasCover: true,
    });

    // The app: detail, chapters with their access, the free chapter's pages (obfuscated JPEGs).
    const detail = await c.call('comicsDetail', { id: comic.id });
    expect(detail.body.code).toBe(200);
    expect(detail.data).toMatchObject({ title: '后台漫画', chapterCount: 2, freeChapters: 1 });
    const chapters = await c.call('comicsChapter', { comicId: comic.id });
    expect(chapters.data.list.map((x) => [x.title, x.access, x.price])).toEqual([
      ['第1话', 'free', 0],
      ['第2话', 'paid', 150],
    ]);
    const pics = await c.call('comicsChapterPics', { chapterId: free.id });
    expect(pics.body.code).toBe(200);
    expect(pics.data.pics.map((p) => p.height)).toEqual([500, 400]);
    const stored = await h.t.app.storage.get(pics.data.pics[0]!.url.slice(1));
    expect(hasImageSignature(new Uint8Array(stored!))).toBe(false);
    const decoded = decodeImage(new Uint8Array(stored!), h.t.config.imageKey);
    expect([decoded[0], decoded[1]]).toEqual([0xff, 0xd8]);
    expect((await c.call('comicsChapterPics', { chapterId: paid.id })).body.code).toBe(3003);

    // Unpublished: gone from the app again, chapters and pages too.
    await admin('POST', `/comics/${comic.id}/state`, { published: false });
    expect((await c.call('comicsDetail', { id: comic.id })).body.code).toBe(2004);
    expect((await c.call('comicsChapterPics', { chapterId: free.id })).body.code).toBe(2004);
  });

  it('edits chapters and deletes one, the later chapters moving up', async () => {
    const comic = (await admin('POST', '/comics', { title: '删章', author: '甲', category: '乙' })).data;
    const ids: number[] = [];
    for (const title of ['一', '二', '三'])
      ids.push((await admin('POST', `/comics/${comic.id}/chapters`, { title })).data.id);
    const changed = await admin('PUT', `/comics/chapters/${ids[2]}`, {
      title: '三（改）',
      access: 'vip',
      price: 80,
    });
    expect(changed.data).toMatchObject({ title: '三（改）', access: 'vip', price: 80 });
    expect((await admin('GET', `/comics/${comic.id}`)).data.latestChapterTitle).toBe('三（改）');
    expect((await admin('DELETE', `/comics/chapters/${ids[0]}`)).code).toBe(200);
    const list = (await admin('GET', `/comics/${comic.id}/chapters`)).data.list;
    expect(list.map((x: { index: number; title: string }) => [x.index, x.title])).toEqual([
      [1, '二'],
      [2, '三（改）'],
    ]);
    expect((await admin('GET', `/comics/${comic.id}`)).data.chapterCount).toBe(2);
    const renamed = await admin('PUT', `/comics/${comic.id}`, { title: '删章（改）', tags: ['新'] });
    expect(renamed.data).toMatchObject({ title: '删章（改）', tags: ['新'], author: '甲' });
    const found = await admin('GET', `/comics?q=${encodeURIComponent('删章')}`);
    expect(found.data.list.map((x: { id: number }) => x.id)).toEqual([comic.id]);
  });

  it('refuses bad input', async () => {
    const comic = (await admin('POST', '/comics', { title: '坏输入', author: '甲', category: '乙' })).data;
    const ch = (await admin('POST', `/comics/${comic.id}/chapters`, { title: '一' })).data;
    expect((await admin('POST', '/comics', { author: '甲', category: '乙' })).code).toBe(2000);
    expect(
      (await admin('POST', '/comics', { title: 'x'.repeat(61), author: '甲', category: '乙' })).code,
    ).toBe(2000);
    const vipNoPrice = await admin('POST', `/comics/${comic.id}/chapters`, { title: '二', access: 'vip' });
    expect(vipNoPrice).toMatchObject({ code: 2000 });
    expect(vipNoPrice.msg).toMatch(/^price/);
    expect((await admin('PUT', `/comics/chapters/${ch.id}`, { access: 'paid' })).code).toBe(2000);
    expect((await admin('POST', `/comics/chapters/${ch.id}/pages`, Buffer.from('not a picture'))).code).toBe(
      2000,
    );
    expect((await admin('POST', `/comics/chapters/${ch.id}/pages`, { a: 1 })).code).toBe(2000);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await admin('POST', `/comics/chapters/${ch.id}/pages`, svg)).code).toBe(2000);
    await admin('POST', `/comics/chapters/${ch.id}/pages`, await testPicture(10, 10));
    expect((await admin('POST', `/comics/chapters/${ch.id}/pages/order`, { order: [0, 0] })).code).toBe(2000);
    expect((await admin('POST', `/comics/chapters/${ch.id}/pages/order`, { order: [1] })).code).toBe(2000);
    expect((await admin('DELETE', `/comics/chapters/${ch.id}/pages/5`)).code).toBe(2004);
    expect((await admin('GET', '/comics/987654')).code).toBe(2004);
    expect((await admin('POST', '/comics/987654/chapters', { title: 'x' })).code).toBe(2004);
    expect((await admin('POST', '/comics/chapters/987654/pages', await testPicture(10, 10))).code).toBe(2004);
    expect((await admin('GET', '/comics/987654/cover')).code).toBe(2004);
    expect((await admin('GET', '/comics/abc')).code).toBe(2000);
  });
});
