import { DANMAKU_LIMITS } from '@lld/protocol/api/danmaku';
import { ResultCode } from '@lld/protocol/result-codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/core.schema.ts';
import { devId, TestClient } from '../../test/client.ts';
import { listeningAddress, readEvents } from '../../test/event-stream.ts';
import { adminInject, useTestApp } from '../../test/harness.ts';
import { mediaVideos } from '../media/media.schema.ts';
import { danmaku as danmakuTable } from './danmaku.schema.ts';
import { blockedWord, cutWindow } from './danmaku.service.ts';

const h = useTestApp({ APP_ENCRYPT: 'on' }, {}, async ({ db }) => {
  await db.db.insert(mediaVideos).values([{ title: '弹幕测试一' }, { title: '弹幕测试二' }]);
});

let seq = 0;
async function guest() {
  const c = new TestClient(h.t.app, h.t.config, { remoteAddress: `198.51.100.${(++seq % 250) + 1}` });
  const r = await c.guest(devId(`danmaku-${seq}`));
  return { c, id: r.data.userInfo.id };
}
async function member() {
  const g = await guest();
  await h.db.db.update(users).set({ isGuest: false }).where(eq(users.id, g.id));
  return g;
}
async function videoIds(): Promise<[number, number]> {
  const rows = await h.db.db.select({ id: mediaVideos.id }).from(mediaVideos).orderBy(mediaVideos.id);
  return [rows[0]!.id, rows[1]!.id];
}
const send = (c: TestClient, body: object) => c.call('danmakuSend', body);

describe('rules', () => {
  it('finds a blocked word whatever its case and spacing', () => {
    expect(blockedWord('加我 V X 123', ['vx'])).toBe('vx');
    expect(blockedWord('好看', ['vx', '赌'])).toBeNull();
  });

  it('cuts a full window back to whole seconds so the next window misses nothing', () => {
    const rows = [500, 900, 1200, 1500, 1700].map((timeMs) => ({ timeMs }));
    expect(cutWindow(rows, 10, 0, 30_000)).toEqual({ rows, toMs: 30_000 });
    // limit 3: the 4th row is in second 1, so second 1 is left for the next call
    expect(cutWindow(rows.slice(0, 4), 3, 0, 30_000)).toEqual({ rows: rows.slice(0, 2), toMs: 1000 });
    // everything in the first second: the first `limit` rows and the next second
    const crowded = [100, 200, 300, 400].map((timeMs) => ({ timeMs }));
    expect(cutWindow(crowded, 3, 0, 30_000)).toEqual({ rows: crowded.slice(0, 3), toMs: 1000 });
  });
});

