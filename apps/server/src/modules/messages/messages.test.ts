import { ResultCode } from '@lld/protocol/result-codes';
import { describe, expect, it, vi } from 'vitest';
import { devId, TestClient } from '../../test/client.ts';
import { listeningAddress, readEvents } from '../../test/event-stream.ts';
import { adminInject, useTestApp } from '../../test/harness.ts';
import { products, rechargeOrders } from '../recharge/recharge.schema.ts';
import { messages } from './messages.schema.ts';
import { UNREAD_COUNT_CAP } from './messages.service.ts';

const h = useTestApp({ MESSAGE_STREAM_CHECK_MS: '100' });

let seq = 0;
async function guest() {
  const c = new TestClient(h.t.app, h.t.config, { remoteAddress: `198.51.100.${++seq % 250}` });
  const r = await c.guest(devId(`messages-${seq}`));
  return { c, id: r.data.userInfo.id };
}

describe('message centre', () => {
  it('hears the real actions: a follow through community/upblogers/cares and a purchase', async () => {
    const a = await guest();
    const b = await guest();
    const followed = await b.c.call('communityUpblogersCares', { userId: a.id, follow: true });
    expect(followed.body.code).toBe(200);
    await h.t.app.services.purchases.buy(b.id, {
      kind: 'test_item',
      itemId: 'free-1',
      rule: { price: 0, currency: 'gold' },
      title: '试读',
    });
    await h.t.app.events.settled();
    const forA = await a.c.call('messageLatest', {});
    expect(forA.data.byKind).toMatchObject({ follow: 1 });
    const forB = await b.c.call('messageLatest', {});
    expect(forB.data.byKind).toMatchObject({ order: 1 });
  });

  it('hears a settled top-up and a VIP order (recharge.credited, vip.granted)', async () => {
    const a = await guest();
    const db = h.t.app.db;
    const [gold] = await db
      .insert(products)
      .values({ kind: 'gold', title: '100金币', priceFen: 1000, amount: 10_000 })
      .returning();
    const [vip] = await db
      .insert(products)
      .values({ kind: 'vip', title: '月卡', priceFen: 3000, tier: 'normal', days: 30 })
      .returning();
    const order = (p: typeof products.$inferSelect, orderNo: string) => ({
      orderNo,
      userId: a.id,
      productId: p.id,
      kind: p.kind,
      title: p.title,
      amountFen: p.priceFen,
      payType: 'alipay',
      gateway: 'sandbox',
      status: 'paid' as const,
      tier: p.tier,
      days: p.days,
      amount: p.amount,
      expiresAt: new Date(Date.now() + 600_000),
    });
    await db.insert(rechargeOrders).values([order(gold!, `T${a.id}G`), order(vip!, `T${a.id}V`)]);
    expect(await h.t.app.services.recharge.settle(`T${a.id}G`)).toBe(true);
    expect(await h.t.app.services.recharge.settle(`T${a.id}V`)).toBe(true);
    expect(await h.t.app.services.recharge.settle(`T${a.id}G`)).toBe(false); // once
    await h.t.app.events.settled();
    const list = await a.c.call('messageList', { page: 1, pageSize: 10 });
    expect(list.data.list.map((m) => [m.kind, m.title, m.target])).toEqual([
      ['system', '会员已开通', 'vip'],
      ['order', '充值到账', `order:T${a.id}G`],
    ]);
  });

  it('counts unread messages up to 100 per tab, so a pile of unread broadcasts stays cheap to count', async () => {
    const a = await guest();
    await h.db.db.insert(messages).values(
      Array.from({ length: UNREAD_COUNT_CAP + 6 }, (_, i) => ({
        userId: a.id,
        kind: 'system',
        title: `通知${i}`,
      })),
    );
    await h.db.db.insert(messages).values({ userId: a.id, kind: 'like', title: '赞' });
    const latest = (await a.c.call('messageLatest', {})).data;
    expect(latest.byKind).toMatchObject({ system: UNREAD_COUNT_CAP, like: 1, comment: 0 });
    expect(latest.unread).toBe(UNREAD_COUNT_CAP + 1);
  });

  it('fans domain events out to the right user, counts unread per tab, marks read', async () => {
    const a = await guest();
    const b = await guest();
    const events = h.t.app.events;
    events.emit('user.followed', { followerId: b.id, followeeId: a.id });
    events.emit('post.liked', { postId: 7, userId: b.id, authorId: a.id });
    events.emit('post.liked', { postId: 7, userId: a.id, authorId: a.id }); // own like: nothing
    events.emit('comment.created', {
      commentId: 1,
      authorId: b.id,
      targetKind: 'post',
      targetId: 7,
      parentId: null,
      parentAuthorId: null,
      targetOwnerId: a.id,
      text: '你好',
    });
    await events.settled();

    const latest = await a.c.call('messageLatest', {});
    expect(latest.body.code).toBe(200);
    expect(latest.data.unread).toBe(3);
    expect(latest.data.byKind).toMatchObject({ follow: 1, like: 1, comment: 1, system: 0, order: 0 });
    expect((await b.c.call('messageLatest', {})).data.unread).toBe(0);

    const list = await a.c.call('messageList', { page: 1, pageSize: 2 });
    expect(list.data.list).toHaveLength(2);
    expect(list.data.hasMore).toBe(true);
    expect(list.data.list[0]).toMatchObject({ kind: 'comment', body: '你好', target: 'post:7', read: false });

    const likes = await a.c.call('messageList', { page: 1, pageSize: 10, kind: 'like' });
    expect(likes.data.list.map((m) => m.kind)).toEqual(['like']);

    // b cannot mark a's messages.
    const ids = list.data.list.map((m) => m.id);
    expect((await b.c.call('messageRead', { ids })).data.marked).toBe(0);

    const one = await a.c.call('messageRead', { ids: [ids[0]!] });
    expect(one.data).toEqual({ marked: 1, unread: 2 });
    const tab = await a.c.call('messageRead', { kind: 'like' });
    expect(tab.data).toEqual({ marked: 1, unread: 1 });
    const all = await a.c.call('messageRead', {});
    expect(all.data).toEqual({ marked: 1, unread: 0 });
  });

  it('keeps unread counts right while messages arrive and are read at the same time', async () => {
    const a = await guest();
    const { messages } = h.t.app.services;
    const work: Array<Promise<unknown>> = [];
    for (let i = 0; i < 40; i++) {
      work.push(messages.send({ userId: a.id, kind: i % 2 ? 'like' : 'system', title: `m${i}` }));
      if (i % 8 === 0) work.push(a.c.call('messageRead', { kind: 'like' }));
    }
    const results = await Promise.all(work);
    const marked = results
      .map((r) => (r as { data?: { marked?: number } }).data?.marked ?? 0)
      .reduce((x, y) => x + y, 0);
    const latest = (await a.c.call('messageLatest', {})).data;
    expect(latest.unread + marked).toBe(40);
    expect(latest.byKind.system).toBe(20);
    expect(latest.unread).toBe(latest.byKind.system + latest.byKind.like);
    const list = await a.c.call('messageList', { page: 1, pageSize: 50 });
    expect(list.data.list.filter((m) => !m.read)).toHaveLength(latest.unread);
  });

  it('rejects a bad tab with 2000', async () => {
    const a = await guest();
    const r = await a.c.call('messageList', { page: 1, pageSize: 10, kind: 'nope' as 'like' });
    expect(r.body.code).toBe(ResultCode.INVALID_PARAMS);
  });
});

