import { randomInt } from 'node:crypto';
import type { PayTypeCode, RechargeOrder } from '@lld/protocol/api/wallet';
import { ResultCode } from '@lld/protocol/result-codes';
import { ROUTES } from '@lld/protocol/routes';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { KvStore } from '../../adapters/kv.ts';
import type { PaymentGateway, VerifiedPayment } from '../../adapters/payment/gateway.ts';
import type { PaymentConfig } from '../../config.ts';
import { seconds } from '../../db/columns.ts';
import type { Database, Executor } from '../../db/database.ts';
import { matching, newestPage } from '../../db/paged-query.ts';
import type { DomainEventBus } from '../../events/domain-events.ts';
import { AppError } from '../../http/app-error.ts';
import type { PageRequest } from '../../http/paging.ts';
import { hit } from '../../plugins/rate-limit.ts';
import type { VipService } from '../wallet/vip.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { ProductService } from './product.service.ts';
import { paymentNotifications, rechargeOrders } from './recharge.schema.ts';

export type OrderRow = typeof rechargeOrders.$inferSelect;

/** What a notification came to, as recorded in payment_notifications. */
export type NotificationOutcome =
  | 'credited'
  | 'duplicate'
  | 'not_paid'
  | 'double_payment'
  | 'bad_signature'
  | 'bad_request'
  | 'unknown_order'
  | 'amount_mismatch'
  | 'query_paid';

export interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export function toOrder(r: OrderRow): RechargeOrder {
  return {
    orderNo: r.orderNo,
    productId: r.productId,
    kind: r.kind,
    title: r.title,
    amountFen: r.amountFen,
    payType: r.payType as PayTypeCode,
    status: r.status,
    tier: r.kind === 'vip' ? r.tier : null,
    days: r.days,
    amount: r.amount,
    createdAt: seconds(r.createdAt),
    expiresAt: seconds(r.expiresAt),
    paidAt: seconds(r.paidAt),
    creditedAt: seconds(r.creditedAt),
  };
}

