import { describe, expect, it } from 'vitest';
import { newGuest, TestClient } from '../../test/client.ts';
import { demoDepsOf, useTestApp } from '../../test/harness.ts';
import { countWords, insertBook, splitChapters } from './novels.import.ts';
import { seedBooks } from './novels.seed.ts';
import { paragraphsOf } from './novels.service.ts';
import { encodeWav, SAMPLE_RATE, synthSpeech, wavDuration } from './wav.ts';

const h = useTestApp({}, {}, async (h) => {
  expect(await seedBooks(demoDepsOf(h))).toEqual({
    seeded: true,
    books: 14,
  });
});

const guest = () => newGuest(h.t, 'novels');

async function fund(userId: number, amount: number) {
  await h.t.app.services.wallet.credit(userId, 'gold', amount, {
    reason: 'grant',
    reference: 'test',
    idempotencyKey: `novel-fund-${userId}-${amount}`,
  });
}

describe('import helpers', () => {
  it('splits a text at its chapter headings, keeping a preface', () => {
    const text =
      '\uFEFF前言一段。\r\n\r\n第一章 开端\n第一段。\n\n第二段。\n第2章 发展\n  内容  \n楔子\n尾巴';
    expect(splitChapters(text)).toEqual([
      { title: '序', content: '前言一段。' },
      { title: '第一章 开端', content: '第一段。\n\n第二段。' },
      { title: '第2章 发展', content: '内容' },
      { title: '楔子', content: '尾巴' },
    ]);
  });

  it('cuts a text without headings into parts at paragraph ends', () => {
    const parts = splitChapters(
      Array.from({ length: 10 }, (_, i) => `${'字'.repeat(100)}${i}`).join('\n'),
      300,
    );
    expect(parts.map((p) => p.title)).toEqual(['第1节', '第2节', '第3节', '第4节']);
    expect(parts[0]!.content.split('\n\n')).toHaveLength(3);
  });

  it('counts words and splits stored paragraphs', () => {
    expect(countWords('你好 世界\n！')).toBe(5);
    expect(paragraphsOf('一\n行\n\n二\n\n\n三')).toEqual(['一行', '二', '三']);
  });

  it('writes WAV files whose duration reads back', () => {
    const wav = encodeWav(synthSpeech(2, 1));
    expect(new TextDecoder().decode(wav.slice(0, 4))).toBe('RIFF');
    expect(wav.length).toBe(44 + 2 * SAMPLE_RATE);
    expect(wavDuration(wav)).toBe(2);
    expect(wavDuration(new Uint8Array(10))).toBe(0);
    // Not silence: the voice moves the samples well away from 128.
    expect(Math.max(...synthSpeech(2, 1).slice(5000, 15000))).toBeGreaterThan(170);
  });
});

