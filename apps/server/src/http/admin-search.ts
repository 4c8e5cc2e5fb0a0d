import { eq, ilike, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The `q` of an operator content list: a number is an id, anything else part of the title
 * (LIKE wildcards taken literally); empty matches everything.
 */
export function idOrTitle(id: AnyPgColumn, title: AnyPgColumn, q: string): SQL | undefined {
  if (!q) return undefined;
  return /^\d{1,9}$/.test(q) ? eq(id, Number(q)) : ilike(title, `%${q.replace(/[%_\\]/g, '\\$&')}%`);
}
