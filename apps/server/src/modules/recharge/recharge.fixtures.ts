// The recharge tests' app (recharge.test.ts, recharge-notify.test.ts): a payment test app on
// the sandbox gateway with a gold, a VIP and a diamond product, and the steps of a payment.
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { sandboxMerchant } from '../../adapters/payment/index.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { newGuest, type TestClient } from '../../test/client.ts';
import { TEST_SECRETS, testDatabase } from '../../test/harness.ts';
import { type PaymentTestApp, paymentTestApp } from '../../test/payments.ts';
import type { ProductRow } from './product.service.ts';
import { paymentNotifications, rechargeOrders } from './recharge.schema.ts';

export let db: DatabaseHandle;
export let t: PaymentTestApp;
export const logLines: string[] = [];
export let gold: ProductRow;
export let vipPlan: ProductRow;
export let diamondPack: ProductRow;
export const merchant = sandboxMerchant({ signKey: TEST_SECRETS.APP_SIGN_KEY });
/** Orders whose notifications the network loses. */
export const lost = new Set<string>();

/** One payment test app for the file: the sandbox gateway, its products, a log to read. */
export function useRechargeApp(): void {
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
}

export const guest = () => newGuest(t, 'pay');

/** An order's status as its owner `c` reads it (recharge/status). */
export const statusOf = async (c: TestClient, orderNo: string) =>
  (await c.call('rechargeStatus', { orderNo })).data.status;
/** Moves an order's expiry into the past, then runs the order job (expiry, recovery) once. */
export async function expireAndRunJob(orderNo: string) {
  await db.db
    .update(rechargeOrders)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(rechargeOrders.orderNo, orderNo));
  return t.app.services.recharge.runJob(t.app.log);
}

/** The browser part: open the pay URL, land on the pay page, tap a button. */
export async function tap(payUrl: string, button: 'confirm' | 'cancel') {
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

export async function notifications(orderNo: string) {
  return db.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderNo, orderNo));
}
