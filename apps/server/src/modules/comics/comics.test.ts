import { decodeImage } from '@lld/protocol/image-codec';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/core.schema.ts';
import { newGuest, TestClient } from '../../test/client.ts';
import { demoDepsOf, grantVip, TEST_SECRETS, useTestApp } from '../../test/harness.ts';
import { seedComics } from './comics.seed.ts';

const h = useTestApp({}, {}, async (h) => {
  const r = await seedComics(demoDepsOf(h));
  expect(r).toMatchObject({ seeded: true, comics: 10 });
  expect(r.chapters).toBeGreaterThanOrEqual(100);
});

const guest = () => newGuest(h.t, 'comics');

async function grant(userId: number, amount: number, key = `grant-${userId}-${amount}-${Math.random()}`) {
  const res = await h.t.app.inject({
    method: 'POST',
    url: '/api/admin/wallet/grant',
    headers: { 'x-admin-key': TEST_SECRETS.ADMIN_KEY },
    payload: { userId, currency: 'gold', amount, requestId: key },
  });
  return res.json() as { code: number; data: { balance: number; duplicate: boolean } };
}

/** The comic 剑起长安 (30 chapters: 1–3 free, every sixth VIP, the rest paid). */
async function swordComic(c: TestClient) {
  const list = await c.call('comicsCategory', { pageSize: 50 });
  const comic = list.data.list.find((x) => x.title === '剑起长安')!;
  const chapters = await c.call('comicsChapter', { comicId: comic.id, pageSize: 50 });
  return { comic, chapters: chapters.data.list };
}

describe('seed', () => {
  it('runs once and stores pages obfuscated, decoding to SVG with Chinese captions', async () => {
    expect((await seedComics({ db: h.db.db, storage: h.t.app.storage, imageKey: 'x' })).seeded).toBe(false);
    const { c } = await guest();
    const { chapters } = await swordComic(c);
    const pics = await c.call('comicsChapterPics', { chapterId: chapters[0]!.id });
    const path = pics.data.pics[0]!.url;
    const stored = await h.t.app.storage.get(path.slice(1));
    expect(stored).toBeTruthy();
    const text = new TextDecoder().decode(decodeImage(new Uint8Array(stored!), h.t.config.imageKey));
    expect(text.startsWith('<svg')).toBe(true);
    expect(text).toContain('第1话');
  });
});