describe('danmaku/send and list', () => {
  it('posts at a second; a list of that window returns it by time, with mine only for the author', async () => {
    const [video] = await videoIds();
    const a = await member();
    const b = await guest();
    const later = await send(a.c, {
      videoId: video,
      time: 12.5,
      text: '  前方高能  ',
      mode: 'top',
      color: '#FE0302',
    });
    expect(later.body.code).toBe(200);
    expect(later.data).toMatchObject({
      time: 12.5,
      text: '前方高能',
      mode: 'top',
      color: '#FE0302',
      mine: true,
    });
    const early = await send(a.c, { videoId: video, time: 3, text: '第一' });
    expect(early.data).toMatchObject({ mode: 'scroll', color: '#FFFFFF' });
    await send(a.c, { videoId: video, time: 45, text: '下一个窗口' });

    const seen = await b.c.call('danmakuList', { videoId: video, from: 0, to: 30 });
    expect(seen.body.code).toBe(200);
    expect(seen.data.list.map((d) => d.text)).toEqual(['第一', '前方高能']);
    expect(seen.data.list.every((d) => !d.mine)).toBe(true);
    expect(seen.data.to).toBe(30);
    const own = await a.c.call('danmakuList', { videoId: video, from: 0, to: 30 });
    expect(own.data.list.every((d) => d.mine)).toBe(true);
    const next = await b.c.call('danmakuList', { videoId: video, from: 30, to: 60 });
    expect(next.data.list.map((d) => d.text)).toEqual(['下一个窗口']);
  });

  it('refuses a guest with 4003 and a tip, and a missing token with 1000', async () => {
    const [video] = await videoIds();
    const g = await guest();
    const r = await send(g.c, { videoId: video, time: 1, text: '游客' });
    expect(r.body.code).toBe(ResultCode.FORBIDDEN);
    expect(r.body.tip).toBeTruthy();
    const anon = new TestClient(h.t.app, h.t.config);
    expect((await send(anon, { videoId: video, time: 1, text: '匿名' })).body.code).toBe(
      ResultCode.TOKEN_INVALID,
    );
  });

  it('refuses bad input with 2000: too long, empty, a colour off the palette, an unknown mode, a wide window', async () => {
    const [video] = await videoIds();
    const a = await member();
    const long = 'a'.repeat(DANMAKU_LIMITS.maxLength + 1);
    for (const body of [
      { videoId: video, time: 1, text: long },
      { videoId: video, time: 1, text: '   ' },
      { videoId: video, time: 1, text: '颜色', color: '#123456' },
      { videoId: video, time: 1, text: '模式', mode: 'spin' },
      { videoId: video, time: -1, text: '负数' },
    ])
      expect((await send(a.c, body)).body.code).toBe(ResultCode.INVALID_PARAMS);
    const wide = await a.c.call('danmakuList', { videoId: video, from: 0, to: DANMAKU_LIMITS.maxWindow + 1 });
    expect(wide.body.code).toBe(ResultCode.INVALID_PARAMS);
    const backwards = await a.c.call('danmakuList', { videoId: video, from: 10, to: 5 });
    expect(backwards.body.code).toBe(ResultCode.INVALID_PARAMS);
  });

  it('answers 2004 for a video that does not exist', async () => {
    const a = await member();
    expect((await send(a.c, { videoId: 999_999, time: 1, text: '没有' })).body.code).toBe(
      ResultCode.NOT_FOUND,
    );
  });

  it('limits each user to perMinute posts (1002 with Retry-After), others unaffected', async () => {
    const [, video] = await videoIds();
    const a = await member();
    const b = await member();
    for (let i = 0; i < DANMAKU_LIMITS.perMinute; i++)
      expect((await send(a.c, { videoId: video, time: i, text: `刷屏${i}` })).body.code).toBe(200);
    const over = await send(a.c, { videoId: video, time: 20, text: '再来' });
    expect(over.body.code).toBe(ResultCode.TOO_MANY_REQUESTS);
    expect(over.status).toBe(429);
    expect(over.response.headers['retry-after']).toBeDefined();
    expect((await send(b.c, { videoId: video, time: 20, text: '我还能发' })).body.code).toBe(200);
  });

  it('refuses a danmaku with a word of the operator list', async () => {
    const [video] = await videoIds();
    const a = await member();
    const put = await adminInject(h.t.app, 'PUT', '/danmaku/words', {
      words: ['加微信', ' 代练 ', '加微信'],
    });
    expect(put.json().data.words).toEqual(['代练', '加微信']);
    const r = await send(a.c, { videoId: video, time: 1, text: '快来 加 微信 领福利' });
    expect(r.body.code).toBe(ResultCode.FORBIDDEN);
    expect(r.body.tip).toBeTruthy();
    expect((await send(a.c, { videoId: video, time: 1, text: '正常的弹幕' })).body.code).toBe(200);
    await adminInject(h.t.app, 'PUT', '/danmaku/words', { words: [] });
  });
});

describe('danmaku/delete and report', () => {
  it('deletes my own; another user gets 4003 and it stays', async () => {
    const [video] = await videoIds();
    const a = await member();
    const b = await member();
    const mine = await send(a.c, { videoId: video, time: 50, text: '我的弹幕' });
    const other = await b.c.call('danmakuDelete', { id: mine.data.id });
    expect(other.body.code).toBe(ResultCode.FORBIDDEN);
    expect(await h.db.db.select().from(danmakuTable).where(eq(danmakuTable.id, mine.data.id))).toHaveLength(
      1,
    );
    const own = await a.c.call('danmakuDelete', { id: mine.data.id });
    expect(own.data).toEqual({ deleted: true });
    expect((await a.c.call('danmakuDelete', { id: mine.data.id })).body.code).toBe(ResultCode.NOT_FOUND);
  });

  it('counts one report per viewer; the third distinct report hides it from the list', async () => {
    const [video] = await videoIds();
    const a = await member();
    const bad = await send(a.c, { videoId: video, time: 55, text: '剧透：凶手是他' });
    const reporters = [await guest(), await guest(), await guest()];
    for (const [i, r] of reporters.slice(0, 2).entries()) {
      expect((await r.c.call('danmakuReport', { id: bad.data.id, reason: 'spoiler' })).data).toEqual({
        reported: true,
      });
      // the same viewer again does not count twice
      if (i === 0) await r.c.call('danmakuReport', { id: bad.data.id, reason: 'spoiler' });
    }
    const listed = async () =>
      (await a.c.call('danmakuList', { videoId: video, from: 30, to: 60 })).data.list.map((d) => d.id);
    expect(await listed()).toContain(bad.data.id);
    await reporters[2]!.c.call('danmakuReport', { id: bad.data.id, reason: 'spoiler' });
    expect(await listed()).not.toContain(bad.data.id);
    expect((await reporters[0]!.c.call('danmakuReport', { id: 999_999 })).body.code).toBe(
      ResultCode.NOT_FOUND,
    );
  });
});

