import { eq, sql } from 'drizzle-orm';
import { accounts, users, userVips } from '../../db/core.schema.ts';
import type { Executor } from '../../db/database.ts';

export type UserRow = typeof users.$inferSelect;
export type VipRow = typeof userVips.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;

export interface UserWithVips {
  user: UserRow;
  vips: VipRow[];
  /** Account and profile data (issue 3); absent for a guest that never had any. */
  account?: AccountRow | null;
}

/** The user, its VIP rows and its account row (left joins: one row per tier). */
const withVipsQuery = (db: Executor) =>
  db
    .select()
    .from(users)
    .leftJoin(userVips, eq(userVips.userId, users.id))
    .leftJoin(accounts, eq(accounts.userId, users.id))
    .where(eq(users.id, sql.placeholder('id')));

export class UserRepository {
  /**
   * Built once: the query behind user/info, profiles and the console's user pages (a login's
   * transaction builds its own); building it (30 columns, two joins) was a large part of a call.
   */
  readonly #withVips: ReturnType<ReturnType<typeof withVipsQuery>['prepare']>;

  constructor(private readonly db: Executor) {
    this.#withVips = withVipsQuery(db).prepare('user_with_vips');
  }

  /** The user, its VIP rows and its account row, in one query. */
  async findWithVips(id: number, db: Executor = this.db): Promise<UserWithVips | null> {
    const rows = await (db === this.db ? this.#withVips : withVipsQuery(db)).execute({ id });
    const first = rows[0];
    if (!first) return null;
    return {
      user: first.users,
      vips: rows.flatMap((r) => (r.user_vips ? [r.user_vips] : [])),
      account: first.accounts,
    };
  }

  /** Whether the user is still a guest, and its nickname; null when there is no such user. */
  async basics(tx: Executor, userId: number): Promise<{ isGuest: boolean; nickname: string } | null> {
    const [row] = await tx
      .select({ isGuest: users.isGuest, nickname: users.nickname })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? null;
  }

  async insertGuest(tx: Executor, row: { nickname: string; affCode: unknown }): Promise<UserRow> {
    const [user] = await tx
      .insert(users)
      .values({ nickname: row.nickname, isGuest: true, affCode: row.affCode ?? null })
      .returning();
    if (!user) throw new Error('insert returned no row');
    return user;
  }
}
