import { describe, expect, it } from 'vitest';
import { expectRolesUnder, testPicture, useAdminTestApp } from '../../test/admin-upload.ts';
import { newGuest } from '../../test/client.ts';
import { encodeWav, SAMPLE_RATE } from './wav.ts';

const { h, admin } = useAdminTestApp();

/** `seconds` of silence as a WAV file (what an operator uploads as a track). */
const silence = (seconds: number) => Buffer.from(encodeWav(new Uint8Array(SAMPLE_RATE * seconds).fill(128)));

const NOVEL = [
  '作者的话：感谢阅读。',
  '第一章 初到',
  '她推开门，屋里很暗。',
  '第二章 来信',
  '桌上放着一封信。',
  '第三章 回音',
  '信里只有一句话。',
].join('\n');

/** A call with a scoped API token of `role` (or no credentials at all). */
async function as(token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const r = await h.t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: token ? { 'x-admin-key': token } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return r.json() as { code: number; msg: string };
}

describe('novels and audio books in the console', () => {
  it('admits the content role (and the owner) on every books route, no one else', async () => {
    expect(expectRolesUnder(h.t.app, '/books', ['content'])).toBeGreaterThanOrEqual(11);

    const token = async (role: string) =>
      (await admin('POST', '/tokens', { name: `books ${role}`, role })).data.token as string;
    const moderator = await token('moderator');
    const content = await token('content');
    expect(await as(null, 'GET', '/books')).toMatchObject({ code: 4003 });
    expect(await as(null, 'POST', '/books', { kind: 'text', title: '无权' })).toMatchObject({ code: 4003 });
    const refused = await as(moderator, 'POST', '/books', { kind: 'text', title: '无权' });
    expect(refused.code).toBe(4003);
    expect(refused.msg).toMatch(/^role /);
    expect((await as(moderator, 'GET', '/books')).code).toBe(4003);
    expect((await as(content, 'GET', '/books')).code).toBe(200);
    expect((await admin('GET', `/books?q=${encodeURIComponent('无权')}`)).data.list).toEqual([]);
  });

  it('imports a novel as a draft, sells it by the rule, publishes it, and the app reads it', async () => {
    const made = await admin('POST', '/books', {
      kind: 'text',
      title: '后台小说',
      author: '某人',
      category: '都市',
    });
    expect(made.code, made.msg).toBe(200);
    const book = made.data;
    expect(book).toMatchObject({ kind: 'text', published: false, chapterCount: 0, author: '某人' });
    const { c } = await newGuest(h.t, 'novel-admin');
    expect((await c.call('novelDetail', { id: book.id })).body.code).toBe(2004);
    expect((await admin('POST', `/books/${book.id}/state`, { published: true })).code).toBe(2000);

    // A UTF-8 text: the preface and three chapters; the first three free, the rest paid.
    const gbk = Buffer.from(new TextEncoder().encode(NOVEL));
    const imported = await admin('POST', `/books/${book.id}/text?free=3&price=120`, gbk);
    expect(imported.code, imported.msg).toBe(200);
    expect(imported.data).toMatchObject({ chapterCount: 4 });
    expect(imported.data.words).toBeGreaterThan(20);
    const chapters = (await admin('GET', `/books/${book.id}/chapters`)).data.list;
    expect(
      chapters.map((x: { index: number; title: string; access: string; price: number }) => [
        x.index,
        x.title,
        x.access,
        x.price,
      ]),
    ).toEqual([
      [1, '序', 'free', 0],
      [2, '第一章 初到', 'free', 0],
      [3, '第二章 来信', 'free', 0],
      [4, '第三章 回音', 'paid', 120],
    ]);
    // A second file goes after the last chapter, sold by its own rule from there on.
    const more = await admin(
      'POST',
      `/books/${book.id}/text?free=0&access=vip&price=50`,
      Buffer.from('第四章 结局\n完。'),
    );
    expect(more.data.chapterCount).toBe(5);
    const vip = (await admin('GET', `/books/${book.id}/chapters`)).data.list[4];
    expect(vip).toMatchObject({ index: 5, title: '第四章 结局', access: 'vip', price: 50 });
    const freed = await admin('PUT', `/books/chapters/${vip.id}`, { access: 'free' });
    expect(freed.data).toMatchObject({ access: 'free', price: 0 });

    const published = await admin('POST', `/books/${book.id}/state`, { published: true });
    expect(published.data.published).toBe(true);
    const inSearch = async () =>
      (await c.call('searchDetails', { keyword: '后台小说', pageSize: 20 })).data.list.some(
        (x) => x.kind === 'novel' && x.id === book.id,
      );
    await expect.poll(inSearch, { timeout: 2000, interval: 20 }).toBe(true);
    const detail = await c.call('novelDetail', { id: book.id });
    expect(detail.body.code).toBe(200);
    expect(detail.data.chapters.map((x) => x.title)).toContain('第三章 回音');
    const text = await c.call('novelChapter', { chapterId: chapters[2].id });
    expect(text.data.paragraphs).toEqual(['桌上放着一封信。']);
    expect((await c.call('novelChapter', { chapterId: chapters[3].id })).body.code).toBe(3003);

    // Published books cannot be deleted; unpublished ones vanish from the app and can.
    expect((await admin('DELETE', `/books/${book.id}`)).code).toBe(2000);
    await admin('POST', `/books/${book.id}/state`, { published: false });
    expect((await c.call('novelDetail', { id: book.id })).body.code).toBe(2004);
    await expect.poll(inSearch, { timeout: 2000, interval: 20 }).toBe(false);
    expect((await c.call('novelChapter', { chapterId: chapters[1].id })).body.code).toBe(2004);
    expect((await admin('DELETE', `/books/${book.id}`)).code).toBe(200);
    expect((await admin('GET', `/books/${book.id}`)).code).toBe(2004);
  });

  it('decodes a GBK text file', async () => {
    const book = (await admin('POST', '/books', { kind: 'text', title: 'GBK' })).data;
    // "第一章 开始\n你好" in GBK.
    const gbk = Buffer.from('b5dad2bbd5c220bfaacabc0ac4e3bac3', 'hex');
    expect((await admin('POST', `/books/${book.id}/text`, gbk)).code).toBe(200);
    const [ch] = (await admin('GET', `/books/${book.id}/chapters`)).data.list;
    expect(ch).toMatchObject({ title: '第一章 开始', access: 'free' });
  });

  it('adds audio files as tracks with their duration, and the app plays them', async () => {
    const book = (await admin('POST', '/books', { kind: 'audio', title: '后台有声', narrator: '播音' })).data;
    const one = await admin(
      'POST',
      `/books/${book.id}/tracks?title=${encodeURIComponent('开场')}`,
      silence(3),
    );
    expect(one.code, one.msg).toBe(200);
    const two = await admin('POST', `/books/${book.id}/tracks?free=1&access=vip&price=30`, silence(2));
    expect(two.data).toMatchObject({ chapterCount: 2, duration: 5 });
    const tracks = (await admin('GET', `/books/${book.id}/chapters`)).data.list;
    expect(
      tracks.map((x: { title: string; access: string; duration: number }) => [x.title, x.access, x.duration]),
    ).toEqual([
      ['开场', 'free', 3],
      ['第2集', 'vip', 2],
    ]);
    expect((await admin('PUT', `/books/${book.id}/cover`, await testPicture(300, 400))).code).toBe(200);
    const cover = await admin('GET', `/books/${book.id}/cover`);
    expect(cover.response.headers['content-type']).toBe('image/jpeg');
    await admin('POST', `/books/${book.id}/state`, { published: true });

    const { c } = await newGuest(h.t, 'audio-admin');
    const played = await c.call('novelChapter', { chapterId: tracks[0].id });
    expect(played.body.code).toBe(200);
    const stored = await h.t.app.storage.get(played.data.audio.slice(1));
    expect(Buffer.from(stored!).subarray(0, 4).toString('ascii')).toBe('RIFF');
  });

  it('refuses bad input', async () => {
    const novel = (await admin('POST', '/books', { kind: 'text', title: '坏输入' })).data;
    const audio = (await admin('POST', '/books', { kind: 'audio', title: '坏输入' })).data;
    expect((await admin('POST', '/books', { kind: 'video', title: 'x' })).code).toBe(2000);
    expect((await admin('POST', '/books', { kind: 'text' })).code).toBe(2000);
    expect((await admin('POST', `/books/${novel.id}/text`, Buffer.from('  \n '))).code).toBe(2000);
    expect((await admin('POST', `/books/${novel.id}/text`, { text: 'json' })).code).toBe(2000);
    expect((await admin('POST', `/books/${novel.id}/tracks`, silence(1))).code).toBe(2000);
    expect((await admin('POST', `/books/${audio.id}/text`, Buffer.from('第一章 x\ny'))).code).toBe(2000);
    expect((await admin('POST', `/books/${audio.id}/tracks`, Buffer.from('not audio at all'))).code).toBe(
      2000,
    );
    expect((await admin('POST', `/books/${novel.id}/text?price=-1`, Buffer.from('第一章 x\ny'))).code).toBe(
      2000,
    );
    expect((await admin('GET', `/books/${audio.id}/chapters`)).data.list).toEqual([]);
    expect((await admin('POST', '/books/987654/text', Buffer.from('第一章 x\ny'))).code).toBe(2004);
    expect((await admin('PUT', '/books/chapters/987654', { title: 'x' })).code).toBe(2004);
    expect((await admin('GET', '/books/abc')).code).toBe(2000);
  });
});
