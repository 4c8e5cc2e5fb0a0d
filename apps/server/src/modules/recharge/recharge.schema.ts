import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  bigIdentity,
  createdAt,
  curated,
  emptyText,
  identity,
  money,
  ts,
  updatedAt,
  zero,
} from '../../db/columns.ts';
import { userRef, vipTier } from '../../db/core.schema.ts';

/** What money buys: VIP plans, gold packs and diamond packs, priced in fen. */
export const products = pgTable(
  'products',
  {
    id: identity(),
    kind: text('kind').$type<'vip' | 'gold' | 'diamond'>().notNull(),
    title: text('title').notNull(),
    subtitle: emptyText('subtitle'),
    badge: emptyText('badge'),
    priceFen: integer('price_fen').notNull(),
    originalFen: zero('original_fen'),
    tier: vipTier('tier'),
    days: zero('days'),
    vipType: integer('vip_type').notNull().default(1),
    cardName: emptyText('card_name'),
    amount: money('amount').notNull().default(0),
    bonus: money('bonus').notNull().default(0),
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    ...curated(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_kind_idx').on(t.kind, t.enabled, t.sort),
    check('products_kind_check', sql`${t.kind} in ('vip', 'gold', 'diamond')`),
    check('products_price_check', sql`${t.priceFen} > 0`),
    check(
      'products_grant_check',
      sql`(${t.kind} = 'vip' and ${t.tier} is not null and ${t.days} > 0) or (${t.kind} <> 'vip' and ${t.amount} > 0)`,
    ),
  ],
);

export const ORDER_STATUS_VALUES = ['created', 'paid', 'credited', 'expired', 'refunded'] as const;
export type OrderStatusValue = (typeof ORDER_STATUS_VALUES)[number];

/** A recharge: what was bought (a snapshot of the product), its money and its state. */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: bigIdentity(),
    orderNo: text('order_no').notNull(),
    userId: userRef('user_id'),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    kind: text('kind').$type<'vip' | 'gold' | 'diamond'>().notNull(),
    title: text('title').notNull(),
    amountFen: integer('amount_fen').notNull(),
    payType: text('pay_type').notNull(),
    gateway: text('gateway').notNull(),
    status: text('status').$type<OrderStatusValue>().notNull().default('created'),
    tier: vipTier('tier'),
    days: zero('days'),
    vipType: integer('vip_type').notNull().default(1),
    cardName: emptyText('card_name'),
    /** Gold or diamonds to credit (product amount + bonus); 0 for VIP. */
    amount: money('amount').notNull().default(0),
    payUrl: emptyText('pay_url'),
    /** The gateway's own id for the payment, from its notification. */
    tradeNo: text('trade_no'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    paidAt: ts('paid_at'),
    creditedAt: ts('credited_at'),
    refundedAt: ts('refunded_at'),
  },
  (t) => [
    uniqueIndex('recharge_orders_no_uq').on(t.orderNo),
    index('recharge_orders_user_idx').on(t.userId, t.id.desc()),
    index('recharge_orders_open_idx')
      .on(t.status, t.expiresAt)
      .where(sql`${t.status} in ('created', 'paid')`),
    check(
      'recharge_orders_status_check',
      sql`${t.status} in ('created', 'paid', 'credited', 'expired', 'refunded')`,
    ),
  ],
);

/** Every notification a gateway sent, with what we made of it (operators read refusals here). */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigIdentity(),
    gateway: text('gateway').notNull(),
    orderNo: emptyText('order_no'),
    outcome: text('outcome').notNull(),
    detail: emptyText('detail'),
    params: jsonb('params').notNull(),
    ip: emptyText('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_notifications_order_idx').on(t.orderNo, t.id)],
);
