import { randomUUID } from 'node:crypto';
import type { ListResult } from '@lld/protocol/api/list';
import type { ExchangeItem, ExchangeRecord, Reward } from '@lld/protocol/api/wallet';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { seconds } from '../../db/columns.ts';
import type { Database, Executor } from '../../db/database.ts';
import { newestPage } from '../../db/paged-query.ts';
import { insertRow, updateRow } from '../../db/rows.ts';
import { AppError } from '../../http/app-error.ts';
import { fetchPage, type PageRequest } from '../../http/paging.ts';
import { grantRewards } from '../wallet/rewards.service.ts';
import type { VipService } from '../wallet/vip.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { exchangeItems, exchangeRecords, userCounters } from './redeem.schema.ts';
import { conflict, type ExchangeItemRow, rewardsSchema } from './redeem.service.ts';
import { countUp } from './user-counters.ts';

/** The exchange catalogue: gold or diamonds for VIP days, diamonds…, granted through the ledger and VIP service. */
export class ExchangeService {
  constructor(
    private readonly db: Database,
    private readonly wallet: WalletService,
    private readonly vip: VipService,
  ) {}

  // ── exchange ──────────────────────────────────────────────────────────────────────────

  #toItem(row: ExchangeItemRow, used: number): ExchangeItem {
    return {
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      currency: row.currency,
      price: row.price,
      rewards: rewardsSchema.catch([]).parse(row.rewards),
      perUserLimit: row.perUserLimit,
      remaining: row.perUserLimit > 0 ? Math.max(0, row.perUserLimit - used) : null,
      stock: row.stock === null ? null : Math.max(0, row.stock - row.sold),
    };
  }

  async #usedCounts(userId: number, ids: number[], db: Executor = this.db): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ scope: userCounters.scope, count: userCounters.count })
      .from(userCounters)
      .where(
        and(
          eq(userCounters.userId, userId),
          inArray(
            userCounters.scope,
            ids.map((id) => `exchange-item:${id}`),
          ),
        ),
      );
    return new Map(rows.map((r) => [Number(r.scope.slice('exchange-item:'.length)), r.count]));
  }

  async items(userId: number, q: PageRequest): Promise<ListResult<ExchangeItem>> {
    const page = await fetchPage(
      this.db
        .select()
        .from(exchangeItems)
        .where(eq(exchangeItems.enabled, true))
        .orderBy(asc(exchangeItems.sort), asc(exchangeItems.id)),
      q,
    );
    const used = await this.#usedCounts(
      userId,
      page.list.map((r) => r.id),
    );
    return { ...page, list: page.list.map((r) => this.#toItem(r, used.get(r.id) ?? 0)) };
  }

  /**
   * Spends gold or diamonds on an item: price and rewards in one posting, stock and the
   * per-user limit raised atomically, all in one transaction. A retried request with the same
   * `requestId` is charged once and answered the same.
   */
  async exchange(
    userId: number,
    input: { id: number; requestId?: string | undefined },
  ): Promise<{ item: ExchangeItem; charged: number; currency: 'gold' | 'diamond'; rewards: Reward[] }> {
    const idempotencyKey = `exchange:${userId}:${input.requestId ?? randomUUID()}`;
    return this.db.transaction(async (tx) => {
      const [item] = await tx.select().from(exchangeItems).where(eq(exchangeItems.id, input.id));
      if (!item?.enabled) throw AppError.notFound('no such item');
      const rewards = rewardsSchema.parse(item.rewards);
      const [record] = await tx
        .insert(exchangeRecords)
        .values({
          userId,
          itemId: item.id,
          title: item.title,
          currency: item.currency,
          price: item.price,
          rewards,
        })
        .returning({ id: exchangeRecords.id });
      if (!record) throw new Error('insert returned no row');
      const granted = await grantRewards(tx, this.wallet, this.vip, {
        userId,
        rewards,
        reason: 'exchange',
        reference: `exchange:${record.id}`,
        idempotencyKey,
        title: `兑换 ${item.title}`,
        charge: { currency: item.currency, amount: item.price },
      });
      if (granted.duplicate) {
        // The same request again: undo this record, answer with the first one.
        await tx.delete(exchangeRecords).where(eq(exchangeRecords.id, record.id));
        const used = (await this.#usedCounts(userId, [item.id], tx)).get(item.id) ?? 0;
        return { item: this.#toItem(item, used), charged: 0, currency: item.currency, rewards };
      }
      await tx
        .update(exchangeRecords)
        .set({ postingId: granted.postingId })
        .where(eq(exchangeRecords.id, record.id));
      const [stocked] = await tx
        .update(exchangeItems)
        .set({ sold: sql`${exchangeItems.sold} + 1` })
        .where(
          and(
            eq(exchangeItems.id, item.id),
            sql`(${exchangeItems.stock} is null or ${exchangeItems.sold} < ${exchangeItems.stock})`,
          ),
        )
        .returning();
      if (!stocked) throw conflict('sold out', '已兑完');
      if (
        item.perUserLimit > 0 &&
        !(await countUp(tx, userId, `exchange-item:${item.id}`, item.perUserLimit))
      )
        throw conflict('per-user limit reached', '已达到兑换次数上限');
      const used = (await this.#usedCounts(userId, [item.id], tx)).get(item.id) ?? 0;
      return { item: this.#toItem(stocked, used), charged: item.price, currency: item.currency, rewards };
    });
  }

  async exchangeHistory(userId: number, q: PageRequest): Promise<ListResult<ExchangeRecord>> {
    return newestPage(this.db, exchangeRecords, eq(exchangeRecords.userId, userId), q, (r) => ({
      id: r.id,
      itemId: r.itemId,
      title: r.title,
      currency: r.currency,
      price: r.price,
      rewards: rewardsSchema.catch([]).parse(r.rewards),
      createdAt: seconds(r.createdAt),
    }));
  }

  async allItems(): Promise<ExchangeItemRow[]> {
    return this.db.select().from(exchangeItems).orderBy(asc(exchangeItems.sort), asc(exchangeItems.id));
  }

  async createItem(values: typeof exchangeItems.$inferInsert): Promise<ExchangeItemRow> {
    rewardsSchema.parse(values.rewards);
    return insertRow(this.db, exchangeItems, values);
  }

  async updateItem(id: number, values: Partial<typeof exchangeItems.$inferInsert>): Promise<ExchangeItemRow> {
    if (values.rewards !== undefined) rewardsSchema.parse(values.rewards);
    return updateRow(this.db, exchangeItems, id, values, 'item');
  }
}
