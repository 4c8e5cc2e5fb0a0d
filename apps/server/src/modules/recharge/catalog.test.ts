import { describe, expect, it } from 'vitest';
import { devId, TestClient } from '../../test/client.ts';
import { useTestApp } from '../../test/harness.ts';
import { seedCatalog } from './catalog.seed.ts';

const h = useTestApp({ DEMO_CONTENT: 'on' });

describe('demo catalogue', () => {
  it('offers VIP plans of every tier, gold and diamond packs, and exchange items, seeded once', async () => {
    const c = new TestClient(h.t.app, h.t.config);
    await c.guest(devId('catalog'));
    const vip = (await c.call('productList', { kind: 'vip' })).data.list;
    expect(new Set(vip.map((p) => p.tier))).toEqual(new Set(['normal', 'supreme', 'dark', 'live']));
    expect(vip.every((p) => p.priceFen > 0 && p.days > 0 && p.benefits.length > 0 && p.cardName)).toBe(true);
    const gold = (await c.call('productList', { kind: 'gold' })).data.list;
    expect(gold.map((p) => p.title)).toEqual([
      '100金币',
      '300金币',
      '500金币',
      '1000金币',
      '2000金币',
      '5000金币',
    ]);
    expect(gold[0]).toMatchObject({ priceFen: 1000, amount: 10_000, bonus: 0 });
    const diamonds = (await c.call('productList', { kind: 'diamond' })).data.list;
    expect(diamonds[0]).toMatchObject({ title: '60钻石', priceFen: 600, amount: 600 });
    const items = (await c.call('redeemList', { pageSize: 50 })).data.list;
    expect(items.length).toBe(6);
    expect(items[0]).toMatchObject({ title: '钻石 ×10', currency: 'gold', price: 1000 });

    await seedCatalog(h.t.app.db, h.t.app.log);
    expect((await c.call('productList', { kind: 'vip' })).data.list).toHaveLength(vip.length);
    expect((await c.call('redeemList', { pageSize: 50 })).data.list).toHaveLength(6);
  });
});
