import type { VipTier } from '@lld/protocol/api/user';
import type { Currency } from '@lld/protocol/api/wallet';
import { ResultCode } from '@lld/protocol/result-codes';
import { isVipActive, memberUntil, type VipHolder } from '@lld/protocol/vip';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { BuyResult, PurchaseService } from './purchase.service.ts';
import { MEMBER_TIERS, type VipService } from './vip.service.ts';

/**
 * The one place that decides who may open what, and at which price. Every paid module asks
 * here (access.check / checkMany) and charges through purchases.buy, which prices with the same
 * `priceFor`, so a VIP discount shown is the discount charged.
 */

/** Kinds of things bought; modules add theirs (the column is free text). */
export type ItemKind =
  | 'video'
  | 'video_collection'
  | 'comic_chapter'
  | 'novel_chapter'
  | 'audio_track'
  | 'post'
  | 'picture_set'
  | 'reserved'
  | 'ai_job'
  | 'ai_pack'
  | (string & {});

export interface PriceRule {
  /** Integer in the currency's smallest unit (gold hundredths, diamond tenths). */
  price: number;
  currency: Currency;
  /** Members (normal, supreme or dark VIP) open it free. */
  vipFree?: boolean;
  /** Members pay this much less, in percent (0..100), rounded in the seller's favour. */
  vipDiscountPct?: number;
}

export type Access = 'free' | 'vip' | 'paid';
export type AccessReason = 'free' | 'vip' | 'purchased' | 'needs_vip' | 'needs_purchase';

export interface AccessDecision {
  allowed: boolean;
  reason: AccessReason;
  /** What this user would pay to buy it now (0 when allowed or not for sale). */
  priceFor: number;
}

export interface AccessRequest {
  kind: ItemKind;
  itemId: string | number;
  access: Access;
  /** For `paid` items, and for `vip` items that may also be bought. */
  rule?: PriceRule;
  /** Tiers that count as VIP for this item (default: the member tiers normal, supreme, dark). */
  vipTiers?: readonly VipTier[];
}

/** A user as access sees one: a UserInfo (or anything with id and the VIP fields), an id, or nobody. */
export type AccessUser = (VipHolder & { id: number }) | number | null | undefined;

/** True when any of `tiers` is active for the holder. */
export function hasTier(
  holder: VipHolder | null | undefined,
  tiers: readonly VipTier[],
  now?: number,
): boolean {
  if (!holder) return false;
  const nowSec = now ?? Math.floor(Date.now() / 1000);
  return tiers.some((t) => isVipActive(holder[`${t}Vip`], nowSec));
}

/** The price this holder pays under `rule` (VIP free / discount applied). */
export function priceFor(holder: VipHolder | null | undefined, rule: PriceRule, now?: number): number {
  if (!Number.isSafeInteger(rule.price) || rule.price < 0) throw new Error(`bad price ${rule.price}`);
  const member = hasTier(holder, MEMBER_TIERS, now);
  if (!member) return rule.price;
  if (rule.vipFree) return 0;
  const pct = Math.min(100, Math.max(0, Math.floor(rule.vipDiscountPct ?? 0)));
  // price × (100 − pct) / 100, rounded up: integers only.
  return Math.ceil((rule.price * (100 - pct)) / 100);
}

export class AccessService {
  constructor(
    private readonly vip: VipService,
    private readonly purchases: PurchaseService,
  ) {}

  /** The user with their VIP tiers (read once by a call that asks several things of them); null for nobody. */
  async holder(user: AccessUser, db?: Executor): Promise<(VipHolder & { id: number }) | null> {
    if (user === null || user === undefined) return null;
    if (typeof user === 'number') return { id: user, ...(await this.vip.holder(user, db)) };
    return user;
  }

  /** True when the user holds a member tier (normal, supreme or dark VIP) now. */
  async isMember(user: AccessUser): Promise<boolean> {
    return hasTier(await this.holder(user), MEMBER_TIERS);
  }

