import { ResultCode } from '@lld/protocol/result-codes';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../../test/client.ts';
import { eventually } from '../../test/wait.ts';
import {
  diamondPack,
  expireAndRunJob,
  gold,
  guest,
  lost,
  notifications,
  statusOf,
  t,
  tap,
  useRechargeApp,
  vipPlan,
} from './recharge.fixtures.ts';

useRechargeApp();

describe('gold/paytypeinfo and product/list', () => {
  it('list the offered pay channels and the enabled products of a kind', async () => {
    const { c } = await guest();
    const info = await c.call('goldPayTypeInfo', {});
    expect(info.data.payTypes).toEqual([
      { code: 'alipay', name: '支付宝', minFen: 100, maxFen: 500_000 },
      { code: 'wxpay', name: '微信支付', minFen: 100, maxFen: 300_000 },
    ]);
    const golds = await c.call('productList', { kind: 'gold' });
    expect(golds.data.list).toEqual([
      expect.objectContaining({
        id: gold.id,
        title: '100金币',
        priceFen: 1000,
        amount: 10_000,
        bonus: 500,
        tier: null,
      }),
    ]);
    expect(golds.data.payTypes).toHaveLength(2);
    const vips = await c.call('productList', { kind: 'vip' });
    expect(vips.data.list[0]).toMatchObject({ tier: 'supreme', days: 30, cardName: '月卡', amount: 0 });
    expect((await c.call('productList', { kind: 'coins' })).body.msg).toMatch(/^kind: /);
    expect((await c.call('productList', {})).body.msg).toMatch(/^kind: /);
    expect((await new TestClient(t.app, t.config).call('productList', { kind: 'vip' })).body.code).toBe(1000);
  });
});

