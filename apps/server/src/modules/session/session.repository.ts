import { and, eq, gt, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { tokens } from '../../db/core.schema.ts';
import type { Executor } from '../../db/database.ts';

export interface TokenRow {
  tokenHash: string;
  userId: number;
  devId: string | null;
  lastUsedAt: Date;
  expiresAt: Date;
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
        expiresAt: tokens.expiresAt,
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

  /** Revokes the live tokens matching `where`; answers their hashes. */
  async #revokeWhere(tx: Executor, where: SQL | undefined): Promise<string[]> {
    const rows = await tx
      .update(tokens)
      .set({ revokedAt: sql`now()` })
      .where(and(isNull(tokens.revokedAt), where))
      .returning({ h: tokens.tokenHash });
    return rows.map((r) => r.h);
  }

  revoke(tx: Executor, tokenHash: string): Promise<string[]> {
    return this.#revokeWhere(tx, eq(tokens.tokenHash, tokenHash));
  }

  /** Revokes the device's live tokens (only `userId`'s when given); answers their hashes. */
  revokeDevice(tx: Executor, devId: string, userId?: number): Promise<string[]> {
    return this.#revokeWhere(
      tx,
      and(eq(tokens.devId, devId), userId === undefined ? undefined : eq(tokens.userId, userId)),
    );
  }

  revokeUserToken(tx: Executor, userId: number, tokenHash: string): Promise<string[]> {
    return this.#revokeWhere(tx, and(eq(tokens.tokenHash, tokenHash), eq(tokens.userId, userId)));
  }

  /** Revokes every active token of the user except `keepHash`. */
  revokeOthers(tx: Executor, userId: number, keepHash: string): Promise<string[]> {
    return this.#revokeWhere(tx, and(eq(tokens.userId, userId), ne(tokens.tokenHash, keepHash)));
  }

  async countActive(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tokens)
      .where(and(eq(tokens.userId, userId), isNull(tokens.revokedAt), gt(tokens.expiresAt, sql`now()`)));
    return row?.n ?? 0;
  }
}
