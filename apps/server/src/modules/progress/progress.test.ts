import { ResultCode } from '@lld/protocol/result-codes';
import { describe, expect, it } from 'vitest';
import { devId, TestClient } from '../../test/client.ts';
import { demoDepsOf, useTestApp } from '../../test/harness.ts';
import { seedComics } from '../comics/comics.seed.ts';
import { seedDemoMedia } from '../media/media.seed.ts';
import { seedBooks } from '../novels/novels.seed.ts';

const h = useTestApp({}, {}, async (h) => {
  const art = demoDepsOf(h);
  await seedDemoMedia({ ...art, videoCount: 2 });
  await seedComics(art);
  await seedBooks(art);
});

let seq = 0;
async function guest() {
  const c = new TestClient(h.t.app, h.t.config, { remoteAddress: `198.51.100.${++seq % 250}` });
  const r = await c.guest(devId(`progress-${seq}`));
  expect(r.body.code).toBe(200);
  return c;
}

async function someIds() {
  const s = h.t.app.services;
  const [videos, comics, texts, audios] = await Promise.all([
    s.media.repo.listVideos(undefined, 'new', { page: 1, pageSize: 1 }),
    s.comics.repo.comics({ sort: 'hot', limit: 1 }),
    s.novels.list('text', { page: 1, pageSize: 1 }),
    s.novels.list('audio', { page: 1, pageSize: 1 }),
  ]);
  const comic = comics[0]!;
  const comicChapter = (await s.comics.repo.chapterAt(comic.id, 1))!;
  const text = texts.list[0]!;
  const audio = audios.list[0]!;
  const [textDetail, audioDetail] = await Promise.all([
    s.novels.detail(text.id, null),
    s.novels.detail(audio.id, null),
  ]);
  return {
    video: videos[0]!.video,
    comic,
    comicChapter,
    text,
    textChapter: textDetail.chapters[0]!,
    audio,
    audioChapter: audioDetail.chapters[0]!,
  };
}

describe('progress sync and the continue shelf', () => {
  it('merges positions from two devices of one account, latest wins per item', async () => {
    const phone = await guest();
    const tablet = new TestClient(h.t.app, h.t.config, { remoteAddress: '198.51.100.250' });
    tablet.token = phone.token;
    const now = Date.now();

    const first = await phone.call('progressSync', {
      items: [
        { kind: 'video', id: 11, chapterId: 0, position: 10, offset: 0, at: now - 5000 },
        { kind: 'comic', id: 12, chapterId: 3, position: 4, offset: 0.5, at: now - 4000 },
      ],
    });
    expect(first.body.code).toBe(200);
    expect(first.data.list).toHaveLength(2);

    // The tablet watched the same video later (wins) and sends an older comic position (loses).
    const second = await tablet.call('progressSync', {
      items: [
        { kind: 'video', id: 11, chapterId: 0, position: 95.5, offset: 0, at: now - 1000 },
        { kind: 'comic', id: 12, chapterId: 1, position: 0, offset: 0, at: now - 9000 },
        { kind: 'audio', id: 12, chapterId: 5, position: 33, offset: 0, at: now - 2000 },
      ],
    });
    expect(second.data.list.map((p) => `${p.kind}:${p.id}`)).toEqual(['video:11', 'audio:12', 'comic:12']);
    expect(second.data.list[0]).toMatchObject({ position: 95.5 });
    expect(second.data.list[2]).toMatchObject({ chapterId: 3, position: 4, offset: 0.5 });

    // A clock far ahead does not win forever: its time is clamped to the server's.
    const ahead = await phone.call('progressSync', {
      items: [{ kind: 'novel', id: 1, chapterId: 1, position: 0.3, offset: 0, at: now + 86_400_000 }],
    });
    expect(ahead.data.list[0]!.at).toBeLessThanOrEqual(Date.now() + 60_000);

    // Empty sync reads.
    const read = await phone.call('progressSync', { items: [] });
    expect(read.data.list).toHaveLength(4);
  });

  it("never shows one user another user's positions", async () => {
    const a = await guest();
    const b = await guest();
    await a.call('progressSync', {
      items: [{ kind: 'video', id: 99, chapterId: 0, position: 12, offset: 0, at: Date.now() }],
    });
    const list = await b.call('progressSync', { items: [] });
    expect(list.data.list).toEqual([]);
    const shelf = await b.call('progressList', {});
    expect(shelf.data.list).toEqual([]);
  });

  it('lists the shelf across kinds with titles and progress, newest first', async () => {
    const c = await guest();
    const ids = await someIds();
    const now = Date.now();
    await c.call('progressSync', {
      items: [
        {
          kind: 'video',
          id: ids.video.id,
          chapterId: 0,
          position: ids.video.duration / 2,
          offset: 0,
          at: now - 4000,
        },
        {
          kind: 'comic',
          id: ids.comic.id,
          chapterId: ids.comicChapter.id,
          position: 1,
          offset: 0.2,
          at: now - 3000,
        },
        {
          kind: 'novel',
          id: ids.text.id,
          chapterId: ids.textChapter.id,
          position: 0.4,
          offset: 0,
          at: now - 2000,
        },
        {
          kind: 'audio',
          id: ids.audio.id,
          chapterId: ids.audioChapter.id,
          position: 7,
          offset: 0,
          at: now - 1000,
        },
        { kind: 'video', id: 2_000_000, chapterId: 0, position: 1, offset: 0, at: now - 500 },
      ],
    });
    const r = await c.call('progressList', { limit: 10 });
    expect(r.body.code).toBe(200);
    const list = r.data.list;
    // The video that does not exist is left out.
    expect(list.map((i) => i.kind)).toEqual(['audio', 'novel', 'comic', 'video']);
    expect(list[3]).toMatchObject({ title: ids.video.title, progress: 0.5 });
    expect(list[2]).toMatchObject({
      title: ids.comic.title,
      chapterTitle: ids.comicChapter.title,
      position: 1,
    });
    expect(list[1]).toMatchObject({
      title: ids.text.title,
      progress: 0.4,
      chapterTitle: ids.textChapter.title,
    });
    expect(list[0]).toMatchObject({ title: ids.audio.title, position: 7 });
    if (ids.audioChapter.duration > 0) expect(list[0]!.progress).toBeCloseTo(7 / ids.audioChapter.duration);
  });

  it('answers 2000 to a malformed position and 1000 without a session', async () => {
    const c = await guest();
    const bad = await c.call('progressSync', {
      items: [{ kind: 'podcast', id: 1, chapterId: 0, position: -1, offset: 2, at: 1 }],
    } as never);
    expect(bad.body.code).toBe(ResultCode.INVALID_PARAMS);
    const anon = new TestClient(h.t.app, h.t.config);
    const r = await anon.call('progressList', {});
    expect(r.body.code).toBe(ResultCode.TOKEN_INVALID);
  });
});
