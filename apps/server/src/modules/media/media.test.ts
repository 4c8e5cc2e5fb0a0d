import type { EndpointName } from '@lld/protocol/api/endpoints';
import { OFFLINE_COPY_DAYS } from '@lld/protocol/api/media';
import { ResultCode } from '@lld/protocol/result-codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, userVips } from '../../db/core.schema.ts';
import { devId, TestClient } from '../../test/client.ts';
import { adminInject } from '../../test/harness.ts';
import { useMediaApp } from './media.fixtures.ts';
import { mediaTopics, mediaVideos } from './media.schema.ts';

let c: TestClient;
const h = useMediaApp(24, {}, async (h) => {
  c = new TestClient(h.t.app, h.t.config);
  await c.guest(devId());
});

describe('lists (PROTOCOL §5)', () => {
  it('media/home: sections of topics with videos, hot tags and collections; cached', async () => {
    const r = await h.anon.call('mediaHome', {});
    expect(r.body.code).toBe(200);
    expect(r.data.sections.length).toBeGreaterThanOrEqual(4);
    for (const s of r.data.sections) expect(s.videos.length).toBeGreaterThan(0);
    expect(r.data.hotTags.length).toBeGreaterThan(5);
    expect(r.data.collections.length).toBe(4);
    const card = r.data.sections[0]!.videos[0]!;
    expect(card).toMatchObject({ contentType: 1, cover: expect.stringMatching(/^\/demo\//) });
    await h.db.db.update(mediaVideos).set({ title: '改过的标题' }).where(eq(mediaVideos.id, card.id));
    const again = await h.anon.call('mediaHome', {});
    expect(again.data.sections[0]!.videos[0]!.title).toBe(card.title);
    await h.t.app.services.media.invalidateHome();
    const fresh = await h.anon.call('mediaHome', {});
    expect(JSON.stringify(fresh.data)).toContain('改过的标题');
  });

  it('pages every list with hasMore and never repeats an item across pages', async () => {
    const calls: Array<[EndpointName, Record<string, unknown>]> = [
      ['mediaRecommend', {}],
      ['mediaRecommend', { id: 1 }],
      ['mediaShortRecommend', {}],
      ['mediaPublished', {}],
      ['mediaTagDetails', { id: 1 }],
      ['mediaTopicDetails', { id: 1, sort: 'hot' }],
      ['mediaActorDetails', { id: 1 }],
      ['mediaCollectHome', {}],
    ];
    for (const [name, extra] of calls) {
      const p1 = await h.anon.call(name, { page: 1, pageSize: 2, ...extra });
      expect(p1.body.code, name).toBe(200);
      const d1 = p1.data as { list: Array<{ id: number }>; hasMore: boolean; page: number; pageSize: number };
      expect(d1).toMatchObject({ page: 1, pageSize: 2 });
      expect(d1.list.length).toBeLessThanOrEqual(2);
      if (d1.hasMore) {
        const d2 = (await h.anon.call(name, { page: 2, pageSize: 2, ...extra })).data as typeof d1;
        expect(d2.list.length).toBeGreaterThan(0);
        expect(
          d2.list.map((x) => x.id).some((id) => d1.list.some((x) => x.id === id)),
          name,
        ).toBe(false);
      }
    }
    const related = await h.anon.call('mediaRecommend', { id: 1, pageSize: 50 });
    expect(related.data.list.some((v) => v.id === 1)).toBe(false);
    const hot = await h.anon.call('mediaTopicDetails', { id: 1, sort: 'hot', pageSize: 50 });
    const views = hot.data.list.map((v) => v.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('details carry their subject', async () => {
    expect((await h.anon.call('mediaTagDetails', { id: 2 })).data.tag).toEqual({ id: 2, name: '剧情' });
    expect((await h.anon.call('mediaTopicDetails', { id: 1 })).data.topic.name).toBe('热门推荐');
    const actor = (await h.anon.call('mediaActorDetails', { id: 1 })).data.actor;
    expect(actor.name).toBe('林小雨');
    expect(actor.videoCount).toBeGreaterThan(0);
    const coll = await h.anon.call('mediaCollectDetails', { id: 2 });
    expect(coll.data.collection).toMatchObject({
      title: '迷雾侦探社',
      access: 'paid',
      price: 3000,
      videoCount: 4,
    });
    expect(coll.data.videos.map((v) => v.id)).toEqual(
      [...coll.data.videos.map((v) => v.id)].sort((a, b) => a - b),
    );
    expect(coll.data.entitlement).toEqual({ allowed: false, reason: 'needs_purchase', price: 3000 });
    expect((await h.anon.call('mediaHotSearches', {})).data[0]!.keyword).toBe('风起长安');
  });

  it('answers 2004 for unknown ids', async () => {
    for (const [name, body] of [
      ['mediaRecommend', { id: 99999 }],
      ['mediaTagDetails', { id: 99999 }],
      ['mediaTopicDetails', { id: 99999 }],
      ['mediaActorDetails', { id: 99999 }],
      ['mediaCollectDetails', { id: 99999 }],
      ['mediaPlay', { id: 99999 }],
      ['mediaLike', { id: 99999 }],
      ['mediaCache', { id: 99999 }],
      ['mediaTrackList', { id: 99999, position: 1 }],
      ['collectOperate', { contentType: 1, id: 99999 }],
      ['collectOperate', { contentType: 3, id: 99999 }],
      ['contentInfo', { contentType: 1, id: 99999 }],
      ['contentInfo', { contentType: 6, id: 1 }],
      ['communityCommentList', { targetKind: 'video', targetId: 99999 }],
    ] as Array<[EndpointName, unknown]>) {
      const r = await c.call(name, body);
      expect(r.body.code, `${name} ${JSON.stringify(body)}`).toBe(ResultCode.NOT_FOUND);
    }
  });

  it('refuses bad input with 2000 naming the field', async () => {
    const cases: Array<[EndpointName, unknown, string]> = [
      ['mediaRecommend', { page: 0 }, 'page'],
      ['mediaRecommend', { pageSize: 51 }, 'pageSize'],
      ['mediaRecommend', { id: 'x' }, 'id'],
      ['mediaShortRecommend', { page: 1.5 }, 'page'],
      ['mediaPublished', { pageSize: 0 }, 'pageSize'],
      ['mediaTagDetails', {}, 'id'],
      ['mediaTagDetails', { id: 1, sort: 'best' }, 'sort'],
      ['mediaTopicDetails', { id: -1 }, 'id'],
      ['mediaActorDetails', { id: '1' }, 'id'],
      ['mediaCollectHome', { page: 'a' }, 'page'],
      ['mediaCollectDetails', {}, 'id'],
      ['mediaLike', { id: 1, like: 'yes' }, 'like'],
      ['mediaPlay', {}, 'id'],
      ['mediaTrackList', { id: 1, position: -5 }, 'position'],
      ['mediaTrackList', { id: 1 }, 'position'],
      ['mediaCache', { id: 0 }, 'id'],
      ['collectOperate', { contentType: 2, id: 1 }, 'contentType'],
      ['collectOperate', { contentType: 1 }, 'id'],
      ['collectList', { contentType: 9 }, 'contentType'],
      ['collectDelete', { contentType: 1, ids: [] }, 'ids'],
      ['collectDelete', { contentType: 1, ids: ['a'] }, 'ids'],
      ['contentInfo', { contentType: 11, id: 1 }, 'contentType'],
    ];
    for (const [name, body, field] of cases) {
      const r = await c.call(name, body);
      expect(r.body.code, `${name} ${JSON.stringify(body)}`).toBe(ResultCode.INVALID_PARAMS);
      expect(r.body.msg, name).toMatch(new RegExp(`^${field}`));
    }
  });

  it('requires a token for personal calls (1000)', async () => {
    for (const [name, body] of [
      ['mediaLike', { id: 1 }],
      ['mediaTrackList', {}],
      ['mediaCache', { id: 1 }],
      ['collectOperate', { contentType: 1, id: 1 }],
      ['collectList', {}],
      ['collectDelete', { contentType: 1, ids: [1] }],
    ] as Array<[EndpointName, unknown]>) {
      expect((await h.anon.call(name, body)).body.code, name).toBe(ResultCode.TOKEN_INVALID);
    }
  });
});

describe('player, likes, favourites, history', () => {
  it('media/play: detail, access, preview, lines and next', async () => {
    const free = await c.call('mediaPlay', { id: 1 });
    expect(free.data.entitlement).toEqual({ allowed: true, reason: 'free', price: 0 });
    // No domains configured: the app's own mount and its second one.
    expect(free.data.lines).toEqual([
      { index: 0, name: '线路1' },
      { index: 1, name: '线路2' },
    ]);
    // 清晰度, tallest first; the top one is for members, locked for this guest.
    expect(free.data.qualities).toEqual([
      { name: '360p', height: 360, vip: true, locked: true },
      { name: '180p', height: 180, vip: false, locked: false },
    ]);
    expect(free.data.video.comments).toBe(4);
    expect(free.data.nextId).not.toBeNull();
    const paid = await c.call('mediaPlay', { id: 2 });
    expect(paid.data.entitlement).toMatchObject({ allowed: false, reason: 'needs_purchase' });
    expect(paid.data.previewSeconds).toBe(6);
    const vip = await h.anon.call('mediaPlay', { id: 3 });
    expect(vip.data.entitlement).toEqual({ allowed: false, reason: 'needs_vip', price: 0 });
    const inCollection = await h.anon.call('mediaPlay', { id: 9 });
    expect(inCollection.data.video.collection).toMatchObject({ id: 1, index: 0, count: 4 });
    expect(inCollection.data.nextId).toBe(10);
  });

  it('names the topic as the console last saved it; a write past the console waits for the drop', async () => {
    const first = await c.call('mediaPlay', { id: 1 });
    const topic = first.data.video.topic!;
    const [row] = await h.db.db.select().from(mediaTopics).where(eq(mediaTopics.id, topic.id));
    // A save replaces the whole topic: everything as it was but the name.
    const as = (name: string) => ({
      name,
      description: row!.description,
      layout: row!.layout,
      onHome: row!.onHome,
      sort: row!.sort,
    });
    try {
      const saved = await adminInject(h.t.app, 'PUT', `/media/topics/${topic.id}`, as('改名的专题'));
      expect(saved.json().code, saved.body).toBe(200);
      expect((await c.call('mediaPlay', { id: 1 })).data.video.topic).toEqual({
        id: topic.id,
        name: '改名的专题',
      });
      expect((await h.anon.call('mediaTopicDetails', { id: topic.id })).data.topic.name).toBe('改名的专题');
      // The topic is kept between starts: a write the console did not make shows once dropped.
      await h.db.db.update(mediaTopics).set({ name: '库里改的' }).where(eq(mediaTopics.id, topic.id));
      expect((await c.call('mediaPlay', { id: 1 })).data.video.topic?.name).toBe('改名的专题');
      await h.t.app.services.media.forgetTopic(topic.id);
      expect((await c.call('mediaPlay', { id: 1 })).data.video.topic?.name).toBe('库里改的');
    } finally {
      await adminInject(h.t.app, 'PUT', `/media/topics/${topic.id}`, as(topic.name));
    }
    expect((await h.anon.call('mediaTopicDetails', { id: topic.id })).data.topic.name).toBe(topic.name);
  });

  it('media/cache needs the right to the whole video (3003)', async () => {
    expect((await c.call('mediaCache', { id: 1 })).data.renditions).toHaveLength(2);
    expect((await c.call('mediaCache', { id: 2 })).body.code).toBe(ResultCode.NEEDS_ENTITLEMENT);
  });

  it('media/cache grants OFFLINE_COPY_DAYS, cut at the end of the membership that opens it', async () => {
    const now = Math.floor(Date.now() / 1000);
    const free = await c.call('mediaCache', { id: 1 });
    expect(free.data.expiresAt - now).toBeGreaterThanOrEqual(OFFLINE_COPY_DAYS * 86_400 - 5);
    expect(free.data.expiresAt - now).toBeLessThanOrEqual(OFFLINE_COPY_DAYS * 86_400 + 5);
    const u = new TestClient(h.t.app, h.t.config);
    const uid = (await u.guest(devId())).data.userInfo.id;
    expect((await u.call('mediaCache', { id: 3 })).body.code).toBe(ResultCode.NEEDS_ENTITLEMENT);
    const ends = new Date(Date.now() + 2 * 86_400_000);
    await h.db.db.insert(userVips).values({ userId: uid, tier: 'normal', vipType: 1, expiresAt: ends });
    const member = await u.call('mediaCache', { id: 3 });
    expect(member.body.code).toBe(200);
    expect(Math.abs(member.data.expiresAt - Math.floor(ends.getTime() / 1000))).toBeLessThanOrEqual(1);
    // A free video stays the full term for a member too.
    expect((await u.call('mediaCache', { id: 1 })).data.expiresAt).toBeGreaterThan(member.data.expiresAt);
  });

  it('like toggles, is idempotent with an explicit value, and counts', async () => {
    const before = (await c.call('mediaPlay', { id: 4 })).data.video.likes;
    const on = await c.call('mediaLike', { id: 4 });
    expect(on.data).toEqual({ id: 4, liked: true, likes: before + 1 });
    expect((await c.call('mediaLike', { id: 4, like: true })).data.likes).toBe(before + 1);
    expect((await c.call('mediaPlay', { id: 4 })).data.video.liked).toBe(true);
    expect((await c.call('mediaLike', { id: 4 })).data).toEqual({ id: 4, liked: false, likes: before });
  });

  it('favourites: operate, list newest first, delete', async () => {
    const u = new TestClient(h.t.app, h.t.config);
    await u.guest(devId());
    expect((await u.call('collectOperate', { contentType: 1, id: 5 })).data).toEqual({
      id: 5,
      collected: true,
    });
    await u.call('collectOperate', { contentType: 1, id: 6, collect: true });
    await u.call('collectOperate', { contentType: 3, id: 1 });
    const list = await u.call('collectList', { contentType: 1 });
    expect(list.data.list.map((x) => x.id)).toEqual([6, 5]);
    expect(list.data.list[0]!.video?.title).toBeTruthy();
    expect((await u.call('collectList', { contentType: 3 })).data.list[0]!.collection?.id).toBe(1);
    expect((await u.call('mediaPlay', { id: 5 })).data.video.favourited).toBe(true);
    expect((await u.call('mediaCollectDetails', { id: 1 })).data.favourited).toBe(true);
    expect((await u.call('collectDelete', { contentType: 1, ids: [5, 6, 7] })).data).toEqual({ deleted: 2 });
    expect((await u.call('collectList', { contentType: 1 })).data.list).toEqual([]);
    expect((await u.call('collectOperate', { contentType: 3, id: 1 })).data.collected).toBe(false);
  });

  it('trackList records the position, play resumes there, the list is newest first', async () => {
    const u = new TestClient(h.t.app, h.t.config);
    await u.guest(devId());
    await u.call('mediaTrackList', { id: 1, position: 7 });
    await u.call('mediaTrackList', { id: 4, position: 12 });
    const r = await u.call('mediaTrackList', { page: 1 });
    expect(r.data.list.map((x) => [x.id, x.position])).toEqual([
      [4, 12],
      [1, 7],
    ]);
    expect((await u.call('mediaPlay', { id: 1 })).data.resumeAt).toBe(7);
    // Another viewer's play of the same video knows nothing of these marks.
    await u.call('mediaLike', { id: 1, like: true });
    await u.call('collectOperate', { contentType: 1, id: 1, collect: true });
    const mine = (await u.call('mediaPlay', { id: 1 })).data;
    expect([mine.resumeAt, mine.video.liked, mine.video.favourited]).toEqual([7, true, true]);
    const other = new TestClient(h.t.app, h.t.config);
    await other.guest(devId());
    const theirs = (await other.call('mediaPlay', { id: 1 })).data;
    expect([theirs.resumeAt, theirs.video.liked, theirs.video.favourited]).toEqual([0, false, false]);
    await u.call('mediaLike', { id: 1, like: false });
    await u.call('mediaTrackList', { id: 1, position: 9999 });
    expect((await u.call('mediaPlay', { id: 1 })).data.resumeAt).toBe(0); // finished: from the start
    await u.call('mediaTrackList', { id: 2, position: 15 });
    expect((await u.call('mediaPlay', { id: 2 })).data.resumeAt).toBe(6); // not past the preview
  });

  it('content/info describes videos and collections', async () => {
    const titleOf = async (contentType: number, id: number) => {
      const { data } = await h.anon.call('contentInfo', { contentType, id });
      return 'title' in data ? data.title : undefined;
    };
    expect(await titleOf(1, 3)).toBe('山海之间');
    expect(await titleOf(3, 2)).toBe('迷雾侦探社');
  });
});

describe('comments on videos (the one thread model, target kind video)', () => {
  it('lists the thread with its replies; an account comments and replies; the video counts them', async () => {
    const list = await h.anon.call('communityCommentList', { targetKind: 'video', targetId: 1 });
    expect(list.body.code).toBe(200);
    const thread = list.data.list.find((c) => c.text.startsWith('画面好清晰'));
    expect(thread?.replies?.map((r) => r.text)).toEqual(['同感，结尾那段特别棒。', '还有续集吗？']);
    expect(thread?.replies?.[1]?.replyTo?.nickname).toBe('影评人阿木');

    const a = new TestClient(h.t.app, h.t.config);
    const login = await a.guest(devId());
    const guestTry = await a.call('communityCommentAdd', {
      targetKind: 'video',
      targetId: 5,
      text: '游客评论',
    });
    expect(guestTry.body.code).toBe(ResultCode.FORBIDDEN);
    await h.db.db.update(users).set({ isGuest: false }).where(eq(users.id, login.data.userInfo.id));
    const before = (await h.anon.call('mediaPlay', { id: 5 })).data.video.comments;
    const root = await a.call('communityCommentAdd', {
      targetKind: 'video',
      targetId: 5,
      text: '第一条评论',
    });
    expect(root.body.code).toBe(200);
    const reply = await a.call('communityCommentAdd', {
      targetKind: 'video',
      targetId: 5,
      text: '补充一下',
      parentId: root.data.id,
    });
    expect(reply.data.rootId).toBe(root.data.id);
    expect((await h.anon.call('mediaPlay', { id: 5 })).data.video.comments).toBe(before + 2);
    const missing = await a.call('communityCommentAdd', { targetKind: 'video', targetId: 99999, text: 'x' });
    expect(missing.body.code).toBe(ResultCode.NOT_FOUND);
  });
});

describe('buying (media/pay, media/collect/pay through the wallet)', () => {
  let n = 0;
  const fund = (userId: number, amount: number) =>
    h.t.app.services.wallet.credit(userId, 'gold', amount, {
      reason: 'grant',
      reference: 'media-test',
      idempotencyKey: `media-test-fund-${userId}-${++n}`,
    });

  it('charges once, opens the whole video and refuses a short balance with 3001', async () => {
    const u = new TestClient(h.t.app, h.t.config);
    const login = await u.guest(devId());
    const uid = login.data.userInfo.id;
    const before = await u.call('mediaPlay', { id: 2 });
    const price = before.data.entitlement.price;
    expect(price).toBe(before.data.video.price);
    const short = await u.call('mediaPay', { id: 2 });
    expect(short.body.code).toBe(ResultCode.NOT_ENOUGH_GOLD);
    await fund(uid, price + 500);
    const paid = await u.call('mediaPay', { id: 2 });
    expect(paid.data).toEqual({ id: 2, charged: price, gold: 500 });
    const again = await u.call('mediaPay', { id: 2 });
    expect(again.data).toEqual({ id: 2, charged: 0, gold: 500 });
    const after = await u.call('mediaPlay', { id: 2 });
    expect(after.data.entitlement).toEqual({ allowed: true, reason: 'purchased', price: 0 });
    expect((await u.call('userInfo', {})).data).toMatchObject({ gold: 500 });
  });

  it('members pay 20% less', async () => {
    const u = new TestClient(h.t.app, h.t.config);
    const login = await u.guest(devId());
    const uid = login.data.userInfo.id;
    await h.db.db
      .insert(userVips)
      .values({ userId: uid, tier: 'normal', vipType: 1, expiresAt: new Date(Date.now() + 86_400_000) })
      .onConflictDoNothing();
    const play = await u.call('mediaPlay', { id: 2 });
    expect(play.data.entitlement.price).toBe(Math.ceil(play.data.video.price * 0.8));
    expect((await u.call('mediaPlay', { id: 3 })).data.entitlement).toEqual({
      allowed: true,
      reason: 'vip',
      price: 0,
    });
  });

  it('a bought collection opens every video in it', async () => {
    const u = new TestClient(h.t.app, h.t.config);
    const login = await u.guest(devId());
    const coll = await u.call('mediaCollectDetails', { id: 2 });
    const first = coll.data.videos[0]!.id;
    expect((await u.call('mediaPlay', { id: first })).data.entitlement.allowed).toBe(false);
    await fund(login.data.userInfo.id, coll.data.entitlement.price);
    const paid = await u.call('mediaCollectPay', { id: 2 });
    expect(paid.data).toEqual({ id: 2, charged: 3000, gold: 0 });
    expect((await u.call('mediaCollectDetails', { id: 2 })).data.entitlement.allowed).toBe(true);
    for (const v of coll.data.videos)
      expect((await u.call('mediaPlay', { id: v.id })).data.entitlement).toMatchObject({
        allowed: true,
        reason: 'purchased',
      });
  });

  it('refuses what is not for sale, unknown items, bad input and callers without a token', async () => {
    expect((await c.call('mediaPay', { id: 1 })).body.code).toBe(ResultCode.CONFLICT);
    const vip = await c.call('mediaPay', { id: 3 });
    expect(vip.body).toMatchObject({ code: ResultCode.NEEDS_ENTITLEMENT, tip: '开通会员即可观看' });
    expect((await c.call('mediaCollectPay', { id: 1 })).body.code).toBe(ResultCode.CONFLICT);
    expect((await c.call('mediaCollectPay', { id: 4 })).body.code).toBe(ResultCode.NEEDS_ENTITLEMENT);
    expect((await c.call('mediaPay', { id: 99999 })).body.code).toBe(ResultCode.NOT_FOUND);
    expect((await c.call('mediaCollectPay', { id: 99999 })).body.code).toBe(ResultCode.NOT_FOUND);
    for (const name of ['mediaPay', 'mediaCollectPay'] as const) {
      expect((await c.call(name, {})).body.msg).toMatch(/^id/);
      expect((await c.call(name, { id: 'x' })).body.code).toBe(ResultCode.INVALID_PARAMS);
      expect((await h.anon.call(name, { id: 2 })).body.code).toBe(ResultCode.TOKEN_INVALID);
    }
  });
});
