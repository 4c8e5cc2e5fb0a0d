import { ResultCode } from '@lld/protocol/result-codes';
import { describe, expect, it } from 'vitest';
import { devId, TestClient } from '../../test/client.ts';
import { adminInject, useTestApp } from '../../test/harness.ts';
import { CODE_ALPHABET, formatCode, generateCode, normalizeCode } from './redeem.service.ts';

const h = useTestApp({ REDEEM_GUESS_LIMIT: '5/10min' });

let ipSeq = 0;
async function guest() {
  // Each user on its own network, so network-wide guess limits stay out of the way.
  const c = new TestClient(h.t.app, h.t.config, { remoteAddress: `203.0.113.${++ipSeq % 250}` });
  const r = await c.guest(devId('redeem'));
  return { c, id: r.data.userInfo.id };
}

async function admin(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, key = h.t.config.adminKey) {
  const r = await adminInject(h.t.app, method, url, body, key);
  // biome-ignore lint/suspicious/noExplicitAny: operator answers of many shapes, read by the assertions
  return r.json() as { code: number; msg: string; data: any };
}

async function batch(body: Record<string, unknown>) {
  const r = await admin('POST', '/redeem/batches', { name: '测试批次', count: 1, ...body });
  expect(r.code).toBe(200);
  return r.data as { batch: { id: number }; codes: string[] };
}

