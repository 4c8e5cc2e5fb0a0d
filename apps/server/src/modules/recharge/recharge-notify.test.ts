import { ResultCode } from '@lld/protocol/result-codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { epaySign } from '../../adapters/payment/epay.ts';
import type { TestClient } from '../../test/client.ts';
import { adminInject } from '../../test/harness.ts';
import { eventually } from '../../test/wait.ts';
import { orderMismatch } from './recharge.admin.routes.ts';
import {
  db,
  gold,
  guest,
  logLines,
  merchant,
  notifications,
  statusOf,
  t,
  tap,
  useRechargeApp,
  vipPlan,
} from './recharge.fixtures.ts';
import { rechargeOrders } from './recharge.schema.ts';

useRechargeApp();

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
