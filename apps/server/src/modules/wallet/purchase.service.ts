import type { ListResult } from '@lld/protocol/api/list';
import type { Currency, PurchaseRecord } from '@lld/protocol/api/wallet';
import { ResultCode } from '@lld/protocol/result-codes';
import { and, eq, inArray } from 'drizzle-orm';
import { seconds } from '../../db/columns.ts';
import type { Database, Executor, Transaction } from '../../db/database.ts';
import { newestPage } from '../../db/paged-query.ts';
import type { DomainEventBus } from '../../events/domain-events.ts';
import { AppError } from '../../http/app-error.ts';
import type { PageRequest } from '../../http/paging.ts';
import { type ItemKind, type PriceRule, priceFor } from './access.service.ts';
import type { VipService } from './vip.service.ts';
import { entitlements } from './wallet.schema.ts';
import type { WalletService } from './wallet.service.ts';

export interface BuyInput {
  kind: ItemKind;
  itemId: string | number;
  rule: PriceRule;
  /**
   * Optional key of the caller's request. Buying is already once-only per (user, kind, item);
   * a key names the charge too, and reusing a key for a different item is refused (4009).
   */
  idempotencyKey?: string;
  /** Shown in /mine/myBought and the wallet log. */
  title?: string;
  /** Image path on an IMAGE domain, shown in /mine/myBought. */
  cover?: string;
}

export interface BuyResult {
  entitlementId: number;
  /** What this call charged: 0 when the user already owned it (or it was free to them). */
  charged: number;
  currency: Currency;
  /** The user's balance in `currency` afterwards. */
  balance: number;
  /** True when the user already owned the item before this call. */
  alreadyOwned: boolean;
}

/**
 * "User U buys item I of kind K for price P in currency C". The entitlement and the ledger
 * posting are written in one transaction; the entitlement's unique (user, kind, item) row is
 * inserted first, so concurrent buys of one item wait on each other and only one charges.
 */
export class PurchaseService {
  constructor(
    private readonly db: Database,
    private readonly wallet: WalletService,
    private readonly vip: VipService,
    private readonly events?: DomainEventBus,
  ) {}

  /**
   * `within`: a transaction of the caller, so what it writes with the purchase (AI credits for a
   * pack) commits or rolls back with it; the event is then sent before the caller's commit.
   */
  async buy(userId: number, input: BuyInput, within?: Transaction): Promise<BuyResult> {
    const result = await this.#buy(userId, input, within);
    // After commit, and only for a new entitlement (a second call buys nothing).
    if (!result.alreadyOwned)
      this.events?.emit('purchase.completed', {
        userId,
        kind: input.kind,
        itemId: String(input.itemId),
        charged: result.charged,
        currency: result.currency,
        title: input.title ?? null,
      });
    return result;
  }

  async #buy(userId: number, input: BuyInput, within?: Transaction): Promise<BuyResult> {
    const itemId = String(input.itemId);
    if (!itemId || itemId.length > 200) throw AppError.invalid('itemId', 'must be 1..200 characters');
    const { currency } = input.rule;
    return (within ?? this.db).transaction(async (tx) => {
      const holder = await this.vip.holder(userId, tx);
      const price = priceFor(holder, input.rule);
      const [row] = await tx
        .insert(entitlements)
        .values({
          userId,
          kind: input.kind,
          itemId,
          currency,
          charged: price,
          title: input.title ?? '',
          cover: input.cover ?? '',
        })
        .onConflictDoNothing({ target: [entitlements.userId, entitlements.kind, entitlements.itemId] })
        .returning({ id: entitlements.id });
      if (!row) {
        const owned = await this.#owned(userId, input.kind, itemId, tx);
        const balance = (await this.wallet.balances(userId, tx))[currency];
        return { entitlementId: owned?.id ?? 0, charged: 0, currency, balance, alreadyOwned: true };
      }
      if (price === 0) {
        const balance = (await this.wallet.balances(userId, tx))[currency];
        return { entitlementId: row.id, charged: 0, currency, balance, alreadyOwned: false };
      }
      const moved = await this.wallet.debit(
        userId,
        currency,
        price,
        {
          reason: 'purchase',
          reference: `${input.kind}:${itemId}`,
          title: input.title ? `购买《${input.title}》` : '购买内容',
          idempotencyKey: input.idempotencyKey ?? `purchase:${row.id}`,
        },
        tx,
      );
      if (moved.duplicate) throw new AppError(ResultCode.CONFLICT, 'idempotency key already used');
      await tx.update(entitlements).set({ postingId: moved.postingId }).where(eq(entitlements.id, row.id));
      return { entitlementId: row.id, charged: price, currency, balance: moved.balance, alreadyOwned: false };
    });
  }

  async isEntitled(
    userId: number,
    kind: ItemKind,
    itemId: string | number,
    db: Executor = this.db,
  ): Promise<boolean> {
    return (await this.#owned(userId, kind, String(itemId), db)) !== undefined;
  }

  /** The user's entitlement to one item, if any. */
  async #owned(
    userId: number,
    kind: ItemKind,
    itemId: string,
    db: Executor,
  ): Promise<{ id: number } | undefined> {
    const [row] = await db
      .select({ id: entitlements.id })
      .from(entitlements)
      .where(
        and(eq(entitlements.userId, userId), eq(entitlements.kind, kind), eq(entitlements.itemId, itemId)),
      )
      .limit(1);
    return row;
  }

  /** Which of `itemIds` the user owns, in one query. */
  async entitledIds(
    userId: number,
    kind: ItemKind,
    itemIds: ReadonlyArray<string | number>,
    db: Executor = this.db,
  ): Promise<Set<string>> {
    if (itemIds.length === 0) return new Set();
    const ids = [...new Set(itemIds.map(String))];
    const rows = await db
      .select({ itemId: entitlements.itemId })
      .from(entitlements)
      .where(
        and(eq(entitlements.userId, userId), eq(entitlements.kind, kind), inArray(entitlements.itemId, ids)),
      );
    return new Set(rows.map((r) => r.itemId));
  }

  /** purchase/list: what the user bought, newest first. */
  async list(userId: number, q: PageRequest, kind?: string): Promise<ListResult<PurchaseRecord>> {
    const mine = and(eq(entitlements.userId, userId), kind ? eq(entitlements.kind, kind) : undefined);
    return newestPage(this.db, entitlements, mine, q, (r) => ({
      id: r.id,
      kind: r.kind,
      itemId: r.itemId,
      title: r.title,
      cover: r.cover,
      currency: r.currency,
      charged: r.charged,
      createdAt: seconds(r.createdAt),
    }));
  }
}
