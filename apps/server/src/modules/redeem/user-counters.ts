import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { userCounters } from './redeem.schema.ts';

/** Raises a per-user counter below its ceiling, atomically; false at the ceiling. */
export async function countUp(tx: Executor, userId: number, scope: string, limit: number): Promise<boolean> {
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
