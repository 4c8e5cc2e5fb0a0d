import { randomInt } from 'node:crypto';
import type { ListResult } from '@lld/protocol/api/list';
import { type RedeemCodeRecord, type Reward, reward as rewardSchema } from '@lld/protocol/api/wallet';
import { ResultCode } from '@lld/protocol/result-codes';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { KvStore } from '../../adapters/kv.ts';
import type { Rate } from '../../config.ts';
import { seconds } from '../../db/columns.ts';
import type { Database } from '../../db/database.ts';
import { updateRow } from '../../db/rows.ts';
import { AppError } from '../../http/app-error.ts';
import { networkOf } from '../../http/network.ts';
import { fetchPage, type PageRequest } from '../../http/paging.ts';
import { describeReward, grantRewards } from '../wallet/rewards.service.ts';
import { VIP_TIER_NAMES, type VipService } from '../wallet/vip.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { type exchangeItems, redeemBatches, redeemCodes, redeemUses } from './redeem.schema.ts';
import { countUp } from './user-counters.ts';

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

export const rewardsSchema = z.array(rewardSchema).min(1);

export function conflict(msg: string, tip: string): AppError {
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
        !(await countUp(tx, userId, `redeem-batch:${batch.id}`, batch.perUserLimit))
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

  async history(userId: number, q: PageRequest): Promise<ListResult<RedeemCodeRecord>> {
    const query = this.db
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
      .orderBy(desc(redeemUses.id));
    return fetchPage(query, q, (r) => ({
      id: r.id,
      code: formatCode(r.code),
      batchName: r.batch.name,
      rewards: rewardsSchema.catch([]).parse(r.batch.rewards),
      usedAt: seconds(r.usedAt),
    }));
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
    return toBatch(await updateRow(this.db, redeemBatches, batchId, { enabled }, 'batch'), 0);
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
