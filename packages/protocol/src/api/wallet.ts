import { z } from 'zod';
import { listRequest } from './list.ts';
import { named } from './schema.ts';
import { userInfo, VIP_TIERS } from './user.ts';

/**
 * Wallet, VIP and payments (issue 4). Amounts are integers: gold in hundredths, diamonds in
 * tenths, money in fen (1/100 yuan). Times are UTC seconds.
 */

export const CURRENCIES = ['gold', 'diamond'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const currency = z.enum(CURRENCIES);

/** What a yuan product grants: VIP days of a tier, gold, or diamonds. */
export const PRODUCT_KINDS = ['vip', 'gold', 'diamond'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Pay channels of the gateways we speak to (the Epay aggregator codes). */
export const PAY_TYPE_CODES = ['alipay', 'wxpay', 'bank'] as const;
export type PayTypeCode = (typeof PAY_TYPE_CODES)[number];

/** Recharge order states: created → paid → credited; created → expired; credited → refunded. */
export const ORDER_STATUSES = ['created', 'paid', 'credited', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const vipTier = z.enum(VIP_TIERS);

/** A reward granted by a redeem code or an exchange item. */
export const reward = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('gold'), amount: z.number().int().positive().describe('hundredths') }),
    z.object({ type: z.literal('diamond'), amount: z.number().int().positive().describe('tenths') }),
    z.object({
      type: z.literal('vip'),
      tier: vipTier,
      days: z.number().int().positive().max(3650),
      cardName: z.string().max(20).optional().describe('shown as the member card, e.g. 体验卡'),
    }),
  ])
  .meta({ id: 'Reward' });
export type Reward = z.infer<typeof reward>;

export const payType = named('PayType', {
  code: z.enum(PAY_TYPE_CODES),
  name: z.string(),
  minFen: z.number().int().describe('smallest order this channel takes, fen'),
  maxFen: z.number().int().describe('largest order this channel takes, fen'),
});
export type PayType = z.infer<typeof payType>;

export const product = named('Product', {
  id: z.number().int(),
  kind: z.enum(PRODUCT_KINDS),
  title: z.string(),
  subtitle: z.string(),
  badge: z.string().describe('corner label such as 限时特惠, "" when none'),
  priceFen: z.number().int().describe('price in fen'),
  originalFen: z.number().int().describe('struck-through price in fen, 0 when none'),
  tier: vipTier.nullable().describe('VIP tier of a vip product, else null'),
  days: z.number().int().describe('VIP days of a vip product, else 0'),
  cardName: z.string().describe('member card name of a vip product (月卡, 年卡…), else ""'),
  amount: z.number().int().describe('gold (hundredths) or diamonds (tenths) granted, 0 for vip'),
  bonus: z.number().int().describe('extra gold or diamonds granted on top of amount'),
  benefits: z.array(z.string()),
});
export type Product = z.infer<typeof product>;

export const payTypeInfoRequest = named('PayTypeInfoRequest', {});
export const payTypeInfo = named('PayTypeInfo', { payTypes: z.array(payType) });
export type PayTypeInfo = z.infer<typeof payTypeInfo>;

export const productListRequest = named('ProductListRequest', { kind: z.enum(PRODUCT_KINDS) });
export const productList = named('ProductList', { list: z.array(product), payTypes: z.array(payType) });
export type ProductList = z.infer<typeof productList>;

export const rechargeSubmitRequest = named('RechargeSubmitRequest', {
  productId: z.number().int().positive(),
  payType: z.enum(PAY_TYPE_CODES),
});
export type RechargeSubmitRequest = z.infer<typeof rechargeSubmitRequest>;

export const rechargeOrder = named('RechargeOrder', {
  orderNo: z.string(),
  productId: z.number().int(),
  kind: z.enum(PRODUCT_KINDS),
  title: z.string(),
  amountFen: z.number().int(),
  payType: z.enum(PAY_TYPE_CODES),
  status: z.enum(ORDER_STATUSES),
  tier: vipTier.nullable(),
  days: z.number().int(),
  amount: z.number().int().describe('gold or diamonds credited (amount + bonus), 0 for vip'),
  createdAt: z.number().int(),
  expiresAt: z.number().int().describe('an unpaid order expires at this time'),
  paidAt: z.number().int().describe('0 until paid'),
  creditedAt: z.number().int().describe('0 until credited'),
});
export type RechargeOrder = z.infer<typeof rechargeOrder>;

