import type { ListResult } from '@lld/protocol/api/list';
import { desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type PageRequest, pageLimit, pageOf, pageOffset } from '../http/paging.ts';
import type { Executor } from './database.ts';

/**
 * The list query most screens make: one page of a table's rows that match `where`, newest
 * (highest id) first, each row turned into its item by `map` (paging rule: http/paging.ts).
 */
export async function newestPage<T extends PgTable & { id: PgColumn }, R>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  q: PageRequest,
  map: (row: T['$inferSelect']) => R,
): Promise<ListResult<R>> {
  const rows: T['$inferSelect'][] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(table.id))
    .limit(pageLimit(q))
    .offset(pageOffset(q));
  return pageOf(rows, q, map);
}
