import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * The names of the tags linked to each row, for a select's fields: the `links` rows whose `owner`
 * is `of`, joined to `tags` by the link's `tagId`, in `orderBy` order; `{}` when there are none.
 */
export function linkedNames(o: {
  tags: PgTable & { id: AnyPgColumn; name: AnyPgColumn };
  links: PgTable & { tagId: AnyPgColumn };
  owner: AnyPgColumn;
  of: AnyPgColumn;
  orderBy: AnyPgColumn;
}): SQL<string[]> {
  return sql<
    string[]
  >`coalesce((select array_agg(${o.tags.name} order by ${o.orderBy}) from ${o.links} join ${o.tags} on ${o.tags.id} = ${o.links.tagId} where ${o.owner} = ${o.of}), '{}')`;
}