export const rechargeSubmitResult = named('RechargeSubmitResult', {
  order: rechargeOrder,
  payUrl: z.string().describe("the gateway's pay page; open it in the browser"),
});
export type RechargeSubmitResult = z.infer<typeof rechargeSubmitResult>;

export const rechargeStatusRequest = named('RechargeStatusRequest', { orderNo: z.string().min(1).max(64) });

export const rechargeHistoryRequest = listRequest.meta({ id: 'RechargeHistoryRequest' });

export const redeemCodeUseRequest = named('RedeemCodeUseRequest', { code: z.string().trim().min(4).max(64) });
export const redeemCodeUseResult = named('RedeemCodeUseResult', {
  code: z.string(),
  batchName: z.string(),
  rewards: z.array(reward),
  userInfo,
});
export type RedeemCodeUseResult = z.infer<typeof redeemCodeUseResult>;

export const redeemCodeRecord = named('RedeemCodeRecord', {
  id: z.number().int(),
  code: z.string(),
  batchName: z.string(),
  rewards: z.array(reward),
  usedAt: z.number().int(),
});
export type RedeemCodeRecord = z.infer<typeof redeemCodeRecord>;

export const exchangeItem = named('ExchangeItem', {
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  currency,
  price: z.number().int().describe('gold hundredths or diamond tenths'),
  rewards: z.array(reward),
  perUserLimit: z.number().int().describe('0 = unlimited'),
  remaining: z.number().int().nullable().describe('exchanges this user has left, null = unlimited'),
  stock: z.number().int().nullable().describe('left in stock, null = unlimited'),
});
export type ExchangeItem = z.infer<typeof exchangeItem>;

export const redeemExchangeRequest = named('RedeemExchangeRequest', {
  id: z.number().int().positive(),
  requestId: z
    .string()
    .regex(/^[0-9A-Za-z-]{8,64}$/)
    .optional()
    .describe('client-made id: a retried request with the same id is charged once'),
});
export const redeemExchangeResult = named('RedeemExchangeResult', {
  item: exchangeItem,
  charged: z.number().int(),
  currency,
  rewards: z.array(reward),
  userInfo,
});
export type RedeemExchangeResult = z.infer<typeof redeemExchangeResult>;

export const exchangeRecord = named('ExchangeRecord', {
  id: z.number().int(),
  itemId: z.number().int(),
  title: z.string(),
  currency,
  price: z.number().int(),
  rewards: z.array(reward),
  createdAt: z.number().int(),
});
export type ExchangeRecord = z.infer<typeof exchangeRecord>;

export const VIP_SOURCES = ['recharge', 'redeem', 'exchange', 'grant'] as const;
export const memberCard = named('MemberCard', {
  id: z.number().int(),
  tier: vipTier,
  cardName: z.string(),
  days: z.number().int(),
  source: z.enum(VIP_SOURCES),
  startsAt: z.number().int().describe('when these days begin (after earlier days of the tier)'),
  expiresAt: z.number().int(),
  active: z.boolean().describe('the tier is active now and these days are not used up'),
  createdAt: z.number().int(),
});
export type MemberCard = z.infer<typeof memberCard>;

export const purchaseListRequest = listRequest
  .extend({ kind: z.string().max(40).optional() })
  .meta({ id: 'PurchaseListRequest' });
export const purchaseRecord = named('PurchaseRecord', {
  id: z.number().int(),
  kind: z.string(),
  itemId: z.string(),
  title: z.string(),
  cover: z.string(),
  currency,
  charged: z.number().int(),
  createdAt: z.number().int(),
});
export type PurchaseRecord = z.infer<typeof purchaseRecord>;

export const LEDGER_REASONS = [
  'recharge',
  'purchase',
  'exchange',
  'redeem',
  'refund',
  'grant',
  'welfare',
  'invite',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export const walletLogRequest = listRequest
  .extend({ currency: currency.optional() })
  .meta({ id: 'WalletLogRequest' });
export const walletLogEntry = named('WalletLogEntry', {
  id: z.number().int(),
  currency,
  amount: z.number().int().describe('signed: + credited, - spent'),
  reason: z.enum(LEDGER_REASONS),
  title: z.string(),
  createdAt: z.number().int(),
});
export type WalletLogEntry = z.infer<typeof walletLogEntry>;
