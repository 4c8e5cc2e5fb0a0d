import { z } from 'zod';
import { named } from './schema.ts';
import { VIP_TIERS } from './user.ts';
import { currency, ORDER_STATUSES, PRODUCT_KINDS, product, rechargeOrder, reward } from './wallet.ts';

/** Operator API of the wallet (issue 4): products, redeem batches, exchange items, orders, books. */

const vipTier = z.enum(VIP_TIERS);
const epochSeconds = z.number().int().min(0).describe('UTC seconds, 0 = unset');

const productFields = {
  kind: z.enum(PRODUCT_KINDS),
  title: z.string().min(1).max(60),
  subtitle: z.string().max(120).default(''),
  badge: z.string().max(12).default(''),
  priceFen: z.number().int().min(1).max(10_000_000),
  originalFen: z.number().int().min(0).max(10_000_000).default(0),
  tier: vipTier.nullable().default(null),
  days: z.number().int().min(0).max(3650).default(0),
  vipType: z.number().int().min(1).max(99).default(1),
  cardName: z.string().max(20).default(''),
  amount: z.number().int().min(0).max(1_000_000_000).default(0),
  bonus: z.number().int().min(0).max(1_000_000_000).default(0),
  benefits: z.array(z.string().min(1).max(60)).max(20).default([]),
  sort: z.number().int().default(0),
  enabled: z.boolean().default(true),
};

/** The fields without their defaults, all optional: a patch changes only what it names. */
function patchOf<T extends Record<string, z.ZodType>>(fields: T) {
  return z
    .object(
      Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [k, v instanceof z.ZodDefault ? v.removeDefault() : v]),
      ) as { [K in keyof T]: T[K] extends z.ZodDefault<infer I> ? I : T[K] },
    )
    .partial();
}

const grantsSomething = (p: { kind?: string; tier?: string | null; days?: number; amount?: number }) =>
  p.kind === 'vip' ? !!p.tier && (p.days ?? 0) > 0 : (p.amount ?? 0) > 0;

export const adminProductInput = z
  .object(productFields)
  .refine(grantsSomething, { message: 'a vip product needs tier and days; gold and diamond need amount' })
  .meta({ id: 'NewProduct' });
export const adminProductPatch = patchOf(productFields).meta({ id: 'AdminProductPatch' });
export const adminProduct = product
  .extend({ vipType: z.number().int(), sort: z.number().int(), enabled: z.boolean() })
  .meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof adminProduct>;

export const idParams = z.object({ id: z.coerce.number().int().positive() });

export const redeemBatchInput = named('NewRedeemBatch', {
  name: z.string().min(1).max(60),
  rewards: z.array(reward).min(1).max(10),
  count: z.number().int().min(1).max(10_000),
  maxUses: z.number().int().min(1).max(1_000_000).default(1).describe('uses per code (1 = single use)'),
  perUserLimit: z
    .number()
    .int()
    .min(0)
    .max(1000)
    .default(1)
    .describe('codes of this batch per user, 0 = no limit'),
  startsAt: epochSeconds.default(0),
  expiresAt: epochSeconds.default(0),
});

export const redeemBatch = named('RedeemBatch', {
  id: z.number().int(),
  name: z.string(),
  rewards: z.array(reward),
  maxUses: z.number().int(),
  perUserLimit: z.number().int(),
  codeCount: z.number().int(),
  used: z.number().int().describe('uses so far over all codes'),
  startsAt: z.number().int(),
  expiresAt: z.number().int(),
  enabled: z.boolean(),
  createdAt: z.number().int(),
});
export const redeemBatchCreated = named('RedeemBatchCreated', {
  batch: redeemBatch,
  codes: z.array(z.string()).describe('formatted XXXX-XXXX-XXXX'),
});
export const redeemBatchPatch = named('RedeemBatchPatch', { enabled: z.boolean() });
export const redeemBatchCodes = z.object({
  codes: z.array(z.object({ code: z.string(), useCount: z.number().int(), maxUses: z.number().int() })),
});

const exchangeFields = {
  title: z.string().min(1).max(60),
  subtitle: z.string().max(120).default(''),
  currency,
  price: z.number().int().min(1).max(1_000_000_000),
  rewards: z.array(reward).min(1).max(10),
  perUserLimit: z.number().int().min(0).max(100_000).default(0),
  stock: z.number().int().min(0).nullable().default(null),
  sort: z.number().int().default(0),
  enabled: z.boolean().default(true),
};
export const exchangeItemInput = named('NewExchangeItem', exchangeFields);
export const exchangeItemPatch = patchOf(exchangeFields).meta({ id: 'ExchangeItemPatch' });
export const adminExchangeItem = named('AdminExchangeItem', {
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  currency,
  price: z.number().int(),
  rewards: z.array(reward),
  perUserLimit: z.number().int(),
  stock: z.number().int().nullable(),
  sold: z.number().int(),
  sort: z.number().int(),
  enabled: z.boolean(),
});

export const adminOrdersQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  userId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminOrder = rechargeOrder
  .extend({ userId: z.number().int(), gateway: z.string(), tradeNo: z.string() })
  .meta({ id: 'AdminOrder' });
export const orderParams = z.object({ orderNo: z.string().min(1).max(64) });

export const notificationsQuery = z.object({
  orderNo: z.string().max(64).optional(),
  outcome: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const paymentNotification = named('PaymentNotification', {
  id: z.number().int(),
  gateway: z.string(),
  orderNo: z.string(),
  outcome: z.string(),
  detail: z.string(),
  params: z.record(z.string(), z.unknown()),
  ip: z.string(),
  createdAt: z.number().int(),
});

const balances = z.object({ gold: z.number().int(), diamond: z.number().int() });
export const ledgerAudit = named('LedgerAudit', {
  ok: z.boolean(),
  postings: z.number().int(),
  lines: z.number().int(),
  unbalancedPostings: z.number().int(),
  mismatches: z.array(z.object({ userId: z.number().int(), balances, ledger: balances })),
  systemBalances: z.record(z.string(), balances),
});

export const walletGrantInput = named('WalletGrantRequest', {
  userId: z.number().int().positive(),
  currency,
  amount: z
    .number()
    .int()
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((n) => n !== 0, 'must not be 0')
    .describe('signed: + credit, - debit'),
  memo: z.string().max(100).default(''),
  requestId: z.string().min(8).max(64).optional().describe('the same id again changes nothing'),
});
export const walletGrantResult = z.object({ balance: z.number().int(), duplicate: z.boolean() });

export const vipGrantInput = named('VipGrantRequest', {
  userId: z.number().int().positive(),
  tier: vipTier,
  days: z.number().int().min(1).max(3650),
  cardName: z.string().max(20).optional(),
});
export const vipGrantResult = z.object({ startsAt: z.number().int(), expiresAt: z.number().int() });

/** Ends a user's VIP of one tier now (its running grants are marked revoked); the reason is audited. */
export const vipRevokeInput = named('VipRevokeRequest', {
  userId: z.number().int().positive(),
  tier: vipTier,
  reason: z.string().trim().min(1).max(200),
});
/** The tier's expiry before and after (UTC seconds) and how many grants were cut short. */
export const vipRevokeResult = z.object({
  tier: vipTier,
  before: z.number().int(),
  after: z.number().int(),
  grants: z.number().int(),
});