describe('browsing', () => {
  it('home: categories with counts, featured, three rankings of 10 comics', async () => {
    const { c } = await guest();
    const r = await c.call('comicsHome', {});
    expect(r.body.code).toBe(200);
    expect(r.data.categories.map((x) => x.name)).toEqual(['热血', '恋爱', '古风', '悬疑', '日常', '科幻']);
    expect(r.data.categories.reduce((a, x) => a + x.comicCount, 0)).toBe(10);
    expect(r.data.featured).toHaveLength(5);
    expect(r.data.rankings.map((x) => x.key)).toEqual(['hot', 'new', 'score']);
    const hot = r.data.rankings[0]!.list;
    expect(hot[0]!.title).toBe('剑起长安');
    expect(hot.map((x) => x.views)).toEqual([...hot.map((x) => x.views)].sort((a, b) => b - a));
    expect(hot[0]).toMatchObject({ author: { name: '墨白' }, category: { name: '古风' }, chapterCount: 30 });
    expect(hot[0]!.tags.map((x) => x.name)).toEqual(['热血', '武侠', '权谋']);
  });

  it('category: filter, sort, finished, pages; bad input is 2000', async () => {
    const { c } = await guest();
    const home = await c.call('comicsHome', {});
    const romance = home.data.categories.find((x) => x.name === '恋爱')!;
    const r = await c.call('comicsCategory', { categoryId: romance.id });
    expect(r.data.list.map((x) => x.title)).toEqual(['恋爱预报']);
    const p1 = await c.call('comicsCategory', { page: 1, pageSize: 4, sort: 'score' });
    expect(p1.data).toMatchObject({ hasMore: true, page: 1, pageSize: 4 });
    expect(p1.data.list[0]!.title).toBe('剑起长安');
    const p3 = await c.call('comicsCategory', { page: 3, pageSize: 4, sort: 'score' });
    expect(p3.data.list).toHaveLength(2);
    expect(p3.data.hasMore).toBe(false);
    const finished = await c.call('comicsCategory', { finished: true, pageSize: 50 });
    expect(finished.data.list.map((x) => x.title).sort()).toEqual(['夜行侦探社', '青石巷的猫'].sort());
    expect((await c.call('comicsCategory', { sort: 'x' })).body.code).toBe(2000);
    expect((await c.call('comicsCategory', { pageSize: 0 })).body.code).toBe(2000);
    expect((await c.call('comicsCategory', { categoryId: 'a' })).body).toMatchObject({ code: 2000 });
    const none = await c.call('comicsCategory', { categoryId: 99999 });
    expect(none.data.list).toEqual([]);
  });

  it('recommend, maylike, author, tag/list, comicsTag/listById', async () => {
    const { c } = await guest();
    const rec = await c.call('comicsRecommend', { pageSize: 3 });
    expect(rec.data.list.map((x) => x.score)).toEqual([9.5, 9.3, 9.1]);
    const { comic } = await swordComic(c);
    const like = await c.call('comicsMaylike', { id: comic.id });
    expect(like.data.list.length).toBeGreaterThan(0);
    expect(like.data.list.some((x) => x.id === comic.id)).toBe(false);
    // Shares 热血 with 星河彼岸 and 末日食堂.
    expect(like.data.list.map((x) => x.title)).toEqual(expect.arrayContaining(['星河彼岸', '末日食堂']));
    expect((await c.call('comicsMaylike', { id: 999999 })).body.code).toBe(2004);

    const author = await c.call('comicsAuthor', { authorId: comic.author.id });
    expect(author.data.author).toMatchObject({ name: '墨白', comicCount: 1 });
    expect(author.data.list.map((x) => x.id)).toEqual([comic.id]);
    expect((await c.call('comicsAuthor', { authorId: 999999 })).body.code).toBe(2004);
    expect((await c.call('comicsAuthor', {})).body.code).toBe(2000);

    const tags = await c.call('comicsTagList', { pageSize: 50 });
    expect(tags.data.list[0]).toMatchObject({ name: '热血', comicCount: 3 });
    const hot = tags.data.list[0]!;
    const byTag = await c.call('comicsTagListById', { tagId: hot.id });
    expect(byTag.data.tag.name).toBe('热血');
    expect(byTag.data.list).toHaveLength(3);
    expect((await c.call('comicsTagListById', { tagId: 999999 })).body.code).toBe(2004);
  });

  it('detail: author, first chapter, free chapters; unknown is 2004, bad id 2000', async () => {
    const { c } = await guest();
    const { comic, chapters } = await swordComic(c);
    const d = await c.call('comicsDetail', { id: comic.id });
    expect(d.data).toMatchObject({
      title: '剑起长安',
      author: { name: '墨白', comicCount: 1 },
      firstChapterId: chapters[0]!.id,
      freeChapters: 3,
      progress: null,
    });
    expect((await c.call('comicsDetail', { id: 999999 })).body.code).toBe(2004);
    expect((await c.call('comicsDetail', { id: -1 })).body.code).toBe(2000);
    expect((await c.call('comicsDetail', {})).body.code).toBe(2000);
  });

  it('chapter list: access, price, unlocked markers; desc order; unknown comic 2004', async () => {
    const { c } = await guest();
    const { comic, chapters } = await swordComic(c);
    expect(chapters).toHaveLength(30);
    expect(chapters.slice(0, 6).map((x) => [x.index, x.access, x.unlocked])).toEqual([
      [1, 'free', true],
      [2, 'free', true],
      [3, 'free', true],
      [4, 'paid', false],
      [5, 'paid', false],
      [6, 'vip', false],
    ]);
    expect(chapters[3]).toMatchObject({ price: 250, priceFor: 250, read: false });
    const desc = await c.call('comicsChapter', { comicId: comic.id, desc: true, pageSize: 2 });
    expect(desc.data.list.map((x) => x.index)).toEqual([30, 29]);
    expect(desc.data.hasMore).toBe(true);
    expect((await c.call('comicsChapter', { comicId: 999999 })).body.code).toBe(2004);
    // Without a token (optional auth) the list still answers, nothing unlocked but free.
    const anon = new TestClient(h.t.app, h.t.config);
    const a = await anon.call('comicsChapter', { comicId: comic.id, pageSize: 5 });
    expect(a.data.list.map((x) => x.unlocked)).toEqual([true, true, true, false, false]);
  });
});