describe('recharge through the sandbox gateway', () => {
  it('gold: submit → pay page → 确认支付 → signed notification → credited once', async () => {
    const { c, id } = await guest();
    const sub = await c.call('rechargeSubmit', { productId: gold.id, payType: 'alipay' });
    expect(sub.body.code).toBe(200);
    const { order, payUrl } = sub.data;
    expect(order).toMatchObject({
      status: 'created',
      amountFen: 1000,
      amount: 10_500,
      kind: 'gold',
      payType: 'alipay',
    });
    expect(order.expiresAt - order.createdAt).toBe(15 * 60);
    const url = new URL(payUrl);
    expect(url.pathname).toBe('/sandbox-pay/submit.php');
    expect(url.searchParams.get('money')).toBe('10.00');
    expect(url.searchParams.get('out_trade_no')).toBe(order.orderNo);
    expect(url.searchParams.get('notify_url')).toBe('http://localhost:80/api/pay/notify/sandbox');
    expect(url.searchParams.get('return_url')).toBe(
      `http://localhost:80/mine/recharge?orderNo=${order.orderNo}`,
    );

    const { response } = await tap(payUrl, 'confirm');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('支付成功');
    expect(response.body).toContain('trade_status=TRADE_SUCCESS');

    const done = await eventually(async () => {
      const s = await c.call('rechargeStatus', { orderNo: order.orderNo });
      return s.data.status === 'credited' ? s.data : undefined;
    });
    expect(done.paidAt).toBeGreaterThan(0);
    expect(done.creditedAt).toBeGreaterThan(0);
    const me = await c.call('userInfo', {});
    expect(me.data).toMatchObject({ id, gold: 10_500 });
    const log = await c.call('walletLog', {});
    expect(log.data.list[0]).toMatchObject({ amount: 10_500, reason: 'recharge', title: '充值 100金币' });
    const history = await c.call('rechargeHistory', { page: 1, pageSize: 10 });
    expect(history.data.list.map((o) => [o.orderNo, o.status])).toEqual([[order.orderNo, 'credited']]);
    expect((await notifications(order.orderNo)).map((n) => n.outcome)).toEqual(['credited']);
    expect(t.sandbox.orders.size).toBeGreaterThan(0);
  });

  it('VIP: a paid plan shows in userInfo at once, with its member card', async () => {
    const { c } = await guest();
    const sub = await c.call('rechargeSubmit', { productId: vipPlan.id, payType: 'wxpay' });
    expect(new URL(sub.data.payUrl).searchParams.get('return_url')).toContain('/mine/vip?orderNo=');
    await tap(sub.data.payUrl, 'confirm');
    await eventually(async () => (await statusOf(c, sub.data.order.orderNo)) === 'credited');
    const me = (await c.call('userInfo', {})).data as {
      supremeVip: { vipType: number; vipExpireInt: number };
    };
    expect(me.supremeVip.vipType).toBe(2);
    expect(Math.abs(me.supremeVip.vipExpireInt - (Date.now() / 1000 + 30 * 86_400))).toBeLessThan(10);
    expect(me).toMatchObject({ showCardName: '月卡' });
    const cards = await c.call('cardList', {});
    expect(cards.data.list[0]).toMatchObject({ tier: 'supreme', days: 30, source: 'recharge', active: true });
  });

  it('取消: the user returns unpaid; the order expires, asking the gateway first', async () => {
    const { c } = await guest();
    const sub = await c.call('rechargeSubmit', { productId: diamondPack.id, payType: 'alipay' });
    const { response } = await tap(sub.data.payUrl, 'cancel');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toContain(`/mine/diamondRecharge?orderNo=${sub.data.order.orderNo}`);
    expect(await statusOf(c, sub.data.order.orderNo)).toBe('created');
    const job = await expireAndRunJob(sub.data.order.orderNo);
    expect(job.expired).toBeGreaterThanOrEqual(1);
    expect(await statusOf(c, sub.data.order.orderNo)).toBe('expired');
    expect((await c.call('userInfo', {})).data).toMatchObject({ diamond: 0 });
  });

  it('a notification that never arrived is recovered by querying the gateway before expiry', async () => {
    const { c } = await guest();
    const sub = await c.call('rechargeSubmit', { productId: diamondPack.id, payType: 'alipay' });
    lost.add(sub.data.order.orderNo);
    const { tradeNo } = await tap(sub.data.payUrl, 'confirm');
    const job = t.sandbox.orders.get(tradeNo)!.notify!;
    await eventually(() => job.attempts.length === 3);
    expect(job.attempts.every((a) => !a.ok)).toBe(true);
    expect(await statusOf(c, sub.data.order.orderNo)).toBe('created');
    const run = await expireAndRunJob(sub.data.order.orderNo);
    expect(run.recovered).toBe(1);
    expect(await statusOf(c, sub.data.order.orderNo)).toBe('credited');
    expect((await c.call('userInfo', {})).data).toMatchObject({ diamond: 600 });
    expect((await notifications(sub.data.order.orderNo)).map((n) => n.outcome)).toEqual(['query_paid']);
  });

  it('refuses a bad submit: unknown or disabled product, channel not offered, no token', async () => {
    const { c } = await guest();
    expect((await c.call('rechargeSubmit', { productId: 999_999, payType: 'alipay' })).body).toEqual({
      code: ResultCode.NOT_FOUND,
      msg: 'no such product',
    });
    const disabled = (await t.app.services.products.all()).find((p) => !p.enabled)!;
    expect((await c.call('rechargeSubmit', { productId: disabled.id, payType: 'alipay' })).body.code).toBe(
      2004,
    );
    expect((await c.call('rechargeSubmit', { productId: gold.id, payType: 'bank' })).body).toMatchObject({
      code: 2000,
      msg: 'payType: not offered',
      tip: '该支付方式暂不可用',
    });
    expect((await c.call('rechargeSubmit', { productId: gold.id, payType: 'paypal' })).body.msg).toMatch(
      /^payType: /,
    );
    expect((await c.call('rechargeSubmit', { productId: 'x', payType: 'alipay' })).body.msg).toMatch(
      /^productId: /,
    );
    expect((await c.call('rechargeStatus', { orderNo: 'R0' })).body.code).toBe(2004);
    expect((await c.call('rechargeStatus', {})).body.msg).toBe('orderNo: Required');
    expect(
      (
        await new TestClient(t.app, t.config).call('rechargeSubmit', {
          productId: gold.id,
          payType: 'alipay',
        })
      ).body.code,
    ).toBe(1000);
  });

  it("another user's order is not found", async () => {
    const a = await guest();
    const b = await guest();
    const sub = await a.c.call('rechargeSubmit', { productId: gold.id, payType: 'alipay' });
    expect((await b.c.call('rechargeStatus', { orderNo: sub.data.order.orderNo })).body.code).toBe(2004);
  });

  it('limits orders per user (1002 with a tip)', async () => {
    const { c } = await guest();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push((await c.call('rechargeSubmit', { productId: gold.id, payType: 'alipay' })).body.code);
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(200));
    const last = await c.call('rechargeSubmit', { productId: gold.id, payType: 'alipay' });
    expect(last.body).toMatchObject({ code: 1002, tip: '下单太频繁，请稍后再试' });
  });
});
