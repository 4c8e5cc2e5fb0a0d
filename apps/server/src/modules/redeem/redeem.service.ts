import { randomInt, randomUUID } from 'node:crypto';
import {
  type ExchangeItem,
  type ExchangeRecord,
  type RedeemCodeRecord,
  type Reward,
  reward as rewardSchema,
} from '@lld/protocol/api/wallet';
import { ResultCode } from '@lld/protocol/result-codes';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { KvStore } from '../../adapters/kv.ts';
import type { Rate } from '../../config.ts';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { networkOf } from '../../http/network.ts';
import { describeReward, grantRewards } from '../wallet/rewards.service.ts';
import { VIP_TIER_NAMES, type VipService } from '../wallet/vip.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import {
  exchangeItems,
  exchangeRecords,
  redeemBatches,
  redeemCodes,
  redeemUses,
  userCounters,
} from './redeem.schema.ts';

/** Code alphabet: no 0/O, 1/I/L — easy to read out and type. 31^12 ≈ 2^59 codes. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 12;

export function generateCode(): string {
  let s = '';
  for (let i = 0; i < CODE_LENGTH; i++) s += CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)];
  return s;
}

/** What a user types, as stored: upper case, separators and spaces dropped. */
export function normalizeCode(text: string): string {
  return text.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** `ABCD-EFGH-JKMN`: shown to people. */
export function formatCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

const rewardsSchema = z.array(rewardSchema).min(1);
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function conflict(msg: string, tip: string): AppError {
  return new AppError(ResultCode.CONFLICT, msg, tip);
}

export interface BatchInput {
  name: string;
  rewards: Reward[];
  count: number;
  maxUses: number;
  perUserLimit: number;
  startsAt?: Date | null;
  expiresAt?: Date | null;
}

export type ExchangeItemRow = typeof exchangeItems.$inferSelect;

/**
 * Redeem codes (batches of single- or multi-use codes with per-user limits and validity;
 * wrong guesses rate limited per user and per network) and the exchange catalogue (gold or
 * diamonds for VIP days, diamonds…), both granting through the ledger and VIP service.
 */
export class RedeemService {
  constructor(
    private readonly db: Database,
    private readonly kv: KvStore,
    private readonly wallet: WalletService,
    private readonly vip: VipService,
    private readonly guessLimit: Rate,
  ) {}

  // ── codes ─────────────────────────────────────────────────────────────────────────────

  async createBatch(
    input: BatchInput,
  ): Promise<{ batch: typeof redeemBatches.$inferSelect; codes: string[] }> {
    const rewards = rewardsSchema.parse(input.rewards);
    return this.db.transaction(async (tx) => {
      const [batch] = await tx
        .insert(redeemBatches)
        .values({
          name: input.name,
          rewards,
          maxUses: input.maxUses,
          perUserLimit: input.perUserLimit,
          codeCount: input.count,
          startsAt: input.startsAt ?? null,
          expiresAt: input.expiresAt ?? null,
        })
        .returning();
      if (!batch) throw new Error('insert returned no row');
      const codes: string[] = [];
      while (codes.length < input.count) {
        const want = Math.min(500, input.count - codes.length);
        const fresh = [...new Set(Array.from({ length: want }, generateCode))];
        const inserted = await tx
          .insert(redeemCodes)
          .values(fresh.map((code) => ({ batchId: batch.id, code, maxUses: input.maxUses })))
          .onConflictDoNothing({ target: redeemCodes.code })
          .returning({ code: redeemCodes.code });
        codes.push(...inserted.map((r) => r.code));
      }
      return { batch, codes };
    });
  }

  async #blocked(userId: number, ip: string): Promise<boolean> {
    const [u, n] = await Promise.all([
      this.kv.get(`redeem:block:u:${userId}`),
      this.kv.get(`redeem:block:n:${networkOf(ip)}`),
    ]);
    return u !== null || n !== null;
  }

  /** Counts a wrong code; past the limit the user (or network, at 5×) is blocked for the window. */
  async #wrongGuess(userId: number, ip: string): Promise<void> {
    const { count, windowSeconds } = this.guessLimit;
    const u = await this.kv.increment(`redeem:fail:u:${userId}`, windowSeconds);
    if (u.count >= count) await this.kv.set(`redeem:block:u:${userId}`, '1', u.resetSeconds);
    const net = networkOf(ip);
    const n = await this.kv.increment(`redeem:fail:n:${net}`, windowSeconds);
    if (n.count >= count * 5) await this.kv.set(`redeem:block:n:${net}`, '1', n.resetSeconds);
  }

  async use(
    userId: number,
    text: string,
    ip: string,
  ): Promise<{ code: string; batchName: string; rewards: Reward[] }> {
    if (await this.#blocked(userId, ip)) {
      const err = new AppError(
        ResultCode.TOO_MANY_REQUESTS,
        'too many wrong codes',
        '尝试次数过多，请稍后再试',
      );
      err.retryAfter = this.guessLimit.windowSeconds;
      throw err;
    }
    const code = normalizeCode(text);
    const [found] =
      code.length >= 8 && code.length <= 32
        ? await this.db
            .select({ code: redeemCodes, batch: redeemBatches })
            .from(redeemCodes)
            .innerJoin(redeemBatches, eq(redeemBatches.id, redeemCodes.batchId))
            .where(eq(redeemCodes.code, code))
        : [];
    if (!found) {
      await this.#wrongGuess(userId, ip);
      throw new AppError(ResultCode.NOT_FOUND, 'no such code', '兑换码无效，请检查后重试');
    }
    const { batch } = found;
    const now = Date.now();
    if (!batch.enabled) throw conflict('batch disabled', '兑换码已失效');
    if (batch.startsAt && batch.startsAt.getTime() > now) throw conflict('not yet valid', '兑换码尚未生效');
    if (batch.expiresAt && batch.expiresAt.getTime() <= now) throw conflict('expired', '兑换码已过期');
    const rewards = rewardsSchema.parse(batch.rewards);

    await this.db.transaction(async (tx) => {
      const [use] = await tx
        .insert(redeemUses)
        .values({ codeId: found.code.id, batchId: batch.id, userId })
        .onConflictDoNothing({ target: [redeemUses.codeId, redeemUses.userId] })
        .returning({ id: redeemUses.id });
      if (!use) throw conflict('already used by you', '你已使用过该兑换码');
      const [counted] = await tx
        .update(redeemCodes)
        .set({ useCount: sql`${redeemCodes.useCount} + 1` })
        .where(and(eq(redeemCodes.id, found.code.id), sql`${redeemCodes.useCount} < ${redeemCodes.maxUses}`))
        .returning({ id: redeemCodes.id });
      if (!counted) throw conflict('code used up', '兑换码已被使用');
      if (
        batch.perUserLimit > 0 &&
        !(await this.#countUp(tx, userId, `redeem-batch:${batch.id}`, batch.perUserLimit))
      )
        throw conflict('per-user limit reached', '已达到该活动的兑换次数上限');
      await grantRewards(tx, this.wallet, this.vip, {
        userId,
        rewards,
        reason: 'redeem',
        reference: `redeem:${use.id}`,
        idempotencyKey: `redeem:${use.id}`,
        title: `兑换码 ${rewards.map((r) => describeReward(r, VIP_TIER_NAMES)).join('、')}`,
      });
    });
    return { code: formatCode(code), batchName: batch.name, rewards };
  }

  /** Raises a per-user counter below its ceiling, atomically; false at the ceiling. */
  async #countUp(tx: Executor, userId: number, scope: string, limit: number): Promise<boolean> {
    const rows = await tx
      .insert(userCounters)
      .values({ userId, scope, count: 1 })
      .onConflictDoUpdate({
        target: [userCounters.userId, userCounters.scope],
        set: { count: sql`${userCounters.count} + 1` },
        setWhere: sql`${userCounters.count} < ${limit}`,
      })
      .returning({ count: userCounters.count });
    return rows.length > 0;
  }

  async history(
    userId: number,
    page: number,
    pageSize: number,
  ): Promise<{ list: RedeemCodeRecord[]; hasMore: boolean }> {
    const rows = await this.db
      .select({
        id: redeemUses.id,
        code: redeemCodes.code,
        batch: redeemBatches,
        usedAt: redeemUses.createdAt,
      })
      .from(redeemUses)
      .innerJoin(redeemCodes, eq(redeemCodes.id, redeemUses.codeId))
      .innerJoin(redeemBatches, eq(redeemBatches.id, redeemUses.batchId))
      .where(eq(redeemUses.userId, userId))
      .orderBy(desc(redeemUses.id))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize);
    return {
      hasMore: rows.length > pageSize,
      list: rows.slice(0, pageSize).map((r) => ({
        id: r.id,
        code: formatCode(r.code),
        batchName: r.batch.name,
        rewards: rewardsSchema.catch([]).parse(r.batch.rewards),
        usedAt: seconds(r.usedAt),
      })),
    };
  }

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

  async items(
    userId: number,
    page: number,
    pageSize: number,
  ): Promise<{ list: ExchangeItem[]; hasMore: boolean }> {
    const rows = await this.db
      .select()
      .from(exchangeItems)
      .where(eq(exchangeItems.enabled, true))
      .orderBy(asc(exchangeItems.sort), asc(exchangeItems.id))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize);
    const page1 = rows.slice(0, pageSize);
    const used = await this.#usedCounts(
      userId,
      page1.map((r) => r.id),
    );
    return { hasMore: rows.length > pageSize, list: page1.map((r) => this.#toItem(r, used.get(r.id) ?? 0)) };
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
        !(await this.#countUp(tx, userId, `exchange-item:${item.id}`, item.perUserLimit))
      )
        throw conflict('per-user limit reached', '已达到兑换次数上限');
      const used = (await this.#usedCounts(userId, [item.id], tx)).get(item.id) ?? 0;
      return { item: this.#toItem(stocked, used), charged: item.price, currency: item.currency, rewards };
    });
  }

  async exchangeHistory(
    userId: number,
    page: number,
    pageSize: number,
  ): Promise<{ list: ExchangeRecord[]; hasMore: boolean }> {
    const rows = await this.db
      .select()
      .from(exchangeRecords)
      .where(eq(exchangeRecords.userId, userId))
      .orderBy(desc(exchangeRecords.id))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize);
    return {
      hasMore: rows.length > pageSize,
      list: rows.slice(0, pageSize).map((r) => ({
        id: r.id,
        itemId: r.itemId,
        title: r.title,
        currency: r.currency,
        price: r.price,
        rewards: rewardsSchema.catch([]).parse(r.rewards),
        createdAt: seconds(r.createdAt),
      })),
    };
  }

  // ── operator views ────────────────────────────────────────────────────────────────────

  async batches() {
    const [rows, sums] = await Promise.all([
      this.db.select().from(redeemBatches).orderBy(desc(redeemBatches.id)),
      this.db
        .select({ batchId: redeemCodes.batchId, used: sql<number>`sum(${redeemCodes.useCount})::int` })
        .from(redeemCodes)
        .groupBy(redeemCodes.batchId),
    ]);
    const used = new Map(sums.map((s) => [s.batchId, Number(s.used)]));
    return rows.map((b) => toBatch(b, used.get(b.id) ?? 0));
  }

  async batchCodes(batchId: number) {
    const rows = await this.db
      .select({ code: redeemCodes.code, useCount: redeemCodes.useCount, maxUses: redeemCodes.maxUses })
      .from(redeemCodes)
      .where(eq(redeemCodes.batchId, batchId))
      .orderBy(asc(redeemCodes.id));
    return rows.map((r) => ({ ...r, code: formatCode(r.code) }));
  }

  async setBatchEnabled(batchId: number, enabled: boolean) {
    const [row] = await this.db
      .update(redeemBatches)
      .set({ enabled })
      .where(eq(redeemBatches.id, batchId))
      .returning();
    if (!row) throw AppError.notFound('no such batch');
    return toBatch(row, 0);
  }

  async allItems(): Promise<ExchangeItemRow[]> {
    return this.db.select().from(exchangeItems).orderBy(asc(exchangeItems.sort), asc(exchangeItems.id));
  }

  async createItem(values: typeof exchangeItems.$inferInsert): Promise<ExchangeItemRow> {
    rewardsSchema.parse(values.rewards);
    const [row] = await this.db.insert(exchangeItems).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async updateItem(id: number, values: Partial<typeof exchangeItems.$inferInsert>): Promise<ExchangeItemRow> {
    if (values.rewards !== undefined) rewardsSchema.parse(values.rewards);
    const [row] = await this.db.update(exchangeItems).set(values).where(eq(exchangeItems.id, id)).returning();
    if (!row) throw AppError.notFound('no such item');
    return row;
  }
}

export function toBatch(b: typeof redeemBatches.$inferSelect, used: number) {
  return {
    id: b.id,
    name: b.name,
    rewards: rewardsSchema.catch([]).parse(b.rewards),
    maxUses: b.maxUses,
    perUserLimit: b.perUserLimit,
    codeCount: b.codeCount,
    used,
    startsAt: b.startsAt ? seconds(b.startsAt) : 0,
    expiresAt: b.expiresAt ? seconds(b.expiresAt) : 0,
    enabled: b.enabled,
    createdAt: seconds(b.createdAt),
  };
}