  /**
   * When the user's membership (normal, supreme or dark VIP) ends, UTC seconds: the latest expiry
   * of the active member tiers; 0 when none is active.
   */
  async memberUntil(user: AccessUser, now = Math.floor(Date.now() / 1000)): Promise<number> {
    return memberUntil(await this.holder(user), now);
  }

  /** Decides one item for one user. */
  async check(user: AccessUser, request: AccessRequest): Promise<AccessDecision> {
    const holder = await this.holder(user);
    const entitled =
      holder && request.access !== 'free'
        ? await this.purchases.isEntitled(holder.id, request.kind, request.itemId)
        : false;
    return decide(holder, request, entitled);
  }

  /**
   * The one "buy this item" flow every paid kind calls (comic and novel chapters, audio tracks,
   * picture sets, listings): a free item is 4009 (nothing to buy); an item the user may already
   * open without buying (VIP) is 4009 too, instead of a charge; otherwise the purchase service
   * buys it once (a second call charges nothing) or refuses with 3001/3002.
   */
  async buyItem(
    userId: number,
    item: {
      request: AccessRequest & { rule: PriceRule };
      title: string;
      cover: string;
      /** What the user is told when there is nothing to buy: free, or already open. */
      tips: { free: string; open: string };
    },
  ): Promise<BuyResult> {
    const { request, tips } = item;
    if (request.access === 'free' || request.rule.price <= 0)
      throw new AppError(ResultCode.CONFLICT, 'free: nothing to buy', tips.free);
    const decision = await this.check(userId, request);
    if (decision.allowed && decision.reason !== 'purchased')
      throw new AppError(ResultCode.CONFLICT, 'already open without buying', tips.open);
    return this.purchases.buy(userId, {
      kind: request.kind,
      itemId: request.itemId,
      rule: request.rule,
      title: item.title,
      cover: item.cover,
    });
  }

  /** Decides a list of items of one kind with one entitlement query (list screens). */
  async checkMany(
    user: AccessUser,
    requests: readonly AccessRequest[],
  ): Promise<Map<string, AccessDecision>> {
    const holder = await this.holder(user);
    const byKind = new Map<string, string[]>();
    for (const r of requests) {
      if (r.access === 'free') continue;
      const ids = byKind.get(r.kind) ?? [];
      ids.push(String(r.itemId));
      byKind.set(r.kind, ids);
    }
    const owned = new Map<string, Set<string>>();
    if (holder)
      for (const [kind, ids] of byKind)
        owned.set(kind, await this.purchases.entitledIds(holder.id, kind, ids));
    const out = new Map<string, AccessDecision>();
    for (const r of requests)
      out.set(`${r.kind}:${r.itemId}`, decide(holder, r, owned.get(r.kind)?.has(String(r.itemId)) ?? false));
    return out;
  }
}

/** The rule table, pure: free → allowed; VIP item → tier or purchase; paid → VIP free, purchase, or price. */
export function decide(
  holder: VipHolder | null,
  r: AccessRequest,
  entitled: boolean,
  now?: number,
): AccessDecision {
  if (r.access === 'free') return { allowed: true, reason: 'free', priceFor: 0 };
  if (r.access === 'vip') {
    if (hasTier(holder, r.vipTiers ?? MEMBER_TIERS, now))
      return { allowed: true, reason: 'vip', priceFor: 0 };
    if (entitled) return { allowed: true, reason: 'purchased', priceFor: 0 };
    return { allowed: false, reason: 'needs_vip', priceFor: r.rule ? priceFor(holder, r.rule, now) : 0 };
  }
  if (!r.rule) throw new Error(`paid item ${r.kind}:${r.itemId} has no price rule`);
  if (entitled) return { allowed: true, reason: 'purchased', priceFor: 0 };
  const price = priceFor(holder, r.rule, now);
  if (price === 0) return { allowed: true, reason: r.rule.price === 0 ? 'free' : 'vip', priceFor: 0 };
  return { allowed: false, reason: 'needs_purchase', priceFor: price };
}
