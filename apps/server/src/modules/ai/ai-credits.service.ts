import type { AiCreditPack } from '@lld/protocol/api/ai';
import { ResultCode } from '@lld/protocol/result-codes';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { PurchaseService } from '../wallet/purchase.service.ts';
import { aiCreditAccounts, aiCreditMoves } from './ai.schema.ts';
import type { AiCatalogService } from './ai-catalog.service.ts';

/**
 * AI credits: a balance per user (never below zero, by a guarded UPDATE) and an append-only list
 * of moves, each with a unique idempotency key (a second move with the same key changes
 * nothing). Packs are bought with gold or diamonds through the wallet's purchase service (each
 * purchase its own item of kind `ai_pack`, so it shows in 已购 and the wallet log), the purchase
 * and the credit move in one transaction.
 */
export class AiCreditService {
  constructor(
    private readonly db: Database,
    private readonly purchases: PurchaseService,
    private readonly catalog: AiCatalogService,
  ) {}

  packs(): Promise<AiCreditPack[]> {
    return this.catalog.packs();
  }

  async balance(userId: number, exec: Executor = this.db): Promise<number> {
    const [row] = await exec
      .select({ balance: aiCreditAccounts.balance })
      .from(aiCreditAccounts)
      .where(eq(aiCreditAccounts.userId, userId));
    return row?.balance ?? 0;
  }

  /**
   * Moves `amount` (signed) in `tx`. A debit larger than the balance throws 3003 (buy credits
   * first). Returns the balance after, or the current one when the key was used before.
   */
  async move(
    tx: Executor,
    userId: number,
    amount: number,
    reason: 'pack' | 'job' | 'refund' | 'grant',
    reference: string,
    idempotencyKey: string,
  ): Promise<{ balance: number; duplicate: boolean }> {
    const [seen] = await tx
      .select({ id: aiCreditMoves.id })
      .from(aiCreditMoves)
      .where(eq(aiCreditMoves.idempotencyKey, idempotencyKey));
    if (seen) return { balance: await this.balance(userId, tx), duplicate: true };
    await tx.insert(aiCreditAccounts).values({ userId, balance: 0 }).onConflictDoNothing();
    const [row] = await tx
      .update(aiCreditAccounts)
      .set({ balance: sql`${aiCreditAccounts.balance} + ${amount}`, updatedAt: sql`now()` })
      .where(and(eq(aiCreditAccounts.userId, userId), gte(sql`${aiCreditAccounts.balance} + ${amount}`, 0)))
      .returning({ balance: aiCreditAccounts.balance });
    if (!row) throw notEnoughCredits();
    await tx
      .insert(aiCreditMoves)
      .values({ userId, amount, reason, reference, idempotencyKey, balanceAfter: row.balance });
    return { balance: row.balance, duplicate: false };
  }

  /** Buys a pack: gold or diamonds off the wallet (3001/3002 when short), credits on. */
  async buyPack(userId: number, productId: number, idempotencyKey: string) {
    const pack = await this.catalog.pack(productId);
    if (!pack) throw AppError.notFound('no such credit pack');
    return this.db.transaction(async (tx) => {
      const paid = await this.purchases.buy(
        userId,
        {
          kind: 'ai_pack',
          // A pack is bought again and again: every purchase is an item of its own.
          itemId: `${pack.id}:${idempotencyKey}`,
          rule: { price: pack.price, currency: pack.currency },
          idempotencyKey,
          title: `AI点数 · ${pack.name}`,
        },
        tx,
      );
      const { balance } = await this.move(
        tx,
        userId,
        pack.credits,
        'pack',
        `ai-pack:${pack.id}`,
        `ai-pack:${idempotencyKey}`,
      );
      return {
        balance,
        credits: pack.credits,
        charged: paid.alreadyOwned ? 0 : paid.charged,
        currency: pack.currency,
      };
    });
  }
}

export function notEnoughCredits(): AppError {
  return new AppError(ResultCode.NEEDS_ENTITLEMENT, 'not enough AI credits', 'AI点数不足，请先购买点数');
}
