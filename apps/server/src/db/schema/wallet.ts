import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users, vipTier } from './core.ts';

/**
 * Wallet, VIP and payments (issue 4). Money in the ledger is integers in the smallest unit
 * (gold hundredths, diamond tenths); yuan in fen. `users.gold` / `users.diamond` are the cached
 * balances of each user's two ledger accounts, changed only together with a posting.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' });

export type LedgerCurrency = 'gold' | 'diamond';
/** System accounts: the other side of every user line. They may go below zero (topup does). */
export const SYSTEM_ACCOUNTS = ['topup', 'sales', 'exchange', 'redeem', 'operator'] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/** One balanced movement: ≥ 2 lines whose amounts sum to zero per currency. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The user the posting is about (null for system-only movements). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** What it is for, e.g. `order:R2026…`, `video:42`, `exchange-item:3`. */
    reference: text('reference').notNull().default(''),
    /** Shown in the user's wallet log. */
    title: text('title').notNull().default(''),
    /** A second posting with the same key is refused (and reported as a duplicate). */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_postings_idem_uq').on(t.idempotencyKey),
    check(
      'ledger_postings_reason_check',
      sql`${t.reason} in ('recharge', 'purchase', 'exchange', 'redeem', 'refund', 'grant')`,
    ),
  ],
);

export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postingId: bigint('posting_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerPostings.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    systemAccount: text('system_account').$type<SystemAccount>(),
    currency: text('currency').$type<LedgerCurrency>().notNull(),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_lines_posting_idx').on(t.postingId),
    index('ledger_lines_user_idx').on(t.userId, t.id.desc()).where(sql`${t.userId} is not null`),
    check('ledger_lines_one_account', sql`(${t.userId} is null) <> (${t.systemAccount} is null)`),
    check('ledger_lines_currency_check', sql`${t.currency} in ('gold', 'diamond')`),
    check('ledger_lines_nonzero', sql`${t.amount} <> 0`),
  ],
);

/** "User U owns item I of kind K": recorded once, whatever the number of buy calls. */
export const entitlements = pgTable(
  'entitlements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    currency: text('currency').$type<LedgerCurrency>().notNull(),
    charged: money('charged').notNull(),
    postingId: bigint('posting_id', { mode: 'number' }).references(() => ledgerPostings.id),
    title: text('title').notNull().default(''),
    cover: text('cover').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('entitlements_user_item_uq').on(t.userId, t.kind, t.itemId),
    index('entitlements_user_idx').on(t.userId, t.id.desc()),
  ],
);

/** Every grant of VIP days (a member card in card/list): the tier's expiry moved by `days`. */
export const vipGrants = pgTable(
  'vip_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: vipTier('tier').notNull(),
    vipType: integer('vip_type').notNull(),
    days: integer('days').notNull(),
    cardName: text('card_name').notNull().default(''),
    source: text('source').$type<'recharge' | 'redeem' | 'exchange' | 'grant'>().notNull(),
    /** Unique: one order, code use or exchange never grants twice (`order:R…`, `redeem:12`). */
    reference: text('reference').notNull(),
    startsAt: ts('starts_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** Set when a refund took these days back. */
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('vip_grants_user_idx').on(t.userId, t.id.desc()),
    uniqueIndex('vip_grants_reference_uq').on(t.reference),
  ],
);

/** What money buys: VIP plans, gold packs and diamond packs, priced in fen. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<'vip' | 'gold' | 'diamond'>().notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    badge: text('badge').notNull().default(''),
    priceFen: integer('price_fen').notNull(),
    originalFen: integer('original_fen').notNull().default(0),
    tier: vipTier('tier'),
    days: integer('days').notNull().default(0),
    vipType: integer('vip_type').notNull().default(1),
    cardName: text('card_name').notNull().default(''),
    amount: money('amount').notNull().default(0),
    bonus: money('bonus').notNull().default(0),
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
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
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    days: integer('days').notNull().default(0),
    vipType: integer('vip_type').notNull().default(1),
    cardName: text('card_name').notNull().default(''),
    /** Gold or diamonds to credit (product amount + bonus); 0 for VIP. */
    amount: money('amount').notNull().default(0),
    payUrl: text('pay_url').notNull().default(''),
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
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gateway: text('gateway').notNull(),
    orderNo: text('order_no').notNull().default(''),
    outcome: text('outcome').notNull(),
    detail: text('detail').notNull().default(''),
    params: jsonb('params').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('payment_notifications_order_idx').on(t.orderNo, t.id)],
);

/** A batch of redeem codes sharing rewards, limits and validity. */
export const redeemBatches = pgTable('redeem_batches', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  rewards: jsonb('rewards').notNull(),
  /** Uses per code (1 = single use); each user may use one code once. */
  maxUses: integer('max_uses').notNull().default(1),
  /** Codes of this batch one user may redeem (0 = no limit). */
  perUserLimit: integer('per_user_limit').notNull().default(1),
  codeCount: integer('code_count').notNull(),
  startsAt: ts('starts_at'),
  expiresAt: ts('expires_at'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

export const redeemCodes = pgTable(
  'redeem_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => redeemBatches.id, { onDelete: 'cascade' }),
    /** Upper case, no separators. */
    code: text('code').notNull(),
    useCount: integer('use_count').notNull().default(0),
    maxUses: integer('max_uses').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('redeem_codes_code_uq').on(t.code),
    index('redeem_codes_batch_idx').on(t.batchId, t.id),
    check('redeem_codes_uses_check', sql`${t.useCount} <= ${t.maxUses}`),
  ],
);

export const redeemUses = pgTable(
  'redeem_uses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    codeId: integer('code_id')
      .notNull()
      .references(() => redeemCodes.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => redeemBatches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('redeem_uses_code_user_uq').on(t.codeId, t.userId),
    index('redeem_uses_user_idx').on(t.userId, t.id.desc()),
  ],
);

/** Things gold or diamonds buy (VIP days, diamonds…): the exchange catalogue. */
export const exchangeItems = pgTable(
  'exchange_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    currency: text('currency').$type<LedgerCurrency>().notNull(),
    price: money('price').notNull(),
    rewards: jsonb('rewards').notNull(),
    perUserLimit: integer('per_user_limit').notNull().default(0),
    stock: integer('stock'),
    sold: integer('sold').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('exchange_items_list_idx').on(t.enabled, t.sort),
    check('exchange_items_price_check', sql`${t.price} > 0`),
    check('exchange_items_stock_check', sql`${t.stock} is null or ${t.sold} <= ${t.stock}`),
  ],
);

export const exchangeRecords = pgTable(
  'exchange_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => exchangeItems.id),
    title: text('title').notNull(),
    currency: text('currency').$type<LedgerCurrency>().notNull(),
    price: money('price').notNull(),
    rewards: jsonb('rewards').notNull(),
    /** Set in the same transaction, once the posting exists. */
    postingId: bigint('posting_id', { mode: 'number' }).references(() => ledgerPostings.id),
    createdAt: createdAt(),
  },
  (t) => [index('exchange_records_user_idx').on(t.userId, t.id.desc())],
);

/** Per-user counters with a ceiling (codes of a batch, exchanges of an item), raised atomically. */
export const userCounters = pgTable(
  'user_counters',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope] })],
);
