// The index's maintenance: a rebuild that replaces every document in one transaction, and the
// scheduled popularity refresh that moves documents between the popularity tiers.
import { sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../../db/database.ts';
import { SEARCH_KINDS } from './search.schema.ts';
import type { PgSearchIndexOptions } from './search-index.ts';
import {
  type Analysed,
  analyse,
  BATCH,
  countDocuments,
  flushPending,
  insertAnalysed,
} from './search-write.ts';
import { popularityQuery, type SourceDocument } from './sources.ts';

/** Tier k holds ranks up to TIER_FIRST × TIER_RATIO^k (500, 2,000, 8,000 …). */
const TIER_FIRST = 500;
const TIER_RATIO = 4;
/** At most this many tiers (the last holds everything below 500 × 4^6 ≈ 2 million). */
const MAX_TIERS = 8;

/** Thresholds from popularity values sorted highest first: the value at each tier's last rank. */
export function tierThresholds(sortedDesc: readonly number[]): number[] {
  const out: number[] = [];
  for (let rank = TIER_FIRST; rank < sortedDesc.length && out.length < MAX_TIERS - 1; rank *= TIER_RATIO) {
    out.push(sortedDesc[rank - 1]!);
  }
  return out;
}

/** SQL: the tier of a popularity value by the thresholds in `search_tiers`. */
const TIER_OF = (popularity: string) =>
  sql.raw(`(select count(*) from search_tiers s where ${popularity} < s.min_popularity)::smallint`);
/** SQL: set `d`'s tier to `f.tier`, swapping its tier term in each term array. */
const RETIER = sql.raw(`tier = f.tier,
  title_terms = array_replace(d.title_terms, '~' || d.tier, '~' || f.tier),
  name_terms = array_replace(d.name_terms, '~' || d.tier, '~' || f.tier),
  terms = array_replace(d.terms, '~' || d.tier, '~' || f.tier)`);

/** Replaces the whole index with these documents, atomically; returns how many. */
export async function rebuildIndex(
  db: Database,
  batches: Iterable<SourceDocument[]>,
  options: PgSearchIndexOptions,
): Promise<number> {
  // Analyse outside the transaction (CPU only), then swap the rows in one transaction.
  const docs = [...batches].flat();
  const thresholds = tierThresholds(docs.map((d) => d.popularity).sort((x, y) => y - x));
  const analysed: Analysed[][] = [];
  for (let i = 0; i < docs.length; i += BATCH) {
    analysed.push(docs.slice(i, i + BATCH).map((d) => analyse(d, thresholds)));
  }
  await db.transaction(async (tx) => {
    const rebuilt = options.singleConnection
      ? rowsOf<{ name: string; def: string }>(
          await tx.execute(sql`select indexname as name, indexdef as def from pg_indexes
            where schemaname = current_schema() and tablename = 'search_documents'
              and indexdef like '% USING gin %'`),
        )
      : [];
    for (const index of rebuilt) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
    await tx.execute(sql`delete from search_documents`);
    await tx.execute(sql`delete from search_terms`);
    await writeThresholds(tx, thresholds);
    for (const rows of analysed) await insertAnalysed(tx, rows);
    for (const index of rebuilt) await tx.execute(sql.raw(index.def));
  });
  await flushPending(db);
  // Fresh statistics for the planner (term frequencies, the title_key histogram).
  await db.execute(sql`analyze search_documents`);
  await db.execute(sql`analyze search_terms`);
  return docs.length;
}

/** Re-reads every document's popularity and re-tiers the index (`SearchIndex.refreshPopularity`). */
export async function refreshPopularity(db: Database, batch: number): Promise<number> {
  // 1. Popularity from the content tables, batch by batch; a moved value moves the document's
  //    tier (and its tier terms) by the thresholds in force, so the order stays exact.
  let changed = 0;
  for (const kind of SEARCH_KINDS) {
    for (let after = -1; ; ) {
      const r = await db.execute(sql`
        with batch as (select item_id from search_documents where kind = ${kind} and item_id > ${after}
            order by item_id limit ${batch}),
          fresh as (select f.id, f.popularity, ${TIER_OF('f.popularity')} as tier
            from (${popularityQuery(kind, sql`select item_id from batch`)}) f),
          moved as (update search_documents d set popularity = f.popularity, ${RETIER}
            from fresh f where d.kind = ${kind} and d.item_id = f.id and d.popularity <> f.popularity
            returning 1)
        select (select max(item_id) from batch) as last, (select count(*) from moved)::int as moved`);
      const row = rowsOf<{ last: number | null; moved: number }>(r)[0];
      changed += Number(row?.moved ?? 0);
      if (row?.last == null) break;
      after = Number(row.last);
    }
  }
  // 2. Thresholds from the popularity now indexed (the popularity index gives each rank).
  const n = await countDocuments(db);
  const thresholds: number[] = [];
  for (let rank = TIER_FIRST; rank < n && thresholds.length < MAX_TIERS - 1; rank *= TIER_RATIO) {
    const r = await db.execute(sql`select popularity from search_documents
      order by popularity desc nulls last, published_at desc nulls last offset ${rank - 1} limit 1`);
    thresholds.push(Number(rowsOf<{ popularity: number | string }>(r)[0]?.popularity ?? 0));
  }
  await writeThresholds(db, thresholds);
  // 3. Every document whose tier the new thresholds change moves, batch by batch.
  for (let after: [string, number] = ['', -1]; ; ) {
    const r = await db.execute(sql`
      with batch as (select x.kind, x.item_id, ${TIER_OF('x.popularity')} as tier from search_documents x
          where (x.kind, x.item_id) > (${after[0]}, ${after[1]}) order by x.kind, x.item_id limit ${batch * 5}),
        moved as (update search_documents d set ${RETIER} from batch f
          where d.kind = f.kind and d.item_id = f.item_id and d.tier <> f.tier returning 1)
      select kind, item_id from batch order by kind desc, item_id desc limit 1`);
    const last = rowsOf<{ kind: string; item_id: number }>(r)[0];
    if (!last) break;
    after = [last.kind, Number(last.item_id)];
  }
  // A moved tier rewrote the document's term arrays: new GIN entries.
  await flushPending(db);
  return changed;
}

/** Replaces the tier thresholds (highest first). */
export async function writeThresholds(db: Executor, thresholds: readonly number[]): Promise<void> {
  await db.execute(sql`delete from search_tiers`);
  if (thresholds.length === 0) return;
  await db.execute(sql`insert into search_tiers (tier, min_popularity)
    select (x.ordinality - 1)::smallint, x.value::bigint
    from jsonb_array_elements_text(${JSON.stringify(thresholds)}::jsonb) with ordinality as x(value, ordinality)`);
}
