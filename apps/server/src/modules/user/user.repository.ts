import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users, userVips } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type VipRow = typeof userVips.$inferSelect;

export interface UserWithVips {
  user: UserRow;
  vips: VipRow[];
}

export class UserRepository {
  constructor(private readonly db: Executor) {}

  /** The user and its VIP rows, in one query (a left join: one row per tier). */
  async findWithVips(id: number, db: Executor = this.db): Promise<UserWithVips | null> {
    const rows = await db
      .select()
      .from(users)
      .leftJoin(userVips, eq(userVips.userId, users.id))
      .where(eq(users.id, id));
    const first = rows[0];
    if (!first) return null;
    return { user: first.users, vips: rows.flatMap((r) => (r.user_vips ? [r.user_vips] : [])) };
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
