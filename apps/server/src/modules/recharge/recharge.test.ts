import { Writable } from 'node:stream';
import { ResultCode } from '@lld/protocol/result-codes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epaySign } from '../../adapters/payment/epay.ts';
import { sandboxMerchant } from '../../adapters/payment/index.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { newGuest, TestClient } from '../../test/client.ts';
import { adminInject, TEST_SECRETS, testDatabase } from '../../test/harness.ts';
import { type PaymentTestApp, paymentTestApp } from '../../test/payments.ts';
import { eventually } from '../../test/wait.ts';
import type { ProductRow } from './product.service.ts';
import { orderMismatch } from './recharge.admin.routes.ts';
import { paymentNotifications, rechargeOrders } from './recharge.schema.ts';

let db: DatabaseHandle;
let t: PaymentTestApp;
const logLines: string[] = [];
let gold: ProductRow;
let vipPlan: ProductRow;
let diamondPack: ProductRow;
const merchant = sandboxMerchant({ signKey: TEST_SECRETS.APP_SIGN_KEY });
/** Orders whose notifications the network loses. */
const lost = new Set<string>();

beforeAll(async () => {
  db = await testDatabase();
  t = await paymentTestApp(
    db,
    { LOG_LEVEL: 'info', PAYMENT_PAY_TYPES: 'alipay,wxpay' },
    {
      deliver: async (req) =>
        lost.has(new URLSearchParams(req.body).get('out_trade_no') ?? '')
          ? { status: 0, text: 'connection reset' }
          : t.http(req),
      deps: {
        logStream: new Writable({
          write(chunk, _enc, cb) {
            logLines.push(String(chunk));
            cb();
          },
        }),
      },
    },
  );
  const { products } = t.app.services;
  gold = await products.create({
    kind: 'gold',
    title: '100金币',
    priceFen: 1000,
    amount: 10_000,
    bonus: 500,
  });
  vipPlan = await products.create({
    kind: 'vip',
    title: 'SVIP 月卡',
    priceFen: 3000,
    tier: 'supreme',
    days: 30,
    vipType: 2,
    cardName: '月卡',
    benefits: ['全站影片免费看'],
    sort: 1,
  });
  diamondPack = await products.create({ kind: 'diamond', title: '60钻石', priceFen: 600, amount: 600 });
  await products.create({ kind: 'gold', title: '下架', priceFen: 100, amount: 100, enabled: false });
});
afterAll(async () => {
  await t?.app.close();
  await db?.close();
});

const guest = () => newGuest(t, 'pay');

/** An order's status as its owner `c` reads it (recharge/status). */
const statusOf = async (c: TestClient, orderNo: string) =>
  (await c.call('rechargeStatus', { orderNo })).data.status;
/** Moves an order's expiry into the past, then runs the order job (expiry, recovery) once. */
async function expireAndRunJob(orderNo: string) {
  await db.db
    .update(rechargeOrders)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(rechargeOrders.orderNo, orderNo));
  return t.app.services.recharge.runJob(t.app.log);
}

/** The browser part: open the pay URL, land on the pay page, tap a button. */
async function tap(payUrl: string, button: 'confirm' | 'cancel') {
  const submit = await t.http({ method: 'GET', url: payUrl });
  expect(submit.status).toBe(302);
  const page = await t.app.inject({ method: 'GET', url: new URL(payUrl).pathname.replace('submit.php', '') });
  expect(page.statusCode).toBe(404); // only the signed submit leads to a pay page
  const tradeNo = [...t.sandbox.orders.values()].find((o) => payUrl.includes(o.outTradeNo))!.tradeNo;
  const pay = await t.app.inject({ method: 'GET', url: `/sandbox-pay/pay/${tradeNo}` });
  expect(pay.statusCode).toBe(200);
  expect(pay.body).toContain('确认支付');
  expect(pay.body).toContain('取消');
  const r = await t.app.inject({ method: 'POST', url: `/sandbox-pay/pay/${tradeNo}/${button}` });
  return { tradeNo, response: r };
}

async function notifications(orderNo: string) {
  return db.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo));
}

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

