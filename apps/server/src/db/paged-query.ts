import type { ListResult } from '@lld/protocol/api/list';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { fetchPage, type PageableQuery, type PageRequest } from '../http/paging.ts';
import type { Executor } from './database.ts';

/**
 * The list query most screens make: one page of a table's rows that match `where`, newest
 * (highest id) first, each row turned into its item by `map` (paging rule: http/paging.ts).
 */
export function newestPage<T extends PgTable & { id: PgColumn }, R>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  q: PageRequest,
  map: (row: T['$inferSelect']) => R,
): Promise<ListResult<R>> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(table.id));
  return fetchPage(query as PageableQuery<T['$inferSelect']>, q, (row) => map(row));
}

/**
 * The `where` of an operator's filtered list: each filter given (not undefined, '' or 0) must
 * equal its column; no filter, no condition.
 */
export function matching<T extends PgTable>(
  table: T,
  filters: { [K in keyof T['$inferSelect']]?: T['$inferSelect'][K] | undefined },
): SQL | undefined {
  const columns = table as unknown as Record<string, PgColumn>;
  return and(
    ...Object.entries(filters)
      .filter(([, value]) => Boolean(value))
      .map(([key, value]) => eq(columns[key]!, value)),
  );
}