describe('operator moderation', () => {
  const adminCall = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: object) =>
    adminInject(h.t.app, method, `/${url}`, payload);

  it('lists by video and user, hides and shows again, deletes one and all of a user; needs the key', async () => {
    const [, video] = await videoIds();
    const a = await member();
    const b = await member();
    const one = await send(a.c, { videoId: video, time: 100, text: '甲的一条' });
    await send(a.c, { videoId: video, time: 101, text: '甲的两条' });
    await send(b.c, { videoId: video, time: 102, text: '乙的一条' });

    const byUser = await adminCall('GET', `danmaku?userId=${a.id}&videoId=${video}`);
    expect(byUser.json().data.list.map((d: { text: string }) => d.text)).toEqual(['甲的两条', '甲的一条']);

    const window = async () =>
      (await b.c.call('danmakuList', { videoId: video, from: 90, to: 120 })).data.list.map((d) => d.text);
    expect(
      (await adminCall('POST', `danmaku/${one.data.id}/hide`, { hidden: true })).json().data.hidden,
    ).toBe('operator');
    expect(await window()).toEqual(['甲的两条', '乙的一条']);
    const hidden = await adminCall('GET', `danmaku?status=hidden&videoId=${video}`);
    expect(hidden.json().data.list.map((d: { id: number }) => d.id)).toEqual([one.data.id]);
    await adminCall('POST', `danmaku/${one.data.id}/hide`, { hidden: false });
    expect(await window()).toEqual(['甲的一条', '甲的两条', '乙的一条']);

    expect((await adminCall('DELETE', `danmaku/${one.data.id}`)).json().data).toEqual({ deleted: 1 });
    expect((await adminCall('POST', 'danmaku/delete', { userId: a.id })).json().data).toEqual({ deleted: 1 });
    expect(await window()).toEqual(['乙的一条']);
    expect((await adminCall('POST', 'danmaku/delete', {})).json().code).toBe(ResultCode.INVALID_PARAMS);
    expect((await adminCall('POST', 'danmaku/999999/hide', { hidden: true })).json().code).toBe(
      ResultCode.NOT_FOUND,
    );

    const noKey = await h.t.app.inject({ method: 'GET', url: '/api/admin/danmaku' });
    expect(noKey.json().code).not.toBe(200);
  });
});

describe('danmaku/stream', () => {
  const address = listeningAddress(() => h.t.app);
  type Seen = { id: number; text?: string; mine?: boolean };

  it('brings a viewer of the same video the new danmaku live (after catching up), not other videos', async () => {
    const [video, other] = await videoIds();
    const a = await member();
    const viewer = await guest();
    const before = await send(a.c, { videoId: video, time: 200, text: '之前' });
    const caughtUp = await send(a.c, { videoId: video, time: 201, text: '断线时发的' });
    const res = await fetch(`${await address()}/api/app/danmaku/stream?videoId=${video}`, {
      headers: { authorization: viewer.c.token, 'last-event-id': String(before.data.id) },
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reading = readEvents<Seen>(res, 3);
    await new Promise((r) => setTimeout(r, 50));
    await send(a.c, { videoId: other, time: 5, text: '别的视频' });
    const live = await send(a.c, { videoId: video, time: 202, text: '直播中' });
    await a.c.call('danmakuDelete', { id: live.data.id });
    const got = await reading;
    expect(got.map((e) => [e.event, e.data.text ?? e.data.id])).toEqual([
      ['danmaku', caughtUp.data.text],
      ['danmaku', '直播中'],
      ['remove', live.data.id],
    ]);
    expect(got[1]!.data.mine).toBe(false);
  });

  it('answers 2000 for a missing videoId, and streams for a viewer without a token', async () => {
    const bad = await h.t.app.inject({ method: 'GET', url: '/api/app/danmaku/stream' });
    expect(bad.json().code).toBe(ResultCode.INVALID_PARAMS);
    const [video] = await videoIds();
    const res = await fetch(`${await address()}/api/app/danmaku/stream?videoId=${video}`);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    await res.body?.cancel();
  });
});