describe('codes', () => {
  it('are 12 characters of an unambiguous alphabet, typed in any case and grouping', () => {
    const c = generateCode();
    expect(c).toMatch(new RegExp(`^[${CODE_ALPHABET}]{12}$`));
    expect(CODE_ALPHABET).not.toMatch(/[01ILO]/);
    expect(formatCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
    expect(normalizeCode(' abcd-efgh jkmn ')).toBe('ABCDEFGHJKMN');
  });
});

describe('redeemcode/use and redeemcode/list', () => {
  it('grants gold, diamonds and VIP once per user; single-use codes once', async () => {
    const { codes } = await batch({
      rewards: [
        { type: 'gold', amount: 5_000 },
        { type: 'diamond', amount: 30 },
        { type: 'vip', tier: 'normal', days: 7, cardName: '周卡' },
      ],
      count: 2,
    });
    expect(codes).toHaveLength(2);
    expect(codes[0]).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const a = await guest();
    const r = await a.c.call('redeemCodeUse', { code: codes[0]!.toLowerCase().replaceAll('-', ' ') });
    expect(r.body.code).toBe(200);
    expect(r.data.code).toBe(codes[0]);
    expect(r.data.batchName).toBe('测试批次');
    expect(r.data.userInfo).toMatchObject({ gold: 5_000, diamond: 30, showCardName: '周卡' });
    expect(r.data.userInfo.normalVip.vipType).toBe(1);
    const again = await a.c.call('redeemCodeUse', { code: codes[0] });
    expect(again.body).toMatchObject({ code: ResultCode.CONFLICT, tip: '你已使用过该兑换码' });
    const b = await guest();
    expect((await b.c.call('redeemCodeUse', { code: codes[0] })).body).toMatchObject({
      code: ResultCode.CONFLICT,
      tip: '兑换码已被使用',
    });
    // Per-user limit 1 (default): the batch's second code is refused to the same user.
    expect((await a.c.call('redeemCodeUse', { code: codes[1] })).body.tip).toBe('已达到该活动的兑换次数上限');
    expect((await b.c.call('redeemCodeUse', { code: codes[1] })).body.code).toBe(200);
    const list = await a.c.call('redeemCodeList', {});
    expect(list.data.list).toEqual([
      expect.objectContaining({ code: codes[0], batchName: '测试批次', rewards: expect.any(Array) }),
    ]);
    const log = await a.c.call('walletLog', {});
    expect(log.data.list.map((e) => [e.currency, e.amount, e.reason])).toEqual(
      expect.arrayContaining([
        ['gold', 5_000, 'redeem'],
        ['diamond', 30, 'redeem'],
      ]),
    );
    expect(log.data.list).toHaveLength(2);
    expect(log.data.list[0]!.title).toBe('兑换码 50金币、3钻石、VIP会员 7天');
  });

  it('multi-use codes serve maxUses users, also all at once', async () => {
    const { codes } = await batch({ rewards: [{ type: 'gold', amount: 100 }], maxUses: 3 });
    const users = await Promise.all(Array.from({ length: 8 }, guest));
    const results = await Promise.all(users.map((u) => u.c.call('redeemCodeUse', { code: codes[0] })));
    const codesSeen = results.map((r) => r.body.code);
    expect(codesSeen.filter((c) => c === 200)).toHaveLength(3);
    expect(codesSeen.filter((c) => c === ResultCode.CONFLICT)).toHaveLength(5);
    const batches = await admin('GET', '/redeem/batches');
    expect(batches.data[0]).toMatchObject({ maxUses: 3, used: 3, codeCount: 1 });
  });

  it('refuses expired, not yet valid and disabled batches', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await batch({ rewards: [{ type: 'gold', amount: 1 }], expiresAt: now - 10 });
    const future = await batch({ rewards: [{ type: 'gold', amount: 1 }], startsAt: now + 3600 });
    const off = await batch({ rewards: [{ type: 'gold', amount: 1 }] });
    expect((await admin('PUT', `/redeem/batches/${off.batch.id}`, { enabled: false })).data.enabled).toBe(
      false,
    );
    const { c } = await guest();
    expect((await c.call('redeemCodeUse', { code: expired.codes[0] })).body.tip).toBe('兑换码已过期');
    expect((await c.call('redeemCodeUse', { code: future.codes[0] })).body.tip).toBe('兑换码尚未生效');
    expect((await c.call('redeemCodeUse', { code: off.codes[0] })).body.tip).toBe('兑换码已失效');
    const codes = await admin('GET', `/redeem/batches/${off.batch.id}/codes`);
    expect(codes.data.codes).toEqual([{ code: off.codes[0], useCount: 0, maxUses: 1 }]);
  });

  it('rate limits wrong guesses: after 5 wrong codes even a right one waits (1002)', async () => {
    const { codes } = await batch({ rewards: [{ type: 'gold', amount: 1 }] });
    const { c } = await guest();
    for (let i = 0; i < 5; i++) {
      const r = await c.call('redeemCodeUse', { code: `WRONG-CODE-${i}AAA` });
      expect(r.body).toMatchObject({ code: ResultCode.NOT_FOUND, tip: '兑换码无效，请检查后重试' });
    }
    const blocked = await c.call('redeemCodeUse', { code: codes[0] });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      code: ResultCode.TOO_MANY_REQUESTS,
      tip: '尝试次数过多，请稍后再试',
    });
    expect(blocked.response.headers['retry-after']).toBe('600');
    // Others are not affected.
    const other = await guest();
    expect((await other.c.call('redeemCodeUse', { code: codes[0] })).body.code).toBe(200);
  });

  it('blocks a network after 5× the limit of wrong guesses from many users', async () => {
    const ip = '198.51.100.200';
    const results: number[] = [];
    for (let u = 0; u < 6; u++) {
      const c = new TestClient(h.t.app, h.t.config, { remoteAddress: ip });
      await c.guest(devId('net'));
      for (let i = 0; i < 5; i++)
        results.push((await c.call('redeemCodeUse', { code: `NOPE-NOPE-${u}${i}AA` })).body.code);
    }
    expect(results.slice(0, 25).every((c) => c === ResultCode.NOT_FOUND)).toBe(true);
    expect(results.slice(25)).toContain(ResultCode.TOO_MANY_REQUESTS);
  });

  it('answers 2000 for bad input and 1000 without a token', async () => {
    const { c } = await guest();
    expect((await c.call('redeemCodeUse', {})).body.msg).toBe('code: Required');
    expect((await c.call('redeemCodeUse', { code: 'ab' })).body.msg).toMatch(/^code: /);
    expect((await c.call('redeemCodeUse', { code: 'x'.repeat(65) })).body.msg).toMatch(/^code: /);
    expect((await c.call('redeemCodeUse', { code: 12345678 })).body.code).toBe(2000);
    expect(
      (await new TestClient(h.t.app, h.t.config).call('redeemCodeUse', { code: 'ABCDABCDABCD' })).body.code,
    ).toBe(1000);
    expect((await new TestClient(h.t.app, h.t.config).call('redeemCodeList', {})).body.code).toBe(1000);
  });
});

