import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, curated, emptyText, flag, identity, money, partOf, ts, zero } from '../../db/columns.ts';
import { userRef } from '../../db/core.schema.ts';
import { type LedgerCurrency, postingRef } from '../wallet/wallet.schema.ts';

/** A batch of redeem codes sharing rewards, limits and validity. */
export const redeemBatches = pgTable('redeem_batches', {
  id: identity(),
  name: text('name').notNull(),
  rewards: jsonb('rewards').notNull(),
  /** Uses per code (1 = single use); each user may use one code once. */
  maxUses: integer('max_uses').notNull().default(1),
  /** Codes of this batch one user may redeem (0 = no limit). */
  perUserLimit: integer('per_user_limit').notNull().default(1),
  codeCount: integer('code_count').notNull(),
  startsAt: ts('starts_at'),
  expiresAt: ts('expires_at'),
  enabled: flag('enabled', true),
  createdAt: createdAt(),
});

export const redeemCodes = pgTable(
  'redeem_codes',
  {
    id: identity(),
    batchId: partOf('batch_id', () => redeemBatches.id),
    /** Upper case, no separators. */
    code: text('code').notNull(),
    useCount: zero('use_count'),
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
    id: identity(),
    codeId: partOf('code_id', () => redeemCodes.id),
    batchId: partOf('batch_id', () => redeemBatches.id),
    userId: userRef('user_id'),
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
    id: identity(),
    title: text('title').notNull(),
    subtitle: emptyText('subtitle'),
    currency: text('currency').$type<LedgerCurrency>().notNull(),
    price: money('price').notNull(),
    rewards: jsonb('rewards').notNull(),
    perUserLimit: zero('per_user_limit'),
    stock: integer('stock'),
    sold: zero('sold'),
    ...curated(),
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
    id: identity(),
    userId: userRef('user_id'),
    itemId: integer('item_id')
      .notNull()
      .references(() => exchangeItems.id),
    title: text('title').notNull(),
    currency: text('currency').$type<LedgerCurrency>().notNull(),
    price: money('price').notNull(),
    rewards: jsonb('rewards').notNull(),
    /** Set in the same transaction, once the posting exists. */
    postingId: postingRef(),
    createdAt: createdAt(),
  },
  (t) => [index('exchange_records_user_idx').on(t.userId, t.id.desc())],
);

/** Per-user counters with a ceiling (codes of a batch, exchanges of an item), raised atomically. */
export const userCounters = pgTable(
  'user_counters',
  {
    userId: userRef('user_id'),
    scope: text('scope').notNull(),
    count: zero('count'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope] })],
);
