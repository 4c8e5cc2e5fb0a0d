import { eq, sql } from 'drizzle-orm';
import { accounts, users } from '../../db/core.schema.ts';
import type { Executor } from '../../db/database.ts';

export type AccountRow = typeof accounts.$inferSelect;
type AccountPatch = Partial<Omit<typeof accounts.$inferInsert, 'userId'>>;

export class AccountRepository {
  constructor(private readonly db: Executor) {}

  async byUser(userId: number, db: Executor = this.db): Promise<AccountRow | null> {
    const [row] = await db.select().from(accounts).where(eq(accounts.userId, userId)).limit(1);
    return row ?? null;
  }

  async byUsername(name: string, db: Executor = this.db): Promise<AccountRow | null> {
    const [row] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.usernameLower, name.toLowerCase()))
      .limit(1);
    return row ?? null;
  }

  async byPhone(phone: string, db: Executor = this.db): Promise<AccountRow | null> {
    const [row] = await db.select().from(accounts).where(eq(accounts.phone, phone)).limit(1);
    return row ?? null;
  }

  /** Inserts or updates the user's account row. */
  async upsert(tx: Executor, userId: number, patch: AccountPatch): Promise<void> {
    await tx
      .insert(accounts)
      .values({ userId, ...patch })
      .onConflictDoUpdate({ target: accounts.userId, set: patch });
  }

  async updateUser(
    tx: Executor,
    userId: number,
    patch: { isGuest?: boolean; nickname?: string; avatar?: string },
  ): Promise<void> {
    await tx
      .update(users)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }

  async insertUser(tx: Executor, nickname: string): Promise<number> {
    const [row] = await tx.insert(users).values({ nickname, isGuest: false }).returning({ id: users.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  }
}