describe('entitlement', () => {
  it('pics of a paid chapter: 3003 → buy (3001 when short) → pages; charged once', async () => {
    const { c, id } = await guest();
    const { chapters } = await swordComic(c);
    const paid = chapters[3]!;
    const look = await c.call('comicsChapterIsLook', { chapterId: paid.id });
    expect(look.data).toMatchObject({ allowed: false, reason: 'needs_purchase', priceFor: 250, balance: 0 });
    const refused = await c.call('comicsChapterPics', { chapterId: paid.id });
    expect(refused.body).toMatchObject({ code: 3003, tip: '本章需购买后阅读' });
    expect(refused.body.data).toBeUndefined();

    expect((await c.call('comicsPay', { chapterId: paid.id })).body.code).toBe(3001);
    expect((await grant(id, 1_000)).data.balance).toBe(1_000);
    const bought = await c.call('comicsPay', { chapterId: paid.id });
    expect(bought.data).toEqual({ chapterId: paid.id, charged: 250, balance: 750, alreadyOwned: false });
    const again = await c.call('comicsPay', { chapterId: paid.id });
    expect(again.data).toMatchObject({ charged: 0, balance: 750, alreadyOwned: true });

    const pics = await c.call('comicsChapterPics', { chapterId: paid.id });
    expect(pics.body.code).toBe(200);
    expect(pics.data.pics).toHaveLength(4);
    expect(pics.data.pics[0]).toMatchObject({ width: 750 });
    expect(pics.data.chapter).toMatchObject({ unlocked: true, read: true, index: 4 });
    expect(pics.data.prev?.index).toBe(3);
    expect(pics.data.next).toMatchObject({ index: 5, unlocked: false, priceFor: 300 });
    expect((await c.call('comicsChapterIsLook', { chapterId: paid.id })).data).toMatchObject({
      allowed: true,
      reason: 'purchased',
    });
    // The purchase shows in the wallet's lists.
    const bought2 = await c.call('purchaseList', { kind: 'comic_chapter' });
    expect(bought2.data.list[0]).toMatchObject({ title: '剑起长安 第4话', charged: 250 });
  });

  it('VIP chapters: members read free and need not buy; others may buy', async () => {
    const { c, id } = await guest();
    const { chapters } = await swordComic(c);
    const vipChapter = chapters[5]!;
    expect((await c.call('comicsChapterPics', { chapterId: vipChapter.id })).body).toMatchObject({
      code: 3003,
      tip: '本章为VIP章节',
    });
    await grantVip(h, id, 30);
    expect((await c.call('comicsChapterPics', { chapterId: vipChapter.id })).body.code).toBe(200);
    expect((await c.call('comicsPay', { chapterId: vipChapter.id })).body.code).toBe(4009);

    const other = await guest();
    await grant(other.id, 500);
    expect((await other.c.call('comicsPay', { chapterId: vipChapter.id })).data.charged).toBe(300);
    expect((await other.c.call('comicsChapterPics', { chapterId: vipChapter.id })).body.code).toBe(200);
  });

  it('pay and pics: free chapter 4009, unknown 2004, no token 1000, bad input 2000', async () => {
    const { c } = await guest();
    const { chapters } = await swordComic(c);
    expect((await c.call('comicsPay', { chapterId: chapters[0]!.id })).body.code).toBe(4009);
    expect((await c.call('comicsPay', { chapterId: 999999 })).body.code).toBe(2004);
    expect((await c.call('comicsChapterPics', { chapterId: 999999 })).body.code).toBe(2004);
    expect((await c.call('comicsChapterIsLook', { chapterId: 999999 })).body.code).toBe(2004);
    expect((await c.call('comicsChapterPics', { chapterId: 'x' })).body.code).toBe(2000);
    expect((await c.call('comicsPay', {})).body.code).toBe(2000);
    const anon = new TestClient(h.t.app, h.t.config);
    expect((await anon.call('comicsChapterPics', { chapterId: chapters[0]!.id })).body.code).toBe(1000);
    expect((await anon.call('comicsPay', { chapterId: chapters[3]!.id })).body.code).toBe(1000);
    expect((await anon.call('comicsChapterIsLook', { chapterId: chapters[3]!.id })).data).toMatchObject({
      allowed: false,
      balance: 0,
    });
  });
});