describe('novels', () => {
  it('lists novels and audio books apart, most read first; bad kind is 2000', async () => {
    const { c } = await guest();
    const text = await c.call('novelList', { kind: 'text' });
    // Eight demo novels (issue 22), most read first.
    expect(text.data.list.map((b) => b.title).slice(0, 3)).toEqual(['长安夜雨', '星海归途', '青梅煮酒']);
    expect(text.data.list).toHaveLength(8);
    expect(text.data.list[0]).toMatchObject({ kind: 'text', author: '林间', chapterCount: 10 });
    expect(text.data.list[0]!.words).toBeGreaterThan(3000);
    const audio = await c.call('novelList', { kind: 'audio' });
    expect(audio.data.list.map((b) => b.title).slice(0, 2)).toEqual(['山海夜话', '城南旧事录']);
    expect(audio.data.list).toHaveLength(6);
    expect(audio.data.list[0]).toMatchObject({ narrator: '青禾', duration: 75 });
    expect((await c.call('novelList', { kind: 'video' })).body.code).toBe(2000);
  });

  it('detail: chapters with access and unlocked; unknown 2004', async () => {
    const { c } = await guest();
    const book = (await c.call('novelList', { kind: 'text' })).data.list[0]!;
    const d = await c.call('novelDetail', { id: book.id });
    expect(d.data.chapters.map((x) => [x.index, x.access, x.unlocked])).toEqual([
      [1, 'free', true],
      [2, 'free', true],
      [3, 'free', true],
      [4, 'paid', false],
      [5, 'vip', false],
      [6, 'paid', false],
      [7, 'paid', false],
      [8, 'paid', false],
      [9, 'paid', false],
      [10, 'vip', false],
    ]);
    expect(d.data.progress).toBeNull();
    expect((await c.call('novelDetail', { id: 999999 })).body.code).toBe(2004);
    expect((await c.call('novelDetail', { id: 'x' })).body.code).toBe(2000);
  });

  it('chapter text, refused without entitlement, bought with gold, progress kept', async () => {
    const { c, id } = await guest();
    const book = (await c.call('novelList', { kind: 'text' })).data.list[0]!;
    const chapters = (await c.call('novelDetail', { id: book.id })).data.chapters;
    const first = await c.call('novelChapter', { chapterId: chapters[0]!.id });
    expect(first.data.paragraphs.length).toBeGreaterThan(10);
    expect(first.data.chapter.title).toBe('第一章 雨夜来信');
    expect(first.data).toMatchObject({ audio: '', prev: null, next: { index: 2 } });

    const paid = chapters[3]!;
    expect((await c.call('novelChapter', { chapterId: paid.id })).body).toMatchObject({ code: 3003 });
    expect((await c.call('novelIsLook', { chapterId: paid.id })).data).toMatchObject({
      allowed: false,
      priceFor: 100,
      balance: 0,
    });
    expect((await c.call('novelPay', { chapterId: paid.id })).body.code).toBe(3001);
    await fund(id, 150);
    expect((await c.call('novelPay', { chapterId: paid.id })).data).toMatchObject({
      charged: 100,
      balance: 50,
    });
    expect((await c.call('novelChapter', { chapterId: paid.id })).body.code).toBe(200);
    expect((await c.call('novelPay', { chapterId: chapters[0]!.id })).body.code).toBe(4009);
    expect((await c.call('purchaseList', { kind: 'novel_chapter' })).data.list).toHaveLength(1);

    expect((await c.call('novelTrack', { chapterId: paid.id, position: 0.4 })).data).toEqual({ ok: true });
    expect((await c.call('novelDetail', { id: book.id })).data.progress).toMatchObject({
      chapterId: paid.id,
      chapterIndex: 4,
      position: 0.4,
    });
    // Opening the same chapter again keeps the position; another chapter starts at 0.
    await c.call('novelChapter', { chapterId: paid.id });
    expect((await c.call('novelDetail', { id: book.id })).data.progress?.position).toBeCloseTo(0.4);
    await c.call('novelChapter', { chapterId: chapters[1]!.id });
    expect((await c.call('novelDetail', { id: book.id })).data.progress).toMatchObject({
      chapterIndex: 2,
      position: 0,
    });

    expect((await c.call('novelTrack', { chapterId: paid.id, position: 1.5 })).body.code).toBe(2000);
    expect((await c.call('novelTrack', { chapterId: chapters[5]!.id, position: 0 })).body.code).toBe(3003);
    expect((await c.call('novelTrack', { chapterId: 999999, position: 0 })).body.code).toBe(2004);
    const anon = new TestClient(h.t.app, h.t.config);
    expect((await anon.call('novelChapter', { chapterId: chapters[0]!.id })).body.code).toBe(1000);
  });

  it('audio tracks: a stored WAV with its duration; seconds as the position', async () => {
    const { c } = await guest();
    const book = (await c.call('novelList', { kind: 'audio' })).data.list[0]!;
    const d = await c.call('novelDetail', { id: book.id });
    expect(d.data.chapters.map((x) => x.access)).toEqual(['free', 'free', 'paid', 'paid', 'vip']);
    const track = await c.call('novelChapter', { chapterId: d.data.chapters[0]!.id });
    expect(track.data.paragraphs).toEqual([]);
    expect(track.data.chapter.duration).toBe(15);
    const bytes = await h.t.app.storage.get(track.data.audio.slice(1));
    expect(wavDuration(bytes!)).toBe(15);
    expect((await c.call('novelTrack', { chapterId: d.data.chapters[0]!.id, position: 9.5 })).data.ok).toBe(
      true,
    );
    expect((await c.call('novelTrack', { chapterId: d.data.chapters[0]!.id, position: 99 })).body.code).toBe(
      2000,
    );
    expect((await c.call('novelChapter', { chapterId: d.data.chapters[2]!.id })).body.code).toBe(3003);
  });

  it('insertBook adds an imported book that lists and opens', async () => {
    const r = await insertBook(h.db.db, h.t.app.storage, h.t.config.imageKey, {
      kind: 'text',
      title: '导入测试',
      chapters: splitChapters('第一章 甲\n正文一\n第二章 乙\n正文二'),
    });
    expect(r.chapters).toBe(2);
    const { c } = await guest();
    const d = await c.call('novelDetail', { id: r.id });
    expect(d.data.book).toMatchObject({ title: '导入测试', words: 6, chapterCount: 2 });
    const ch = await c.call('novelChapter', { chapterId: d.data.chapters[1]!.id });
    expect(ch.data.paragraphs).toEqual(['正文二']);
    expect((await seedBooks({ db: h.db.db, storage: h.t.app.storage, imageKey: 'x' })).seeded).toBe(false);
  });
});