/** `R` + Shanghai time to the second + 6 random digits: sortable, unguessable enough, 21 characters. */
export function newOrderNo(nowMs = Date.now()): string {
  const d = new Date(nowMs + 8 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `R${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The screen a gateway returns the user to, per product kind. */
export const RETURN_PATHS = {
  vip: ROUTES.mineVip,
  gold: ROUTES.mineRecharge,
  diamond: ROUTES.mineDiamondRecharge,
} as const;

const SUBMIT_LIMIT = { count: 20, windowSeconds: 600 };

/**
 * Recharge orders: created here and at the gateway; paid when the gateway's signed
 * notification (or its answer to our query) says so; credited once, in one transaction with
 * the ledger posting or VIP grant; expired when unpaid in time (a late payment still credits);
 * refunded by an operator.
 */
export class RechargeService {
  constructor(
    private readonly db: Database,
    private readonly kv: KvStore,
    readonly gateway: PaymentGateway,
    private readonly products: ProductService,
    private readonly wallet: WalletService,
    private readonly vip: VipService,
    private readonly config: PaymentConfig,
    private readonly events?: DomainEventBus,
  ) {}

  payTypes() {
    return this.gateway.payTypes();
  }

  async submit(
    userId: number,
    input: { productId: number; payType: PayTypeCode },
    ctx: { origin: string; ip: string },
  ): Promise<{ order: RechargeOrder; payUrl: string }> {
    const product = await this.products.get(input.productId);
    if (!product?.enabled) throw AppError.notFound('no such product');
    const channel = this.payTypes().find((p) => p.code === input.payType);
    if (!channel) throw new AppError(ResultCode.INVALID_PARAMS, 'payType: not offered', '该支付方式暂不可用');
    if (product.priceFen < channel.minFen || product.priceFen > channel.maxFen)
      throw new AppError(
        ResultCode.INVALID_PARAMS,
        'payType: amount outside its limits',
        '该金额不支持此支付方式',
      );
    await hit(this.kv, `recharge:submit:${userId}`, SUBMIT_LIMIT).catch((err: AppError) => {
      throw new AppError(err.code, err.message, '下单太频繁，请稍后再试');
    });

    const orderNo = newOrderNo();
    const amount = product.kind === 'vip' ? 0 : product.amount + product.bonus;
    const [row] = await this.db
      .insert(rechargeOrders)
      .values({
        orderNo,
        userId,
        productId: product.id,
        kind: product.kind,
        title: product.title,
        amountFen: product.priceFen,
        payType: input.payType,
        gateway: this.gateway.name,
        tier: product.kind === 'vip' ? product.tier : null,
        days: product.kind === 'vip' ? product.days : 0,
        vipType: product.vipType,
        cardName: product.cardName,
        amount,
        expiresAt: sql`now() + make_interval(secs => ${this.config.orderTtlSeconds})`,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    const { payUrl } = await this.gateway.createPayment({
      orderNo,
      amountFen: product.priceFen,
      payType: input.payType,
      subject: product.title,
      notifyUrl: `${ctx.origin}/api/pay/notify/${this.gateway.name}`,
      returnUrl: `${ctx.origin}${RETURN_PATHS[product.kind]}?orderNo=${orderNo}`,
      clientIp: ctx.ip,
      siteOrigin: ctx.origin,
    });
    await this.db.update(rechargeOrders).set({ payUrl }).where(eq(rechargeOrders.id, row.id));
    return { order: toOrder(row), payUrl };
  }

  async find(orderNo: string, db: Executor = this.db): Promise<OrderRow | null> {
    const [row] = await db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo));
    return row ?? null;
  }

  /** One of the user's orders; a paid but not yet credited one is credited on the way. */
  async status(userId: number, orderNo: string): Promise<RechargeOrder> {
    let row = await this.find(orderNo);
    if (!row || row.userId !== userId) throw AppError.notFound('no such order');
    if (row.status === 'paid') {
      await this.settle(orderNo);
      row = (await this.find(orderNo)) ?? row;
    }
    return toOrder(row);
  }

  async history(userId: number, q: PageRequest) {
    return newestPage(this.db, rechargeOrders, eq(rechargeOrders.userId, userId), q, toOrder);
  }

  async #record(
    outcome: NotificationOutcome,
    orderNo: string,
    params: Record<string, string>,
    ip: string,
    detail = '',
  ): Promise<void> {
    await this.db
      .insert(paymentNotifications)
      .values({ gateway: this.gateway.name, orderNo, outcome, detail, params, ip });
  }

  /**
   * A gateway's asynchronous notification. Verifies the signature, the order and the amount;
   * marks the order paid and credits it exactly once; answers the gateway's ack text for
   * handled (and repeated) notifications and its fail text for refused ones. Every
   * notification is recorded with its outcome; refusals are logged as warnings.
   */
  async handleNotification(
    gatewayName: string,
    params: Record<string, string>,
    ip: string,
    log: Logger,
  ): Promise<{ status: number; body: string; outcome: NotificationOutcome }> {
    const gw = this.gateway;
    const refuse = async (outcome: NotificationOutcome, orderNo: string, detail: string) => {
      log.warn({ gateway: gatewayName, orderNo, outcome, detail, ip }, 'payment notification refused');
      await this.#record(outcome, orderNo, params, ip, detail);
      return { status: 400, body: gw.failBody, outcome };
    };
    if (gatewayName !== gw.name) return refuse('bad_request', params.out_trade_no ?? '', 'not our gateway');
    const check = gw.verifyNotification(params);
    if (!check.ok) return refuse(check.reason, check.orderNo, check.detail);
    const p = check.payment;
    const order = await this.find(p.orderNo);
    if (!order || order.gateway !== gw.name) return refuse('unknown_order', p.orderNo, 'no such order');
    if (p.amountFen !== order.amountFen)
      return refuse('amount_mismatch', p.orderNo, `paid ${p.amountFen} fen, order is ${order.amountFen} fen`);
    if (!p.paid) {
      await this.#record('not_paid', p.orderNo, params, ip);
      return { status: 200, body: gw.ackBody, outcome: 'not_paid' };
    }
    const outcome = await this.#paid(order, p);
    if (outcome === 'double_payment')
      log.error(
        { orderNo: p.orderNo, tradeNo: p.tradeNo, earlier: order.tradeNo },
        'a second payment for an order that was already paid: refund it at the gateway',
      );
    else log.info({ orderNo: p.orderNo, tradeNo: p.tradeNo, outcome }, 'payment notification handled');
    await this.#record(outcome, p.orderNo, params, ip);
    return { status: 200, body: gw.ackBody, outcome };
  }

  /** Marks the order paid (once) and credits it; the outcome for the record. */
  async #paid(order: OrderRow, p: VerifiedPayment): Promise<NotificationOutcome> {
    const [marked] = await this.db
      .update(rechargeOrders)
      .set({ status: 'paid', paidAt: sql`now()`, tradeNo: p.tradeNo })
      .where(and(eq(rechargeOrders.id, order.id), inArray(rechargeOrders.status, ['created', 'expired'])))
      .returning({ id: rechargeOrders.id });
    if (marked) {
      await this.settle(order.orderNo);
      return 'credited';
    }
    const now = await this.find(order.orderNo);
    if (now?.status === 'paid') await this.settle(order.orderNo);
    return now?.tradeNo === p.tradeNo ? 'duplicate' : 'double_payment';
  }

  /** Credits a paid order: paid → credited with its posting or VIP grant, in one transaction. */
  async settle(orderNo: string): Promise<boolean> {
    const credited = await this.db.transaction(async (tx) => {
      const [o] = await tx
        .update(rechargeOrders)
        .set({ status: 'credited', creditedAt: sql`now()` })
        .where(and(eq(rechargeOrders.orderNo, orderNo), eq(rechargeOrders.status, 'paid')))
        .returning();
      if (!o) return false;
      const reference = `order:${o.orderNo}`;
      if (o.kind === 'vip') {
        if (!o.tier) throw new Error(`vip order ${o.orderNo} has no tier`);
        await this.vip.grant(tx, {
          userId: o.userId,
          tier: o.tier,
          days: o.days,
          vipType: o.vipType,
          cardName: o.cardName,
          source: 'recharge',
          reference,
        });
      } else {
        await this.wallet.credit(
          o.userId,
          o.kind,
          o.amount,
          {
            reason: 'recharge',
            reference,
            title: `充值 ${o.title}`,
            idempotencyKey: `recharge:${o.orderNo}`,
          },
          tx,
        );
      }
      return o;
    });
    if (!credited) return false;
    const o = credited;
    if (o.kind === 'vip' && o.tier)
      this.events?.emit('vip.granted', { userId: o.userId, tier: o.tier, days: o.days, source: 'recharge' });
    else if (o.kind === 'gold' || o.kind === 'diamond')
      this.events?.emit('recharge.credited', {
        userId: o.userId,
        orderId: o.orderNo,
        currency: o.kind,
        amount: o.amount,
      });
    return true;
  }

  /**
   * The order job: credits paid orders left uncredited (a crash between the two steps), asks
   * the gateway about unpaid orders past their expiry (a lost notification is recovered) and
   * expires the rest. Safe to run on several nodes at once.
   */
  async runJob(log: Logger, limit = 100): Promise<{ settled: number; recovered: number; expired: number }> {
    let settled = 0;
    let recovered = 0;
    let expired = 0;
    const stuck = await this.db
      .select({ orderNo: rechargeOrders.orderNo })
      .from(rechargeOrders)
      .where(
        and(eq(rechargeOrders.status, 'paid'), lt(rechargeOrders.paidAt, sql`now() - interval '30 seconds'`)),
      )
      .limit(limit);
    for (const s of stuck) if (await this.settle(s.orderNo)) settled++;

    const due = await this.db
      .select()
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.status, 'created'), lt(rechargeOrders.expiresAt, sql`now()`)))
      .orderBy(rechargeOrders.expiresAt)
      .limit(limit);
    for (const o of due) {
      if (this.gateway.queryPayment && o.gateway === this.gateway.name) {
        try {
          const q = await this.gateway.queryPayment(o.orderNo);
          if (q?.paid && q.amountFen === o.amountFen) {
            const outcome = await this.#paid(o, q);
            await this.#record(
              'query_paid',
              o.orderNo,
              { trade_no: q.tradeNo, money_fen: String(q.amountFen) },
              '',
            );
            log.warn(
              { orderNo: o.orderNo, outcome },
              'payment found by query (its notification never arrived)',
            );
            recovered++;
            continue;
          }
        } catch (err) {
          log.warn(
            { err, orderNo: o.orderNo },
            'gateway query failed; expiring anyway (a late notification still credits)',
          );
        }
      }
      const r = await this.db
        .update(rechargeOrders)
        .set({ status: 'expired' })
        .where(and(eq(rechargeOrders.id, o.id), eq(rechargeOrders.status, 'created')))
        .returning({ id: rechargeOrders.id });
      expired += r.length;
    }
    return { settled, recovered, expired };
  }

  /**
   * Operator refund of a credited order: credited → refunded, and the credit taken back in
   * the same transaction (gold/diamonds debited, VIP days revoked). 3001/3002 when the user has
   * already spent the credit (nothing changes). The money itself is returned at the gateway.
   */
  async refund(orderNo: string): Promise<OrderRow> {
    return this.db.transaction(async (tx) => {
      const [o] = await tx
        .update(rechargeOrders)
        .set({ status: 'refunded', refundedAt: sql`now()` })
        .where(and(eq(rechargeOrders.orderNo, orderNo), eq(rechargeOrders.status, 'credited')))
        .returning();
      if (!o) {
        const existing = await this.find(orderNo, tx);
        if (!existing) throw AppError.notFound('no such order');
        throw new AppError(
          ResultCode.CONFLICT,
          `order is ${existing.status}, only a credited order can be refunded`,
        );
      }
      if (o.kind === 'vip') await this.vip.revoke(tx, `order:${o.orderNo}`);
      else
        await this.wallet.debit(
          o.userId,
          o.kind,
          o.amount,
          {
            reason: 'refund',
            reference: `order:${o.orderNo}`,
            title: `退款 ${o.title}`,
            idempotencyKey: `refund:${o.orderNo}`,
          },
          tx,
        );
      return o;
    });
  }

  // ── operator views ────────────────────────────────────────────────────────────────────

  async adminOrders(
    q: PageRequest & { status?: OrderRow['status'] | undefined; userId?: number | undefined },
  ) {
    const where = matching(rechargeOrders, { status: q.status, userId: q.userId });
    return newestPage(this.db, rechargeOrders, where, q, (r) => ({
      ...toOrder(r),
      userId: r.userId,
      gateway: r.gateway,
      tradeNo: r.tradeNo ?? '',
    }));
  }

  async notifications(q: PageRequest & { orderNo?: string | undefined; outcome?: string | undefined }) {
    const where = matching(paymentNotifications, { orderNo: q.orderNo, outcome: q.outcome });
    return newestPage(this.db, paymentNotifications, where, q, (r) => ({
      ...r,
      params: r.params as Record<string, unknown>,
      createdAt: seconds(r.createdAt),
    }));
  }
}
