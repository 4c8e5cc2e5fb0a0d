// The index's writes: each document analysed into its term arrays and popularity tier, and
// written (with the term counts the query planner of search-query.ts reads) or removed; every
// write ends by merging the GIN pending lists.
import { sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../../db/database.ts';
import type { SearchKind } from './search-index.ts';
import type { SourceDocument } from './sources.ts';
import {
  bodyTerms,
  fold,
  isTierTerm,
  latinKey,
  nameTerms,
  prefixTerms,
  tierTerm,
  titleTerms,
} from './text.ts';

/** A document as written: its card, its title key, its tier and its term arrays. */
export interface Analysed {
  kind: string;
  item_id: number;
  title: string;
  title_key: string;
  subtitle: string;
  cover: string;
  access: string;
  price: number;
  tags: string[];
  popularity: number;
  published_at: string;
  latin: string;
  extra: Record<string, string | number>;
  tier: number;
  a: string[];
  b: string[];
  t: string[];
}

/** The popularity tier of `popularity`: how many thresholds (highest first) it is below. */
export function tierOf(popularity: number, thresholds: readonly number[]): number {
  let tier = 0;
  while (tier < thresholds.length && popularity < thresholds[tier]!) tier++;
  return tier;
}

export function analyse(doc: SourceDocument, thresholds: readonly number[] = []): Analysed {
  const names = [...doc.tags, ...doc.names];
  const key = fold(doc.title).replace(/ /g, '');
  const tier = tierOf(doc.popularity, thresholds);
  const marker = tierTerm(tier);
  const a = [...titleTerms(doc.title), ...prefixTerms(key), marker];
  const b = [...nameTerms(names), marker];
  const d = bodyTerms(doc.body === doc.title ? '' : doc.body);
  return {
    kind: doc.kind,
    item_id: doc.itemId,
    title: doc.title,
    title_key: key,
    subtitle: doc.subtitle,
    cover: doc.cover,
    access: doc.access,
    price: doc.price,
    tags: doc.tags,
    popularity: doc.popularity,
    published_at: doc.publishedAt.toISOString(),
    latin: latinKey(doc.title, names),
    extra: doc.extra,
    tier,
    a,
    b,
    t: [...new Set([...a, ...b, ...d])],
  };
}

/** Documents per insert statement. */
export const BATCH = 500;

/** The tier thresholds in force (highest first). */
async function readThresholds(db: Executor): Promise<number[]> {
  const r = await db.execute(sql`select min_popularity from search_tiers order by tier`);
  return rowsOf<{ min_popularity: number | string }>(r).map((x) => Number(x.min_popularity));
}

/** Adds or replaces documents, tiered by the thresholds in force. */
export async function upsertDocuments(db: Database, docs: readonly SourceDocument[]): Promise<void> {
  if (docs.length === 0) return;
  const thresholds = await readThresholds(db);
  for (let i = 0; i < docs.length; i += BATCH) {
    await insertAnalysed(
      db,
      docs.slice(i, i + BATCH).map((d) => analyse(d, thresholds)),
    );
  }
  await flushPending(db);
}

/** Writes analysed rows and adds their terms to the term counts. */
export async function insertAnalysed(db: Executor, rows: Analysed[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into search_documents (kind, item_id, title, title_key, subtitle, cover, access, price, tags,
      popularity, published_at, title_terms, name_terms, terms, latin, extra, tier)
    select r.kind, r.item_id, r.title, r.title_key, r.subtitle, r.cover, r.access, r.price, r.tags,
      r.popularity, r.published_at, r.a, r.b, r.t, r.latin, r.extra, r.tier
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(kind text, item_id int, title text,
      title_key text, subtitle text, cover text, access text, price int, tags jsonb, popularity bigint,
      published_at timestamptz, latin text, extra jsonb, a text[], b text[], t text[], tier smallint)
    on conflict (kind, item_id) do update set title = excluded.title, title_key = excluded.title_key,
      subtitle = excluded.subtitle, cover = excluded.cover, access = excluded.access, price = excluded.price,
      tags = excluded.tags, popularity = excluded.popularity, published_at = excluded.published_at,
      title_terms = excluded.title_terms, name_terms = excluded.name_terms, terms = excluded.terms,
      latin = excluded.latin, extra = excluded.extra, tier = excluded.tier, updated_at = now()`);
  // Term counts (not of the tier terms, which change with popularity): added to, never
  // subtracted from, so they stay an upper bound until a rebuild counts afresh.
  const counts = new Map<string, number>();
  for (const r of rows) {
    for (const term of r.t) if (!isTierTerm(term)) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  if (counts.size > 0) {
    await db.execute(sql`insert into search_terms (term, docs)
      select x.term, x.docs from jsonb_to_recordset(${JSON.stringify(
        [...counts].map(([term, docs]) => ({ term, docs })),
      )}::jsonb) as x(term text, docs int)
      on conflict (term) do update set docs = search_terms.docs + excluded.docs`);
  }
}

export async function removeDocuments(db: Database, kind: SearchKind, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`delete from search_documents where kind = ${kind}
    and item_id = any(array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int))`);
}

export async function countDocuments(db: Database): Promise<number> {
  const r = await db.execute(sql`select count(*)::int as n from search_documents`);
  return Number(rowsOf<{ n: number }>(r)[0]?.n ?? 0);
}

/**
 * Moves the entries waiting in the GIN indexes' pending lists into the indexes proper; returns
 * how many pending-list pages there were. With `fastupdate` (PostgreSQL's default) a write does
 * not update a GIN index in place but appends to its pending list (up to
 * `gin_pending_list_limit`, 4 MB), and every search scan reads that unsorted list whole. Only
 * autovacuum (not ANALYZE) or an overflow empties it otherwise, so after a rebuild on
 * PostgreSQL, where the indexes stay, each GIN scan read ~400 pending pages and a whole title
 * took 60–200 ms instead of a few (docs/performance.md "Search"). The writes pay for the merge
 * instead (one bulk merge per write batch); with an empty list this is a metapage read.
 */
export async function flushPending(db: Executor): Promise<number> {
  const r = await db.execute(sql`select coalesce(sum(gin_clean_pending_list(i.indexrelid)), 0)::int as pages
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
    where i.indrelid = 'search_documents'::regclass and am.amname = 'gin'`);
  return Number(rowsOf<{ pages: number }>(r)[0]?.pages ?? 0);
}