describe('notifications: replayed, forged, wrong amount, late', () => {
  /** A notification as the gateway signs it. */
  function signed(p: Record<string, string>, key = merchant.key) {
    const params = { pid: merchant.pid, type: 'alipay', trade_status: 'TRADE_SUCCESS', ...p };
    return { ...params, sign: epaySign(params, key), sign_type: 'MD5' };
  }
  const post = (params: Record<string, string>) =>
    t.http({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      body: new URLSearchParams(params).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('100 replays + a bad signature + a wrong amount + an unknown order → credited once; the bad ones refused and logged', async () => {
    const { c, id } = await guest();
    const sub = await c.call('rechargeSubmit', { productId: gold.id, payType: 'alipay' });
    const orderNo = sub.data.order.orderNo;
    const good = signed({ trade_no: 'T-REPLAY-1', out_trade_no: orderNo, name: '100金币', money: '10.00' });

    const forged = { ...good, money: '0.01' }; // amount changed after signing
    const wrongKey = signed(
      { trade_no: 'T-X', out_trade_no: orderNo, name: '100金币', money: '10.00' },
      'not-the-key',
    );
    const wrongAmount = signed({
      trade_no: 'T-REPLAY-1',
      out_trade_no: orderNo,
      name: '100金币',
      money: '0.01',
    });
    const unknown = signed({ trade_no: 'T-U', out_trade_no: 'R-NOT-OURS', name: 'x', money: '10.00' });

    const replays = await Promise.all([
      ...Array.from({ length: 50 }, () => post(good)),
      post(forged),
      post(wrongKey),
      post(wrongAmount),
      post(unknown),
    ]);
    for (let i = 0; i < 50; i++) replays.push(await post(good)); // and 50 more, one after another

    const goodAnswers = [...replays.slice(0, 50), ...replays.slice(54)];
    expect(goodAnswers).toHaveLength(100);
    expect(goodAnswers.every((r) => r.status === 200 && r.text === 'success')).toBe(true);
    expect(replays.slice(50, 54).map((r) => [r.status, r.text])).toEqual([
      [400, 'fail'],
      [400, 'fail'],
      [400, 'fail'],
      [400, 'fail'],
    ]);
    expect((await c.call('userInfo', {})).data).toMatchObject({ id, gold: 10_500 });
    expect(await t.app.services.wallet.sumOf(id, 'gold')).toBe(10_500);
    const outcomes = (await notifications(orderNo)).map((n) => n.outcome);
    const count = (o: string) => outcomes.filter((x) => x === o).length;
    expect(count('credited')).toBe(1);
    expect(count('duplicate')).toBe(99);
    expect(count('bad_signature')).toBe(2);
    expect(count('amount_mismatch')).toBe(1);
    expect((await notifications('R-NOT-OURS')).map((n) => n.outcome)).toEqual(['unknown_order']);
    const refusedLogs = logLines.filter((l) => l.includes('payment notification refused'));
    expect(refusedLogs.some((l) => l.includes('bad_signature') && l.includes(orderNo))).toBe(true);
    expect(refusedLogs.some((l) => l.includes('amount_mismatch') && l.includes(orderNo))).toBe(true);
    expect(refusedLogs.some((l) => l.includes('unknown_order'))).toBe(true);
    console.log(
      `[figure] notify replay: 100 valid replays → ${count('credited')} credited, ${count('duplicate')} duplicates acknowledged; ` +
        `2 bad signatures, 1 wrong amount, 1 unknown order → refused with "fail", recorded and logged; gold ${10_500} credited once`,
    );
  });

  it('a late notification for an expired order still credits; a second payment is flagged', async () => {
    const { c } = await guest();
    const sub = await c.call('rechargeSubmit', { productId: gold.id, payType: 'alipay' });
    const orderNo = sub.data.order.orderNo;
    await db.db.update(rechargeOrders).set({ status: 'expired' }).where(eq(rechargeOrders.orderNo, orderNo));
    const late = await post(
      signed({ trade_no: 'T-LATE', out_trade_no: orderNo, name: '100金币', money: '10.00' }),
    );
    expect(late.text).toBe('success');
    expect(await statusOf(c, orderNo)).toBe('credited');
    const second = await post(
      signed({ trade_no: 'T-LATE-2', out_trade_no: orderNo, name: '100金币', money: '10.00' }),
    );
    expect(second.text).toBe('success');
    expect((await notifications(orderNo)).map((n) => n.outcome)).toEqual(['credited', 'double_payment']);
    expect((await c.call('userInfo', {})).data).toMatchObject({ gold: 10_500 });
    expect(logLines.some((l) => l.includes('a second payment') && l.includes(orderNo))).toBe(true);
  });

  it('acknowledges a not-paid status without crediting, and accepts GET notifications', async () => {
    const { c } = await guest();
    const sub = await c.call('rechargeSubmit', { productId: gold.id, payType: 'alipay' });
    const orderNo = sub.data.order.orderNo;
    const waiting = await post(
      signed({
        trade_no: 'T-W',
        out_trade_no: orderNo,
        name: '100金币',
        money: '10.00',
        trade_status: 'WAIT_BUYER_PAY',
      }),
    );
    expect(waiting.text).toBe('success');
    expect(await statusOf(c, orderNo)).toBe('created');
    const q = new URLSearchParams(
      signed({ trade_no: 'T-G', out_trade_no: orderNo, name: '100金币', money: '10' }),
    );
    const viaGet = await t.http({ method: 'GET', url: `/api/pay/notify/sandbox?${q}` });
    expect(viaGet.text).toBe('success');
    expect(await statusOf(c, orderNo)).toBe('credited');
    expect((await t.http({ method: 'POST', url: '/api/pay/notify/other', body: '' })).text).toBe('fail');
    expect((await post({ out_trade_no: orderNo })).status).toBe(400);
  });
});

describe('refunds (operator)', () => {
  it('take the credit back once; refuse when it was spent or the order is not credited', async () => {
    const { recharge, wallet } = t.app.services;
    const pay = async (c: TestClient, productId: number) => {
      const sub = await c.call('rechargeSubmit', { productId, payType: 'alipay' });
      await tap(sub.data.payUrl, 'confirm');
      await eventually(async () => (await statusOf(c, sub.data.order.orderNo)) === 'credited');
      return sub.data.order.orderNo;
    };
    const a = await guest();
    const goldOrder = await pay(a.c, gold.id);
    await recharge.refund(goldOrder);
    expect((await a.c.call('userInfo', {})).data).toMatchObject({ gold: 0 });
    await expect(recharge.refund(goldOrder)).rejects.toMatchObject({ code: ResultCode.CONFLICT });
    await expect(recharge.refund('R-NONE')).rejects.toMatchObject({ code: ResultCode.NOT_FOUND });

    const spentOrder = await pay(a.c, gold.id);
    await wallet.debit(a.id, 'gold', 100, {
      reason: 'purchase',
      reference: 'x',
      idempotencyKey: `spend:${a.id}`,
    });
    await expect(recharge.refund(spentOrder)).rejects.toMatchObject({ code: ResultCode.NOT_ENOUGH_GOLD });
    expect(await statusOf(a.c, spentOrder)).toBe('credited');

    const b = await guest();
    const vipOrder = await pay(b.c, vipPlan.id);
    await recharge.refund(vipOrder);
    const me = (await b.c.call('userInfo', {})).data as { supremeVip: { vipType: number } };
    expect(me.supremeVip).toEqual({ vipType: 0, vipExpireInt: 0 });
    expect((await wallet.audit()).ok).toBe(true);

    // Per-order reconciliation: every order above matches its books.
    const reconcile = async () =>
      (await adminInject(t.app, 'GET', '/orders/reconcile?pageSize=200')).json().data.list as Array<{
        orderNo: string;
        status: string;
        mismatch: string | null;
      }>;
    const list = await reconcile();
    const byNo = new Map(list.map((o) => [o.orderNo, o]));
    expect(byNo.get(goldOrder)).toMatchObject({ status: 'refunded', mismatch: null });
    expect(byNo.get(spentOrder)).toMatchObject({ status: 'credited', mismatch: null });
    expect(byNo.get(vipOrder)).toMatchObject({ status: 'refunded', mismatch: null });
    // An order marked credited with no ledger credit is flagged.
    await db.db.update(rechargeOrders).set({ status: 'paid' }).where(eq(rechargeOrders.orderNo, spentOrder));
    const flagged = (await reconcile()).find((o) => o.orderNo === spentOrder);
    expect(flagged?.mismatch).toBe('paid_not_credited');
    await db.db
      .update(rechargeOrders)
      .set({ status: 'credited' })
      .where(eq(rechargeOrders.orderNo, spentOrder));
  });

  it('names what is wrong with an order against its books', () => {
    const base = { kind: 'gold', status: 'credited', amount: 100, credited: 100, refunded: 0, grants: 0 };
    expect(orderMismatch(base)).toBeNull();
    expect(orderMismatch({ ...base, credited: 0 })).toBe('no_ledger_credit');
    expect(orderMismatch({ ...base, credited: 50 })).toBe('credit_differs');
    expect(orderMismatch({ ...base, refunded: 100 })).toBe('refund_debit_on_credited_order');
    expect(orderMismatch({ ...base, status: 'refunded' })).toBe('refund_debit_missing');
    expect(orderMismatch({ ...base, status: 'paid', credited: 0 })).toBe('paid_not_credited');
    expect(orderMismatch({ ...base, kind: 'vip', amount: 0, credited: 0 })).toBe('no_vip_grant');
  });
});
