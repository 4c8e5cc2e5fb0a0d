import { describe, expect, it } from 'vitest';
import { newGuest, TestClient } from '../../test/client.ts';
import { useTestApp } from '../../test/harness.ts';

const h = useTestApp();

const guest = () => newGuest(h.t, 'wallet');

describe('purchase/list, card/list, wallet/log', () => {
  it('list what the user bought, their member cards and their wallet movements', async () => {
    const { c, id } = await guest();
    const { wallet, purchases, vip } = h.t.app.services;
    await wallet.credit(id, 'gold', 5_000, {
      reason: 'grant',
      reference: 'test',
      idempotencyKey: `t:${id}:fund`,
    });
    for (let i = 1; i <= 12; i++)
      await purchases.buy(id, {
        kind: i % 2 ? 'video' : 'comic_chapter',
        itemId: i,
        rule: { price: 100, currency: 'gold' },
        title: `作品${i}`,
        cover: `/c/${i}.png`,
      });
    await h.db.db.transaction((tx) =>
      vip.grant(tx, { userId: id, tier: 'normal', days: 30, source: 'grant', reference: `t:${id}:vip` }),
    );

    const p1 = await c.call('purchaseList', { page: 1, pageSize: 10 });
    expect(p1.body.code).toBe(200);
    expect(p1.data.list).toHaveLength(10);
    expect(p1.data).toMatchObject({ hasMore: true, page: 1, pageSize: 10 });
    expect(p1.data.list[0]).toMatchObject({
      kind: 'comic_chapter',
      itemId: '12',
      title: '作品12',
      cover: '/c/12.png',
      currency: 'gold',
      charged: 100,
    });
    const p2 = await c.call('purchaseList', { page: 2, pageSize: 10 });
    expect(p2.data.list).toHaveLength(2);
    expect(p2.data.hasMore).toBe(false);
    const videos = await c.call('purchaseList', { page: 1, pageSize: 50, kind: 'video' });
    expect(videos.data.list).toHaveLength(6);

    const cards = await c.call('cardList', {});
    expect(cards.data.list).toEqual([
      expect.objectContaining({ tier: 'normal', cardName: '月卡', days: 30, source: 'grant', active: true }),
    ]);

    const log = await c.call('walletLog', { page: 1, pageSize: 20 });
    expect(log.data.list).toHaveLength(13);
    expect(log.data.list[0]).toMatchObject({
      currency: 'gold',
      amount: -100,
      reason: 'purchase',
      title: '购买《作品12》',
    });
    expect(log.data.list.at(-1)).toMatchObject({ amount: 5_000, reason: 'grant' });
    expect((await c.call('walletLog', { currency: 'diamond' })).data.list).toEqual([]);

    // Nobody else sees them.
    const other = await guest();
    expect((await other.c.call('purchaseList', {})).data.list).toEqual([]);
  });

  it('answer 1000 without a token and 2000 for bad input', async () => {
    const anon = new TestClient(h.t.app, h.t.config);
    for (const name of ['purchaseList', 'cardList', 'walletLog'] as const)
      expect((await anon.call(name, {})).body.code).toBe(1000);
    const { c } = await guest();
    expect((await c.call('purchaseList', { pageSize: 51 })).body.msg).toMatch(/^pageSize: /);
    expect((await c.call('purchaseList', { kind: 'x'.repeat(41) })).body.msg).toMatch(/^kind: /);
    expect((await c.call('walletLog', { currency: 'yuan' })).body.msg).toMatch(/^currency: /);
    expect((await c.call('cardList', { page: 0 })).body.msg).toMatch(/^page: /);
  });
});
