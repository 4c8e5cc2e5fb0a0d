import { ResultCode } from '@lld/protocol/result-codes';
import type { AccessDecision, AccessRequest, AccessService } from '../modules/wallet/access.service.ts';
import type { BuyResult } from '../modules/wallet/purchase.service.ts';
import type { WalletService } from '../modules/wallet/wallet.service.ts';
import { AppError } from './app-error.ts';

/**
 * Things sold for gold under the wallet's access rules (comic and book chapters, picture sets,
 * reserved listings): free, VIP (members open it, anyone else may buy it at its price) or paid.
 * What comics, novels and the gallery share about selling them is written here once.
 */
export interface GoldItem {
  id: number;
  access: 'free' | 'vip' | 'paid';
  /** Gold hundredths. */
  price: number;
}

/** The access request of an item of `kind`: with its price rule unless it is free. */
export function goldRequest(kind: string, item: GoldItem): AccessRequest {
  return item.access === 'free'
    ? { kind, itemId: item.id, access: item.access }
    : { kind, itemId: item.id, access: item.access, rule: { price: item.price, currency: 'gold' } };
}

/**
 * The access and price an operator's change leaves on an item (`before` with `change` over it):
 * a free item costs nothing; a VIP or paid one needs a price > 0, else 4001 on `price`.
 */
export function accessAfter(
  before: Pick<GoldItem, 'access' | 'price'>,
  change: { access?: GoldItem['access'] | undefined; price?: number | undefined },
  what: string,
): Pick<GoldItem, 'access' | 'price'> {
  const access = change.access ?? before.access;
  const price = access === 'free' ? 0 : (change.price ?? before.price);
  if (access !== 'free' && !(price > 0))
    throw AppError.invalid('price', `a VIP or paid ${what} needs a price > 0`);
  return { access, price };
}

/**
 * A chapter of a comic or a book in a list: its id, order and title, and how it stands for the
 * caller (its access and price, what opening it costs them, whether it is open).
 */
export const chapterState = (ch: GoldItem & { index: number; title: string }, d: AccessDecision) => ({
  id: ch.id,
  index: ch.index,
  title: ch.title,
  access: ch.access,
  price: ch.price,
  priceFor: d.allowed ? 0 : d.priceFor,
  unlocked: d.allowed,
});

/** What a reader is told about a chapter: closed to them (why), or nothing to buy. */
export const CHAPTER_TIPS = {
  vip: '本章为VIP章节',
  buy: '本章需购买后阅读',
  free: '本章免费，无需购买',
  open: '已可阅读本章',
};

/** Deciding, showing and selling gold items of one module, through the wallet's services. */
export class GoldSales {
  constructor(
    private readonly access: AccessService,
    private readonly wallet: WalletService,
  ) {}

  /** "May I open it?": the decision, the item's terms and the caller's gold. */
  async look(userId: number | null, kind: string, item: GoldItem) {
    const [d, balances] = await Promise.all([
      this.access.check(userId, goldRequest(kind, item)),
      userId ? this.wallet.balances(userId) : Promise.resolve({ gold: 0 }),
    ]);
    return {
      allowed: d.allowed,
      reason: d.reason,
      access: item.access,
      price: item.price,
      priceFor: d.priceFor,
      balance: balances.gold,
    };
  }

  /** The decisions for a page of items of one kind, in one query; keyed by item id. */
  async decideMany(userId: number | null, kind: string, items: readonly GoldItem[]) {
    const decisions = await this.access.checkMany(
      userId,
      items.map((item) => goldRequest(kind, item)),
    );
    return (item: GoldItem) => decisions.get(`${kind}:${item.id}`)!;
  }

  /** 3003 unless the caller may open the item; `tips` tell them why (a VIP or a purchase opens it). */
  async require(userId: number, kind: string, item: GoldItem, tips?: { vip: string; buy: string }) {
    const d = await this.access.check(userId, goldRequest(kind, item));
    if (d.allowed) return;
    throw new AppError(
      ResultCode.NEEDS_ENTITLEMENT,
      d.reason,
      tips && (d.reason === 'needs_vip' ? tips.vip : tips.buy),
    );
  }

  /** Buys the item at its price (a VIP item is sold to non-members too). */
  buy(
    userId: number,
    kind: string,
    item: GoldItem,
    about: { title: string; cover: string; tips: { free: string; open: string } },
  ): Promise<BuyResult> {
    const rule = { price: item.price, currency: 'gold' as const };
    return this.access.buyItem(userId, { request: { ...goldRequest(kind, item), rule }, ...about });
  }
}
