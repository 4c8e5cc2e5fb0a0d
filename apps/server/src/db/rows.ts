import { eq, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../http/app-error.ts';
import type { Executor } from './database.ts';

// One row by its id, written once: add a row and answer it; read the row with an id (or lock it
// for the transaction); change it and answer it; 2004 `no such <what>` when there is none.

/** Inserts one row of `table` and answers it. */
export async function insertRow<T extends PgTable>(
  db: Executor,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [row] = (await db
    .insert(table)
    .values(values as never)
    .returning()) as T['$inferSelect'][];
  if (!row) throw new Error(`insert into ${getTableName(table)} returned no row`);
  return row;
}

/**
 * The row of `table` with this id; 2004 `no such <what>` when there is none. With `lock`, it is
 * locked for the rest of the transaction (`select … for update`): see `lockRow`.
 */
export async function rowById<T extends PgTable & { id: PgColumn }>(
  db: Executor,
  table: T,
  id: number | string,
  what: string,
  lock = false,
): Promise<T['$inferSelect']> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  const [row] = (await (lock ? query.for('update') : query)) as T['$inferSelect'][];
  if (!row) throw AppError.notFound(`no such ${what}`);
  return row;
}

/** The row of `table` with this id, locked for the rest of the transaction; 2004 when none. */
export const lockRow = <T extends PgTable & { id: PgColumn }>(
  tx: Executor,
  table: T,
  id: number | string,
  what: string,
): Promise<T['$inferSelect']> => rowById(tx, table, id, what, true);

/** Sets `values` on the row of `table` with this id and answers it; 2004 `no such <what>` when none. */
export async function updateRow<T extends PgTable & { id: PgColumn }>(
  db: Executor,
  table: T,
  id: number | string,
  values: Partial<T['$inferInsert']>,
  what: string,
): Promise<T['$inferSelect']> {
  const [row] = (await db
    .update(table)
    .set(values as never)
    .where(eq(table.id, id))
    .returning()) as T['$inferSelect'][];
  if (!row) throw AppError.notFound(`no such ${what}`);
  return row;
}
