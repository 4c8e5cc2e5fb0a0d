import { type SQL, sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../../db/database.ts';
import { SEARCH_KINDS } from './search.schema.ts';
import { popularityQuery, type SourceDocument } from './sources.ts';
import {
  type AnalysedQuery,
  analyseQuery,
  bodyTerms,
  fold,
  isTierTerm,
  latinKey,
  nameTerms,
  prefixTerms,
  tierTerm,
  titleTerms,
} from './text.ts';

export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchQuery {
  keyword: string;
  /** Kinds to search; empty = every kind. */
  kinds: readonly SearchKind[];
  access?: 'free' | 'vip' | 'paid' | undefined;
  /** relevance (text, then popularity, then recency), newest, or most viewed. */
  sort: 'relevance' | 'newest' | 'popular';
  offset: number;
  limit: number;
}

/** What a result card shows and what results sort by: stored with every document. */
export interface SearchCard {
  title: string;
  subtitle: string;
  cover: string;
  access: 'free' | 'vip' | 'paid';
  price: number;
  /** Shown on the card and indexed with the names. */
  tags: string[];
  popularity: number;
  publishedAt: Date;
  /** Kind-specific card data (duration, chapter count, author …). */
  extra: Record<string, string | number>;
}

export interface SearchHit extends SearchCard {
  kind: SearchKind;
  id: number;
  score: number;
}

/**
 * What the app needs from a search engine. `PgSearchIndex` keeps it in the app's own database
 * (PGlite or PostgreSQL, same SQL); an operator who outgrows it could put a dedicated engine
 * (Meilisearch, OpenSearch …) behind this interface: documents arrive already analysed by
 * `SourceDocument` (plain text fields) and the engine applies its own analysis. See
 * docs/decisions.md "Search".
 */
export interface SearchIndex {
  /** Adds or replaces documents. */
  upsert(docs: readonly SourceDocument[]): Promise<void>;
  /** Removes documents (unpublished, deleted, rejected). */
  remove(kind: SearchKind, ids: readonly number[]): Promise<void>;
  /** Replaces the whole index with these documents, atomically. */
  replaceAll(docs: Iterable<SourceDocument[]>): Promise<number>;
  /** Results (one page + whether more follow). */
  search(q: SearchQuery): Promise<{ hits: SearchHit[]; hasMore: boolean }>;
  /** Titles that match what was typed so far (prefixes, pinyin), best first. */
  suggest(keyword: string, limit: number): Promise<Array<{ kind: SearchKind; id: number; title: string }>>;
  /** The most popular documents of these kinds (empty: every kind), for "nothing found". */
  top(kinds: readonly SearchKind[], limit: number): Promise<SearchHit[]>;
  /**
   * Re-reads every document's popularity from the content tables in batches of `batch` and
   * writes the ones that moved; returns how many did. Counters (views, likes) fire no trigger,
   * so this (scheduled) and a rebuild are what bring them in.
   */
  refreshPopularity(batch: number): Promise<number>;
  count(): Promise<number>;
}

interface Analysed {
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

const BATCH = 500;
/** Pinyin prefixes expand to at most this many indexed terms. */
const PREFIX_TERMS = 64;
/** Pages deeper than this are not served (a search is not a way to list everything). */
const MAX_DEPTH = 500;
/** Score of the pinyin class: suggestions go down to it (not to one-typo or trigram guesses). */
const SOUNDS_SCORE = 0.6;

/** The columns a result needs (never the term arrays). */
const COLUMNS = sql.raw(
  'd.kind, d.item_id, d.title, d.subtitle, d.cover, d.access, d.price, d.tags, d.popularity, d.published_at, d.extra',
);
/**
 * Popularity order. `popularity + 0` keeps the planner off the popularity index: walking it
 * and testing every row is fast only when the terms are common, and it cannot know that for
 * the terms of a tier; the GIN scan of one tier is bounded either way.
 */
const BY_POPULARITY = sql.raw('d.popularity + 0 desc, d.published_at desc, d.kind, d.item_id');
/** Date order: the planner may walk the date index (NULLS LAST, as it is built) when matches are many. */
const BY_DATE = sql.raw('d.published_at desc nulls last, d.popularity desc, d.kind, d.item_id');

type Row = Record<string, unknown>;

/** SQL: the tier of a popularity value by the thresholds in `search_tiers`. */
const TIER_OF = (popularity: string) =>
  sql.raw(`(select count(*) from search_tiers s where ${popularity} < s.min_popularity)::smallint`);
/** SQL: set `d`'s tier to `f.tier`, swapping its tier term in each term array. */
const RETIER = sql.raw(`tier = f.tier,
  title_terms = array_replace(d.title_terms, '~' || d.tier, '~' || f.tier),
  name_terms = array_replace(d.name_terms, '~' || d.tier, '~' || f.tier),
  terms = array_replace(d.terms, '~' || d.tier, '~' || f.tier)`);

/**
 * A text[] parameter as an array literal (terms are folded text or marker terms; quotes and
 * backslashes are escaped all the same).
 */
const arr = (list: readonly string[]) =>
  sql`${`{${list.map((t) => `"${t.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

/**
 * One way to match: the document's `col` holds all of `terms` (`@>`) or one of them (`&&`),
 * and `also` holds (a check on the row, never on the index).
 */
interface Test {
  col: 'title_terms' | 'name_terms' | 'terms';
  op: '@>' | '&&';
  terms: string[];
  also?: SQL;
}

/**
 * A match class: a document matches when one of its tests does. `plain` is that condition as
 * later classes exclude it; `est` is an upper bound of its matches from the term counts (a test
 * with a term no document holds is dropped); `exact` is a class answered by the title_key btree.
 */
interface MatchClass {
  score: number;
  tests: Test[];
  plain: SQL;
  est: number;
  exact?: boolean;
}

const LATIN = /^[a-z0-9]+$/;

/** Document counts of the query's terms, the pinyin completions, and the index's size. */
interface TermStats {
  docs: Map<string, number>;
  completions: string[];
  total: number;
}

/** A class expected to match at most this many documents is read whole, not tier by tier. */
const WHOLE_CLASS = 300;

const test = (t: Test, tier: SQL | null): SQL => {
  const col = sql.raw(`d.${t.col}`);
  const cond =
    t.op === '&&'
      ? tier
        ? sql`(${col} && ${arr(t.terms)} and ${col} @> array[${tier}])`
        : sql`${col} && ${arr(t.terms)}`
      : tier
        ? sql`${col} @> (${arr(t.terms)} || ${tier})`
        : sql`${col} @> ${arr(t.terms)}`;
  return t.also ? sql`(${cond} and ${t.also})` : cond;
};
const anyOf = (tests: readonly Test[], tier: SQL | null): SQL =>
  tests.length === 1
    ? test(tests[0]!, tier)
    : sql`(${sql.join(
        tests.map((t) => test(t, tier)),
        sql` or `,
      )})`;

export interface PgSearchIndexOptions {
  /**
   * The database has one connection (embedded PGlite): nothing else runs during a rebuild's
   * transaction anyway, so it drops the GIN indexes and builds them again after loading the
   * rows, several times faster than updating them row by row. On PostgreSQL the indexes stay
   * (a dropped index would lock searches out until the rebuild commits).
   */
  singleConnection?: boolean;
}

export class PgSearchIndex implements SearchIndex {
  constructor(
    private readonly db: Database,
    private readonly options: PgSearchIndexOptions = {},
  ) {}

  async #thresholds(db: Executor): Promise<number[]> {
    const r = await db.execute(sql`select min_popularity from search_tiers order by tier`);
    return rowsOf<{ min_popularity: number | string }>(r).map((x) => Number(x.min_popularity));
  }

  async upsert(docs: readonly SourceDocument[]): Promise<void> {
    if (docs.length === 0) return;
    const thresholds = await this.#thresholds(this.db);
    for (let i = 0; i < docs.length; i += BATCH) {
      await this.#insert(
        this.db,
        docs.slice(i, i + BATCH).map((d) => analyse(d, thresholds)),
      );
    }
    await flushPending(this.db);
  }

  async #insert(db: Executor, rows: Analysed[]): Promise<void> {
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

  async remove(kind: SearchKind, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.execute(sql`delete from search_documents where kind = ${kind}
      and item_id = any(array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int))`);
  }

  async replaceAll(batches: Iterable<SourceDocument[]>): Promise<number> {
    // Analyse outside the transaction (CPU only), then swap the rows in one transaction.
    const docs = [...batches].flat();
    const thresholds = tierThresholds(docs.map((d) => d.popularity).sort((x, y) => y - x));
    const analysed: Analysed[][] = [];
    for (let i = 0; i < docs.length; i += BATCH) {
      analysed.push(docs.slice(i, i + BATCH).map((d) => analyse(d, thresholds)));
    }
    await this.db.transaction(async (tx) => {
      const rebuilt = this.options.singleConnection
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
      for (const rows of analysed) await this.#insert(tx, rows);
      for (const index of rebuilt) await tx.execute(sql.raw(index.def));
    });
    await flushPending(this.db);
    // Fresh statistics for the planner (term frequencies, the title_key histogram).
    await this.db.execute(sql`analyze search_documents`);
    await this.db.execute(sql`analyze search_terms`);
    return docs.length;
  }

  async refreshPopularity(batch: number): Promise<number> {
    // 1. Popularity from the content tables, batch by batch; a moved value moves the document's
    //    tier (and its tier terms) by the thresholds in force, so the order stays exact.
    let changed = 0;
    for (const kind of SEARCH_KINDS) {
      for (let after = -1; ; ) {
        const r = await this.db.execute(sql`
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
    const n = await this.count();
    const thresholds: number[] = [];
    for (let rank = TIER_FIRST; rank < n && thresholds.length < MAX_TIERS - 1; rank *= TIER_RATIO) {
      const r = await this.db.execute(sql`select popularity from search_documents
        order by popularity desc nulls last, published_at desc nulls last offset ${rank - 1} limit 1`);
      thresholds.push(Number(rowsOf<{ popularity: number | string }>(r)[0]?.popularity ?? 0));
    }
    await writeThresholds(this.db, thresholds);
    // 3. Every document whose tier the new thresholds change moves, batch by batch.
    for (let after: [string, number] = ['', -1]; ; ) {
      const r = await this.db.execute(sql`
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
    await flushPending(this.db);
    return changed;
  }

  async top(kinds: readonly SearchKind[], limit: number): Promise<SearchHit[]> {
    const filter =
      kinds.length > 0 && kinds.length < SEARCH_KINDS.length ? sql`where d.kind = any(${arr(kinds)})` : sql``;
    // The popularity index in order (nulls last, as it is built), filtered by kind.
    const r = await this.db.execute(sql`select ${COLUMNS} from search_documents d ${filter}
      order by d.popularity desc nulls last, d.published_at desc nulls last, d.kind, d.item_id limit ${limit}`);
    return rowsOf<Row>(r).map((row) => toHit({ ...row, score: 0 }));
  }

  async count(): Promise<number> {
    const r = await this.db.execute(sql`select count(*)::int as n from search_documents`);
    return Number(rowsOf<{ n: number }>(r)[0]?.n ?? 0);
  }

  /**
   * The counts of every term the query's classes use, and for a latin query the most common
   * indexed terms that start with it (`fengqic`, `fq`): one small read before the search.
   */
  async #termStats(a: AnalysedQuery): Promise<TermStats> {
    const terms = [
      ...new Set([a.prefix, ...a.grams, ...a.words, ...(a.pinyin ? [a.pinyin] : []), ...a.drops.flat()]),
    ];
    const completions =
      a.latin.length >= 2
        ? sql` union all (select term, docs, true from search_terms
          where term like ${`${likeEscape(a.latin)}%`} and term <> ${a.latin}
          order by docs desc, term limit ${PREFIX_TERMS})`
        : sql``;
    // The index's size as of its last analyze (no count over the table): '' is never a term.
    const r = await this.db.execute(sql`select term, docs, false as completion from search_terms
      where term = any(${arr(terms)})
      union all select '', greatest(reltuples, 0)::int, false from pg_class
        where oid = 'search_documents'::regclass${completions}`);
    const docs = new Map<string, number>();
    const out: string[] = [];
    let total = 0;
    for (const row of rowsOf<{ term: string; docs: number; completion: boolean }>(r)) {
      if (row.term === '') total = Number(row.docs);
      else if (row.completion) out.push(row.term);
      docs.set(row.term, Number(row.docs));
    }
    return { docs, completions: out, total: Math.max(total, ...docs.values()) };
  }

  /**
   * Relevance is a ladder of match classes, best first: the title is the query; it starts with
   * it; it contains all of the query's character pairs; a name (tag, actor, author …) does; the
   * whole document (with its description or text) does; the query's pinyin or a pinyin prefix
   * matches; one character differs. Within a class, popularity then recency. Each class
   * excludes the earlier ones. Trigrams of the pinyin come after, only when nothing matched.
   */
  #classes(a: AnalysedQuery, stats: TermStats, fuzzy: boolean): MatchClass[] {
    const df = (t: Test) => {
      const counts = t.terms.map((term) => stats.docs.get(term) ?? 0);
      if (t.op === '&&') return counts.reduce((n, c) => n + c, 0);
      // All of the terms: at most the rarest's documents; each further term keeps at most ten
      // times its share of them (terms of one title are far from independent: 第二, 二季 and
      // 第二季 go together; a factor of ten allows for that without trusting independence).
      counts.sort((x, y) => x - y);
      return counts.slice(1).reduce((n, c) => n * Math.min(1, (10 * c) / stats.total), counts[0] ?? 0);
    };
    const matchClass = (score: number, all: Test[], plain?: SQL): MatchClass | null => {
      const tests = all.filter((t) => t.terms.length > 0 && df(t) > 0);
      if (tests.length === 0) return null;
      return {
        score,
        tests,
        plain: plain ?? anyOf(tests, null),
        est: tests.reduce((n, t) => n + df(t), 0),
      };
    };
    const g = a.grams;
    const n = [...a.key].length;
    const startsWith = sql`left(d.title_key, ${n}) = ${a.key}`;
    const classes: Array<MatchClass | null> = [
      { score: 1, tests: [], plain: sql`d.title_key = ${a.key}`, est: 0, exact: true },
      // left() rather than LIKE or starts_with(): the title_key btree would hand over every
      // prefix match unsorted; the prefix term finds them tier by tier.
      // A title that starts with the query holds its prefix term and all of its CJK pairs (not
      // its latin words: `vl` starts `vlog`, which is the title's word).
      matchClass(
        1,
        [
          {
            col: 'title_terms',
            op: '@>',
            terms: [a.prefix, ...g.filter((x) => !LATIN.test(x))],
            also: startsWith,
          },
        ],
        startsWith,
      ),
      matchClass(0.9, [{ col: 'title_terms', op: '@>', terms: g }]),
      matchClass(0.8, [{ col: 'name_terms', op: '@>', terms: g }]),
      matchClass(0.7, [
        { col: 'terms', op: '@>', terms: g },
        ...(a.words.length > 0 && a.words.join() !== g.join()
          ? [{ col: 'terms' as const, op: '@>' as const, terms: a.words }]
          : []),
      ]),
      matchClass(
        SOUNDS_SCORE,
        (['title_terms', 'name_terms'] as const).flatMap((col): Test[] => [
          { col, op: '@>', terms: a.pinyin ? [a.pinyin] : [] },
          { col, op: '&&', terms: stats.completions },
        ]),
      ),
      fuzzy
        ? matchClass(
            0.4,
            a.drops.map((terms) => ({ col: 'terms', op: '@>', terms })),
          )
        : null,
    ];
    return classes.filter((c): c is MatchClass => c !== null);
  }

  /**
   * Runs classes as one statement: a UNION ALL of one branch per class under one LIMIT.
   * PostgreSQL runs the branches of an Append in order and stops pulling rows once the LIMIT is
   * met, so a search is one round trip that reads only as far down the ladder as the page needs.
   * A class expected to be small is one GIN scan and a sort; a common one walks the popularity
   * tiers from the top (a lateral subquery per tier: its GIN scan yields only that tier's
   * matches), so no branch sorts more than one tier's matches.
   */
  async #ladder(
    classes: readonly MatchClass[],
    filter: SQL,
    need: number,
    order: 'popularity' | 'date',
  ): Promise<Array<Row & { score: number }>> {
    if (classes.length === 0) return [];
    const branches = classes.map((c, i) => {
      const earlier = classes.slice(0, i).map((e) => e.plain);
      const not = earlier.length > 0 ? sql` and not (${sql.join(earlier, sql` or `)})` : sql``;
      if (c.exact || order === 'date' || c.est <= WHOLE_CLASS) {
        return sql`(select ${i} as c, x.* from (select ${COLUMNS} from search_documents d
          where ${c.exact ? c.plain : anyOf(c.tests, null)}${not} and ${filter}
          order by ${order === 'date' ? BY_DATE : BY_POPULARITY} limit ${need}) x)`;
      }
      return sql`(select ${i} as c, x.* from tiers t cross join lateral (
          select ${COLUMNS} from search_documents d
          where ${anyOf(c.tests, sql`t.term`)}${not} and ${filter}
          order by ${BY_POPULARITY} limit ${need}) x)`;
    });
    const r = await this.db.execute(sql`
      with tiers as materialized (select '~' || g as term from generate_series(0,
        (select count(*)::int from search_tiers)) g)
      select * from (${sql.join(branches, sql` union all `)}) u limit ${need}`);
    return rowsOf<Row & { c: number }>(r).map((row) => ({ ...row, score: classes[Number(row.c)]!.score }));
  }

  async search(
    q: SearchQuery,
    options: { fuzzy?: boolean } = {},
  ): Promise<{ hits: SearchHit[]; hasMore: boolean }> {
    const a = analyseQuery(q.keyword);
    if (a.grams.length === 0 || q.offset >= MAX_DEPTH) return { hits: [], hasMore: false };
    const fuzzy = options.fuzzy ?? true;
    const kinds = q.kinds.length > 0 ? q.kinds : SEARCH_KINDS;
    const filters: SQL[] = [];
    if (kinds.length < SEARCH_KINDS.length) filters.push(sql`d.kind = any(${arr(kinds)})`);
    if (q.access) filters.push(sql`d.access = ${q.access}`);
    const filter = filters.length > 0 ? sql.join(filters, sql` and `) : sql`true`;
    const need = q.offset + q.limit + 1;
    const classes = this.#classes(a, await this.#termStats(a), fuzzy);
    let found: Array<Row & { score: number }>;

    if (q.sort !== 'relevance') {
      // Newest / most viewed: every match in that order (one class; the exact-title class is in
      // the prefix class), one-typo matches only when there are none.
      const typo = classes.find((c) => c.score === 0.4);
      const exact = classes.filter((c) => !c.exact && c !== typo);
      const all = exact.flatMap((c) => c.tests);
      const order = q.sort === 'newest' ? 'date' : 'popularity';
      const est = exact.reduce((n, c) => n + c.est, 0);
      found =
        all.length > 0
          ? await this.#ladder([{ score: 0.5, tests: all, plain: sql``, est }], filter, need, order)
          : [];
      if (found.length === 0 && typo) found = await this.#ladder([typo], filter, need, order);
    } else {
      found = await this.#ladder(classes, filter, need, 'popularity');
      // Pinyin typed with a typo (`shenyeshitan`): trigrams of the pinyin, when nothing else matched.
      if (fuzzy && found.length === 0 && a.latin.length >= 3) {
        const r = await this.db.execute(sql`select ${COLUMNS}, word_similarity(${a.latin}, d.latin) as sim
          from search_documents d where ${a.latin} <% d.latin and ${filter}
          order by sim desc, ${BY_POPULARITY} limit ${need}`);
        for (const row of rowsOf<Row>(r)) found.push({ ...row, score: 0.3 * Number(row.sim) });
      }
    }
    const hits = found.slice(q.offset, q.offset + q.limit).map(toHit);
    return { hits, hasMore: found.length > q.offset + q.limit };
  }

  async suggest(keyword: string, limit: number) {
    // A suggestion shows something of what was typed: its title or a name holds it, or it
    // sounds like it — not a one-typo or trigram guess (those classes are not run).
    const { hits } = await this.search(
      {
        keyword,
        kinds: ['video', 'collection', 'comic', 'novel', 'audio', 'picture', 'creator', 'circle', 'tag'],
        sort: 'relevance',
        offset: 0,
        limit: limit * 2,
      },
      { fuzzy: false },
    );
    const seen = new Set<string>();
    const out: Array<{ kind: SearchKind; id: number; title: string }> = [];
    for (const h of hits) {
      const key = fold(h.title).replace(/ /g, '');
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ kind: h.kind, id: h.id, title: h.title });
      if (out.length >= limit) break;
    }
    return out;
  }
}

function toHit(r: Row & { score: number }): SearchHit {
  return {
    kind: r.kind as SearchKind,
    id: Number(r.item_id),
    title: String(r.title),
    subtitle: String(r.subtitle ?? ''),
    cover: String(r.cover ?? ''),
    access: r.access as SearchHit['access'],
    price: Number(r.price ?? 0),
    tags: (r.tags as string[] | null) ?? [],
    popularity: Number(r.popularity ?? 0),
    publishedAt: r.published_at instanceof Date ? r.published_at : new Date(String(r.published_at)),
    extra: (r.extra as Record<string, string | number> | null) ?? {},
    score: r.score,
  };
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

/** Replaces the tier thresholds (highest first). */
export async function writeThresholds(db: Executor, thresholds: readonly number[]): Promise<void> {
  await db.execute(sql`delete from search_tiers`);
  if (thresholds.length === 0) return;
  await db.execute(sql`insert into search_tiers (tier, min_popularity)
    select (x.ordinality - 1)::smallint, x.value::bigint
    from jsonb_array_elements_text(${JSON.stringify(thresholds)}::jsonb) with ordinality as x(value, ordinality)`);
}

function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