describe('history', () => {
  it('pics records history and read markers; track saves the page; detail restores it', async () => {
    const { c } = await guest();
    const { comic, chapters } = await swordComic(c);
    expect((await c.call('comicsTrackList', {})).data.list).toEqual([]);
    // A prefetch does not count as reading.
    await c.call('comicsChapterPics', { chapterId: chapters[1]!.id, preview: true });
    expect((await c.call('comicsTrackList', {})).data.list).toEqual([]);

    await c.call('comicsChapterPics', { chapterId: chapters[0]!.id });
    await c.call('comicsChapterPics', { chapterId: chapters[1]!.id });
    expect((await c.call('comicsTrack', { chapterId: chapters[1]!.id, page: 2 })).data).toEqual({ ok: true });

    const list = await c.call('comicsTrackList', {});
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0]).toMatchObject({
      comic: { id: comic.id },
      progress: { chapterId: chapters[1]!.id, chapterIndex: 2, chapterTitle: '第2话', page: 2 },
    });
    const d = await c.call('comicsDetail', { id: comic.id });
    expect(d.data.progress).toMatchObject({ chapterId: chapters[1]!.id, page: 2 });
    const marked = await c.call('comicsChapter', { comicId: comic.id, pageSize: 4 });
    expect(marked.data.list.map((x) => x.read)).toEqual([true, true, false, false]);

    // Opening the same chapter again (a reload, a refetch; it may reach the server after the
    // page's save) keeps the page; opening another chapter starts it at its first page.
    await c.call('comicsChapterPics', { chapterId: chapters[1]!.id });
    expect((await c.call('comicsDetail', { id: comic.id })).data.progress).toMatchObject({
      chapterId: chapters[1]!.id,
      page: 2,
    });
    await c.call('comicsChapterPics', { chapterId: chapters[0]!.id });
    expect((await c.call('comicsDetail', { id: comic.id })).data.progress).toMatchObject({
      chapterId: chapters[0]!.id,
      page: 0,
    });
    await c.call('comicsTrack', { chapterId: chapters[1]!.id, page: 2 });

    // Another comic read later comes first.
    const cat = await c.call('comicsCategory', { pageSize: 50 });
    const cat2 = cat.data.list.find((x) => x.title === '青石巷的猫')!;
    const ch = await c.call('comicsChapter', { comicId: cat2.id, pageSize: 1 });
    await c.call('comicsChapterPics', { chapterId: ch.data.list[0]!.id });
    const again = await c.call('comicsTrackList', {});
    expect(again.data.list.map((x) => x.comic.title)).toEqual(['青石巷的猫', '剑起长安']);

    // Nobody else sees it.
    expect((await (await guest()).c.call('comicsTrackList', {})).data.list).toEqual([]);
  });

  it('track: page out of range 2000, locked chapter 3003, unknown 2004, no token 1000', async () => {
    const { c } = await guest();
    const { chapters } = await swordComic(c);
    expect((await c.call('comicsTrack', { chapterId: chapters[0]!.id, page: 4 })).body.code).toBe(2000);
    expect((await c.call('comicsTrack', { chapterId: chapters[0]!.id, page: -1 })).body.code).toBe(2000);
    expect((await c.call('comicsTrack', { chapterId: chapters[3]!.id, page: 0 })).body.code).toBe(3003);
    expect((await c.call('comicsTrack', { chapterId: 999999, page: 0 })).body.code).toBe(2004);
    const anon = new TestClient(h.t.app, h.t.config);
    expect((await anon.call('comicsTrackList', {})).body.code).toBe(1000);
  });
});

describe('comments', () => {
  it('a comic has a comment thread (the shared model); unknown comics are 2004', async () => {
    const { c, id } = await guest();
    // Commenting needs an account (issue 7): guests get 4003.
    expect(
      (await c.call('communityCommentAdd', { targetKind: 'comic', targetId: 1, text: 'x' })).body.code,
    ).toBe(4003);
    await h.db.db.update(users).set({ isGuest: false }).where(eq(users.id, id));
    const { comic } = await swordComic(c);
    const added = await c.call('communityCommentAdd', {
      targetKind: 'comic',
      targetId: comic.id,
      text: '好看，催更！',
    });
    expect(added.body.code).toBe(200);
    const list = await c.call('communityCommentList', { targetKind: 'comic', targetId: comic.id });
    expect(list.data.list.map((x) => x.text)).toContain('好看，催更！');
    expect(
      (await c.call('communityCommentAdd', { targetKind: 'comic', targetId: 999999, text: 'x' })).body.code,
    ).toBe(2004);
  });
});