describe('message/stream', () => {
  const address = listeningAddress(() => h.t.app);

  it('catches up from Last-Event-ID, then delivers live, without repeats', async () => {
    const a = await guest();
    const { messages } = h.t.app.services;
    const first = await messages.send({ userId: a.id, kind: 'system', title: 'one' });
    await messages.send({ userId: a.id, kind: 'system', title: 'two' });
    const res = await fetch(`${await address()}/api/app/message/stream`, {
      headers: { authorization: a.c.token, 'last-event-id': String(first.id) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reading = readEvents<{ id: number; title: string }>(res, 2);
    await messages.send({ userId: a.id, kind: 'system', title: 'three' });
    const got = await reading;
    expect(got.map((m) => m.data.title)).toEqual(['two', 'three']);
  });

  it('closes the stream when its token is revoked (logout), and a reconnect is refused', async () => {
    const a = await guest();
    const res = await fetch(`${await address()}/api/app/message/stream`, {
      headers: { authorization: a.c.token },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read(); // ': open'
    expect((await a.c.call('userLogout', {})).body.code).toBe(200);
    const started = Date.now();
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
    }
    expect(Date.now() - started).toBeLessThan(2000);
    const again = await fetch(`${await address()}/api/app/message/stream`, {
      headers: { authorization: a.c.token },
    });
    expect(((await again.json()) as { code: number }).code).toBe(ResultCode.TOKEN_INVALID);
  });

  it('keeps the stream through a session store that cannot answer for a while', async () => {
    const a = await guest();
    const res = await fetch(`${await address()}/api/app/message/stream`, {
      headers: { authorization: a.c.token },
    });
    const reader = res.body!.getReader();
    await reader.read(); // ': open'
    // Redis or the database restarting: every session check fails for a few heartbeats (100 ms).
    const sessions = h.t.app.services.sessions;
    const resolve = sessions.resolve.bind(sessions);
    const failing = vi.spyOn(sessions, 'resolve').mockRejectedValue(new Error('connection refused'));
    try {
      await expect.poll(() => failing.mock.calls.length).toBeGreaterThanOrEqual(3);
    } finally {
      failing.mockRestore();
    }
    // The stream is still open and beating, and still ends at a logout.
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain(': ping');
    expect(await resolve(a.c.token)).not.toBeNull();
    expect((await a.c.call('userLogout', {})).body.code).toBe(200);
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
    }
  });

  it('refuses a missing token with 1000', async () => {
    const r = await h.t.app.inject({ method: 'GET', url: '/api/app/message/stream' });
    expect(r.json().code).toBe(ResultCode.TOKEN_INVALID);
  });
});

describe('operator broadcast', () => {
  it('reaches one user, or everyone, as a system message; bad input is refused', async () => {
    const a = await guest();
    const post = (payload: object) => adminInject(h.t.app, 'POST', '/messages/broadcast', payload);
    const one = await post({ audience: 'user', userId: a.id, title: '维护通知' });
    expect(one.json()).toMatchObject({ code: 200, data: { sent: 1 } });
    const all = await post({ audience: 'all', title: '新版本上线', body: '快来体验' });
    expect(all.json(), all.body).toMatchObject({ code: 200 });
    expect(all.json().data.sent).toBeGreaterThanOrEqual(1);
    const list = await a.c.call('messageList', { page: 1, pageSize: 10, kind: 'system' });
    expect(list.data.list.map((m) => m.title)).toEqual(['新版本上线', '维护通知']);
    expect((await post({ audience: 'user', title: '' })).json().code).toBe(ResultCode.INVALID_PARAMS);
  });
});
