import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { tokens } from '../../db/core.schema.ts';
import type { Executor } from '../../db/database.ts';

export interface TokenRow {
  tokenHash: string;
  userId: number;
  devId: string | null;
  lastUsedAt: Date;
}

export class SessionRepository {
  constructor(private readonly db: Executor) {}

  /** The active (not revoked, not expired) token with this hash. */
  async findActive(tokenHash: string): Promise<TokenRow | null> {
    const [row] = await this.db
      .select({
        tokenHash: tokens.tokenHash,
        userId: tokens.userId,
        devId: tokens.devId,
        lastUsedAt: tokens.lastUsedAt,
      })
      .from(tokens)
      .where(and(eq(tokens.tokenHash, tokenHash), isNull(tokens.revokedAt), gt(tokens.expiresAt, sql`now()`)))
      .limit(1);
    return row ?? null;
  }

  async insert(
    tx: Executor,
    row: { tokenHash: string; userId: number; devId: string | null; expiresAt: Date },
  ): Promise<void> {
    await tx.insert(tokens).values(row);
  }

  /** Marks `last_used_at`, at most once per `minSeconds` per token (keeps reads mostly read-only). */
  async touch(tokenHash: string, minSeconds: number): Promise<void> {
    await this.db
      .update(tokens)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(tokens.tokenHash, tokenHash),
          lt(tokens.lastUsedAt, sql`now() - make_interval(secs => ${minSeconds})`),
        ),
      );
  }

  async revoke(tx: Executor, tokenHash: string): Promise<number> {
    const rows = await tx
      .update(tokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(tokens.tokenHash, tokenHash), isNull(tokens.revokedAt)))
      .returning({ h: tokens.tokenHash });
    return rows.length;
  }

  async revokeDevice(tx: Executor, devId: string): Promise<number> {
    const rows = await tx
      .update(tokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(tokens.devId, devId), isNull(tokens.revokedAt)))
      .returning({ h: tokens.tokenHash });
    return rows.length;
  }

  async revokeUserToken(tx: Executor, userId: number, tokenHash: string): Promise<number> {
    const rows = await tx
      .update(tokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(tokens.tokenHash, tokenHash), eq(tokens.userId, userId), isNull(tokens.revokedAt)))
      .returning({ h: tokens.tokenHash });
    return rows.length;
  }

  async countActive(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tokens)
      .where(and(eq(tokens.userId, userId), isNull(tokens.revokedAt), gt(tokens.expiresAt, sql`now()`)));
    return row?.n ?? 0;
  }
}
