import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigIdentity, createdAt, emptyText, identity, money, ts } from '../../db/columns.ts';
import { userRef, users, vipTier } from '../../db/core.schema.ts';

/**
 * Wallet, VIP and payments (issue 4). Money in the ledger is integers in the smallest unit
 * (gold hundredths, diamond tenths); yuan in fen. `users.gold` / `users.diamond` are the cached
 * balances of each user's two ledger accounts, changed only together with a posting.
 */

export type LedgerCurrency = 'gold' | 'diamond';
/** System accounts: the other side of every user line. They may go below zero (topup does). */
export const SYSTEM_ACCOUNTS = ['topup', 'sales', 'exchange', 'redeem', 'operator', 'welfare'] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/** One balanced movement: ≥ 2 lines whose amounts sum to zero per currency. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigIdentity(),
    /** The user the posting is about (null for system-only movements). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** What it is for, e.g. `order:R2026…`, `video:42`, `exchange-item:3`. */
    reference: emptyText('reference'),
    /** Shown in the user's wallet log. */
    title: emptyText('title'),
    /** A second posting with the same key is refused (and reported as a duplicate). */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_postings_idem_uq').on(t.idempotencyKey),
    check(
      'ledger_postings_reason_check',
      sql`${t.reason} in ('recharge', 'purchase', 'exchange', 'redeem', 'refund', 'grant', 'welfare', 'invite')`,
    ),
  ],
);

/** The posting that paid for a row (an entitlement, an exchange), set in the same transaction. */
export const postingRef = () => bigint('posting_id', { mode: 'number' }).references(() => ledgerPostings.id);

export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigIdentity(),
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
    id: bigIdentity(),
    userId: userRef('user_id'),
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    currency: text('currency').$type<LedgerCurrency>().notNull(),
    charged: money('charged').notNull(),
    postingId: postingRef(),
    title: emptyText('title'),
    cover: emptyText('cover'),
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
    id: identity(),
    userId: userRef('user_id'),
    tier: vipTier('tier').notNull(),
    vipType: integer('vip_type').notNull(),
    days: integer('days').notNull(),
    cardName: emptyText('card_name'),
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