describe('redeem/list, redeem/exchange, redeem/history', () => {
  async function item(body: Record<string, unknown>) {
    const r = await admin('POST', '/exchange-items', {
      title: '10钻石',
      currency: 'gold',
      price: 1_000,
      ...body,
    });
    expect(r.code).toBe(200);
    return r.data as { id: number };
  }
  const fund = (id: number, amount: number) =>
    h.t.app.services.wallet.credit(id, 'gold', amount, {
      reason: 'grant',
      reference: 't',
      idempotencyKey: `f:${id}:${amount}`,
    });

  it('spends gold on diamonds in one posting; short balances are refused whole', async () => {
    const diamonds = await item({ rewards: [{ type: 'diamond', amount: 100 }], sort: -1 });
    const { c, id } = await guest();
    const short = await c.call('redeemExchange', { id: diamonds.id });
    expect(short.body).toMatchObject({ code: ResultCode.NOT_ENOUGH_GOLD, tip: '金币不足，请先充值' });
    await fund(id, 2_500);
    const r = await c.call('redeemExchange', { id: diamonds.id });
    expect(r.body.code).toBe(200);
    expect(r.data).toMatchObject({
      charged: 1_000,
      currency: 'gold',
      userInfo: { gold: 1_500, diamond: 100 },
    });
    const list = await c.call('redeemList', {});
    expect(list.data.list[0]).toMatchObject({
      id: diamonds.id,
      title: '10钻石',
      remaining: null,
      stock: null,
    });
    const history = await c.call('redeemHistory', {});
    expect(history.data.list).toEqual([
      expect.objectContaining({ itemId: diamonds.id, title: '10钻石', currency: 'gold', price: 1_000 }),
    ]);
    const log = await c.call('walletLog', {});
    expect(log.data.list.slice(0, 2).map((e) => [e.currency, e.amount, e.title])).toEqual(
      expect.arrayContaining([
        ['gold', -1_000, '兑换 10钻石'],
        ['diamond', 100, '兑换 10钻石'],
      ]),
    );
    expect((await h.t.app.services.wallet.audit()).unbalancedPostings).toBe(0);
  });

  it('charges a retried request once; honours per-user limits and stock', async () => {
    const vipDay = await item({
      title: 'VIP 1天',
      rewards: [{ type: 'vip', tier: 'normal', days: 1 }],
      price: 300,
      perUserLimit: 2,
      stock: 3,
    });
    const a = await guest();
    await fund(a.id, 10_000);
    const rid = 'req-0123456789';
    const [first, second] = await Promise.all([
      a.c.call('redeemExchange', { id: vipDay.id, requestId: rid }),
      a.c.call('redeemExchange', { id: vipDay.id, requestId: rid }),
    ]);
    expect([first.data.charged, second.data.charged].sort()).toEqual([0, 300]);
    expect((await a.c.call('userInfo', {})).data).toMatchObject({ gold: 9_700 });
    expect((await a.c.call('redeemHistory', {})).data.list).toHaveLength(1);
    const two = await a.c.call('redeemExchange', { id: vipDay.id });
    expect(two.data.item).toMatchObject({ remaining: 0, stock: 1 });
    expect((await a.c.call('redeemExchange', { id: vipDay.id })).body.tip).toBe('已达到兑换次数上限');
    const b = await guest();
    await fund(b.id, 10_000);
    expect((await b.c.call('redeemExchange', { id: vipDay.id })).body.code).toBe(200);
    expect((await b.c.call('redeemExchange', { id: vipDay.id })).body.tip).toBe('已兑完');
    expect((await b.c.call('userInfo', {})).data).toMatchObject({ gold: 9_700 });
  });

  it('refuses unknown and disabled items and bad input', async () => {
    const off = await item({ rewards: [{ type: 'gold', amount: 1 }], currency: 'diamond', price: 1 });
    await admin('PUT', `/exchange-items/${off.id}`, { enabled: false });
    const { c } = await guest();
    expect((await c.call('redeemExchange', { id: off.id })).body.code).toBe(ResultCode.NOT_FOUND);
    expect((await c.call('redeemExchange', { id: 999_999 })).body).toEqual({
      code: 2004,
      msg: 'no such item',
    });
    expect((await c.call('redeemExchange', { id: 0 })).body.msg).toMatch(/^id: /);
    expect((await c.call('redeemExchange', { id: 1, requestId: 'bad id!' })).body.msg).toMatch(
      /^requestId: /,
    );
    expect((await c.call('redeemList', {})).data.list.some((i) => i.id === off.id)).toBe(false);
  });
});

