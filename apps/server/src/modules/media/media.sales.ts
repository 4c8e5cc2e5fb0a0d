import type { Entitlement, MediaAccess, PayResult } from '@lld/protocol/api/media';
import { ResultCode } from '@lld/protocol/result-codes';
import { AppError } from '../../http/app-error.ts';
import type { AccessRequest, AccessService, AccessUser, PriceRule } from '../wallet/access.service.ts';
import type { PurchaseService } from '../wallet/purchase.service.ts';
import type { CollectionRow } from './media.cards.ts';
import type { MediaRepository } from './media.repository.ts';
import type { Caller } from './media.service.ts';

/** Gold price rule of a paid video or collection: members pay 20% less (the wallet applies it). */
export const VIP_DISCOUNT_PCT = 20;
export function priceRule(price: number): PriceRule {
  return { price, currency: 'gold', vipDiscountPct: VIP_DISCOUNT_PCT };
}

type SoldKind = 'video' | 'video_collection';
type Sold = { id: number; access: MediaAccess; price: number };

/** The wallet's request for a video or a collection: only paid ones are for sale. */
const accessRequest = (kind: SoldKind, item: Sold): AccessRequest => ({
  kind,
  itemId: item.id,
  access: item.access,
  ...(item.access === 'paid' ? { rule: priceRule(item.price) } : {}),
});

/** What the buyer of a video or a collection is told when it is not for sale. */
const NOT_FOR_SALE = {
  video: { noun: 'video', free: '免费视频，无需购买' },
  video_collection: { noun: 'collection', free: '免费合集，无需购买' },
} as const;

/** Who may watch a video or a collection, and buying the paid ones with gold (the wallet's rules). */
export class MediaSales {
  constructor(
    private readonly repo: MediaRepository,
    private readonly access: AccessService,
    private readonly purchases: PurchaseService,
  ) {}

  /**
   * Access of `user` (an id, or a holder already read with their VIP tiers) to a video, decided by
   * the wallet's rules; a bought collection opens its videos.
   */
  async entitlement(
    user: AccessUser,
    v: { id: number; access: MediaAccess; price: number; collectionId: number | null },
  ): Promise<Entitlement> {
    const d = await this.access.check(user, accessRequest('video', v));
    const userId = typeof user === 'number' ? user : user?.id;
    if (!d.allowed && userId && v.collectionId !== null) {
      if (await this.purchases.isEntitled(userId, 'video_collection', v.collectionId))
        return { allowed: true, reason: 'purchased', price: 0 };
    }
    return { allowed: d.allowed, reason: d.reason, price: d.priceFor };
  }

  async collectionEntitlement(user: Caller | null, c: CollectionRow): Promise<Entitlement> {
    const d = await this.access.check(user?.id ?? null, accessRequest('video_collection', c));
    return { allowed: d.allowed, reason: d.reason, price: d.priceFor };
  }

  /** media/pay: buys a paid video with gold (once; a second call charges nothing). */
  async payVideo(user: Caller, id: number): Promise<PayResult> {
    const row = await this.repo.video(id);
    if (!row) throw AppError.notFound('no such video');
    return this.#buy(user, 'video', row.video);
  }

  /** media/collect/pay: buys a paid collection, which opens all its videos. */
  async payCollection(user: Caller, id: number): Promise<PayResult> {
    const c = await this.repo.collection(id);
    if (!c) throw AppError.notFound('no such collection');
    return this.#buy(user, 'video_collection', c);
  }

  /** Buys a paid video or collection with gold, once: a second call charges nothing. */
  async #buy(
    user: Caller,
    kind: SoldKind,
    item: Sold & { title: string; cover: string },
  ): Promise<PayResult> {
    const { noun, free } = NOT_FOR_SALE[kind];
    if (item.access === 'free') throw new AppError(ResultCode.CONFLICT, `free ${noun}: nothing to buy`, free);
    if (item.access === 'vip')
      throw new AppError(ResultCode.NEEDS_ENTITLEMENT, `VIP ${noun}: not for sale`, '开通会员即可观看');
    const r = await this.purchases.buy(user.id, {
      kind,
      itemId: item.id,
      rule: priceRule(item.price),
      title: item.title,
      cover: item.cover,
    });
    return { id: item.id, charged: r.charged, gold: r.balance };
  }
}