describe('operator API', () => {
  it('needs the admin key', async () => {
    expect((await admin('GET', '/products', undefined, 'wrong')).code).toBe(4003);
    expect((await admin('GET', '/wallet/audit', undefined, '')).code).toBe(4003);
  });

  it('manages products with validation', async () => {
    const bad = await admin('POST', '/products', { kind: 'vip', title: '无等级', priceFen: 100 });
    expect(bad.code).toBe(2000);
    const created = await admin('POST', '/products', {
      kind: 'vip',
      title: '暗夜会员 年卡',
      priceFen: 19_800,
      tier: 'dark',
      days: 365,
      benefits: ['暗夜专区'],
    });
    expect(created.data).toMatchObject({ tier: 'dark', days: 365, enabled: true });
    const changed = await admin('PUT', `/products/${created.data.id}`, { enabled: false, badge: '限时' });
    expect(changed.data).toMatchObject({ enabled: false, badge: '限时' });
    expect((await admin('PUT', '/products/999999', { enabled: false })).code).toBe(2004);
    const all = await admin('GET', '/products');
    expect(all.data.some((p: { id: number }) => p.id === created.data.id)).toBe(true);
  });

  it('grants and takes gold and VIP through the books, which stay balanced', async () => {
    const { c, id } = await guest();
    const plus = await admin('POST', '/wallet/grant', {
      userId: id,
      currency: 'gold',
      amount: 800,
      memo: '活动奖励',
    });
    expect(plus.data).toEqual({ balance: 800, duplicate: false });
    const minus = await admin('POST', '/wallet/grant', { userId: id, currency: 'gold', amount: -300 });
    expect(minus.data.balance).toBe(500);
    expect((await admin('POST', '/wallet/grant', { userId: id, currency: 'gold', amount: -501 })).code).toBe(
      3001,
    );
    expect((await admin('POST', '/wallet/grant', { userId: id, currency: 'gold', amount: 0 })).code).toBe(
      2000,
    );
    expect(
      (await admin('POST', '/wallet/grant', { userId: 999_999, currency: 'gold', amount: 1 })).code,
    ).toBe(2004);
    const again = { userId: id, currency: 'diamond', amount: 5, requestId: 'grant-once-1' };
    await admin('POST', '/wallet/grant', again);
    expect((await admin('POST', '/wallet/grant', again)).data).toEqual({ balance: 5, duplicate: true });
    const v = await admin('POST', '/vip/grant', { userId: id, tier: 'live', days: 3 });
    expect(v.data.expiresAt - v.data.startsAt).toBe(3 * 86_400);
    const me = (await c.call('userInfo', {})).data as { gold: number; liveVip: { vipType: number } };
    expect(me.gold).toBe(500);
    expect(me.liveVip.vipType).toBe(1);
    const audit = await admin('GET', '/wallet/audit');
    expect(audit.data).toMatchObject({ ok: true, unbalancedPostings: 0, mismatches: [] });
    expect(audit.data.systemBalances.operator.gold).toBeLessThan(0);
    expect((await admin('GET', '/orders')).data).toMatchObject({ list: [], page: 1, pageSize: 20 });
    expect((await admin('GET', '/payments/notifications?outcome=credited')).data.list).toEqual([]);
    expect((await admin('POST', '/orders/R-none/refund')).code).toBe(2004);
  });
});
