import { type SQL, sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../../db/database.ts';
import { SEARCH_KINDS } from './search.schema.ts';
import type { SourceDocument } from './sources.ts';
import {
  type AnalysedQuery,
  analyseQuery,
  bodyTerms,
  fold,
  latinKey,
  latinTerms,
  nameTerms,
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
  a: string[];
  b: string[];
  t: string[];
}

export function analyse(doc: SourceDocument): Analysed {
  const names = [...doc.tags, ...doc.names];
  const a = titleTerms(doc.title);
  const b = nameTerms(names);
  const d = bodyTerms(doc.body === doc.title ? '' : doc.body);
  return {
    kind: doc.kind,
    item_id: doc.itemId,
    title: doc.title,
    title_key: fold(doc.title).replace(/ /g, ''),
    subtitle: doc.subtitle,
    cover: doc.cover,
    access: doc.access,
    price: doc.price,
    tags: doc.tags,
    popularity: doc.popularity,
    published_at: doc.publishedAt.toISOString(),
    latin: latinKey(doc.title, names),
    extra: doc.extra,
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
  'kind, item_id, title, subtitle, cover, access, price, tags, popularity, published_at, extra',
);
const ORDER = {
  relevance: sql.raw('popularity desc, published_at desc, kind, item_id'),
  popular: sql.raw('popularity desc, published_at desc, kind, item_id'),
  newest: sql.raw('published_at desc, popularity desc, kind, item_id'),
} as const;

type Row = Record<string, unknown>;

/**
 * A text[] parameter as an array literal: the planner sees the very terms (and their
 * frequencies in the statistics) when it chooses between the GIN indexes and the popularity order.
 */
const arr = (list: readonly string[]) =>
  sql`${`{${list.map((t) => `"${t.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

export class PgSearchIndex implements SearchIndex {
  constructor(private readonly db: Database) {}

  async upsert(docs: readonly SourceDocument[]): Promise<void> {
    for (let i = 0; i < docs.length; i += BATCH) {
      await this.#insert(this.db, docs.slice(i, i + BATCH).map(analyse));
    }
  }

  async #insert(db: Executor, rows: Analysed[]): Promise<void> {
    if (rows.length === 0) return;
    await db.execute(sql`
      insert into search_documents (kind, item_id, title, title_key, subtitle, cover, access, price, tags,
        popularity, published_at, title_terms, name_terms, terms, latin, extra)
      select r.kind, r.item_id, r.title, r.title_key, r.subtitle, r.cover, r.access, r.price, r.tags,
        r.popularity, r.published_at, r.a, r.b, r.t, r.latin, r.extra
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(kind text, item_id int, title text,
        title_key text, subtitle text, cover text, access text, price int, tags jsonb, popularity bigint,
        published_at timestamptz, latin text, extra jsonb, a text[], b text[], t text[])
      on conflict (kind, item_id) do update set title = excluded.title, title_key = excluded.title_key,
        subtitle = excluded.subtitle, cover = excluded.cover, access = excluded.access, price = excluded.price,
        tags = excluded.tags, popularity = excluded.popularity, published_at = excluded.published_at,
        title_terms = excluded.title_terms, name_terms = excluded.name_terms, terms = excluded.terms,
        latin = excluded.latin, extra = excluded.extra, updated_at = now()`);
    const latin = new Set<string>();
    for (const r of rows) for (const term of latinTerms([...r.a, ...r.b])) latin.add(term);
    if (latin.size > 0) {
      await db.execute(sql`insert into search_terms (term)
        select jsonb_array_elements_text(${JSON.stringify([...latin])}::jsonb) on conflict do nothing`);
    }
  }

  async remove(kind: SearchKind, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.execute(sql`delete from search_documents where kind = ${kind}
      and item_id = any(array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int))`);
  }

  async replaceAll(batches: Iterable<SourceDocument[]>): Promise<number> {
    // Analyse outside the transaction (CPU only), then swap the rows in one transaction.
    const analysed: Analysed[][] = [];
    for (const docs of batches) {
      for (let i = 0; i < docs.length; i += BATCH) analysed.push(docs.slice(i, i + BATCH).map(analyse));
    }
    let n = 0;
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`delete from search_documents`);
      await tx.execute(sql`delete from search_terms`);
      for (const rows of analysed) {
        await this.#insert(tx, rows);
        n += rows.length;
      }
    });
    // Fresh statistics: the planner's choice between the GIN indexes and the popularity order
    // depends on how common each term is.
    await this.db.execute(sql`analyze search_documents`);
    await this.db.execute(sql`analyze search_terms`);
    return n;
  }

  async count(): Promise<number> {
    const r = await this.db.execute(sql`select count(*)::int as n from search_documents`);
    return Number(rowsOf<{ n: number }>(r)[0]?.n ?? 0);
  }

  /** Indexed latin terms that start with `prefix` (the exact term itself excluded: the grams match it). */
  async #expand(prefix: string): Promise<string[]> {
    if (prefix.length < 2) return [];
    const r = await this.db.execute(sql`select term from search_terms
      where term like ${`${likeEscape(prefix)}%`} and term <> ${prefix} order by term limit ${PREFIX_TERMS}`);
    return rowsOf<{ term: string }>(r).map((x) => x.term);
  }

  /**
   * Relevance is a ladder of match classes, each answered from an index, best first: the title
   * is the query or starts with it; the title contains it; a name (tag, actor, author …)
   * contains it; the whole document (with its description or text) contains it; the query's
   * pinyin or a pinyin prefix matches; one character differs; trigrams of the pinyin. Within a
   * class, popularity then recency. Each class excludes the earlier ones, and the ladder stops
   * as soon as the page is full, so a common fragment costs one index scan and a top-N sort.
   */
  #classes(a: AnalysedQuery, expansions: string[]) {
    const g = a.grams;
    const titleKey = sql`d.title_key like ${`${likeEscape(a.key)}%`}`;
    const inTitle = sql`d.title_terms @> ${arr(g)}`;
    const inNames = sql`d.name_terms @> ${arr(g)}`;
    const anywhere =
      a.words.length > 0 && a.words.join() !== g.join()
        ? sql`(d.terms @> ${arr(g)} or d.terms @> ${arr(a.words)})`
        : sql`d.terms @> ${arr(g)}`;
    const alt: SQL[] = [];
    if (a.pinyin) alt.push(sql`d.title_terms @> ${arr([a.pinyin])}`, sql`d.name_terms @> ${arr([a.pinyin])}`);
    if (expansions.length > 0) {
      alt.push(sql`d.title_terms && ${arr(expansions)}`, sql`d.name_terms && ${arr(expansions)}`);
    }
    const sounds = alt.length > 0 ? sql`(${sql.join(alt, sql` or `)})` : null;
    const typo =
      a.drops.length > 0
        ? sql`(${sql.join(
            a.drops.map((d) => sql`d.terms @> ${arr(d)}`),
            sql` or `,
          )})`
        : null;
    const classes: Array<{ where: SQL; score: number; first?: SQL }> = [];
    if (g.length > 0) {
      classes.push({ where: titleKey, score: 1, first: sql`(d.title_key = ${a.key}) desc,` });
      classes.push(
        { where: inTitle, score: 0.9 },
        { where: inNames, score: 0.8 },
        { where: anywhere, score: 0.7 },
      );
    }
    if (sounds) classes.push({ where: sounds, score: SOUNDS_SCORE });
    if (typo) classes.push({ where: typo, score: 0.4 });
    return {
      classes,
      matchAll: sql.join([...(g.length > 0 ? [anywhere] : []), ...(sounds ? [sounds] : [])], sql` or `),
      typo,
    };
  }

  async search(q: SearchQuery): Promise<{ hits: SearchHit[]; hasMore: boolean }> {
    const a = analyseQuery(q.keyword);
    if (a.grams.length === 0 || q.offset >= MAX_DEPTH) return { hits: [], hasMore: false };
    const expansions = a.latin ? await this.#expand(a.latin) : [];
    const { classes, matchAll, typo } = this.#classes(a, expansions);
    const kinds = q.kinds.length > 0 ? q.kinds : SEARCH_KINDS;
    const filter = sql`d.kind = any(${arr(kinds)}) and (${q.access ?? ''} = '' or d.access = ${q.access ?? ''})`;
    const need = q.offset + q.limit + 1;
    const found: Array<Row & { score: number }> = [];
    const page = async (where: SQL, order: SQL, limit: number) =>
      rowsOf<Row>(
        await this.db.execute(sql`select ${COLUMNS} from search_documents d
          where ${where} and ${filter} order by ${order} limit ${limit}`),
      );

    if (q.sort !== 'relevance') {
      // Newest / most viewed: every match, in that order; one-typo matches only when none.
      for (const where of [matchAll, typo]) {
        if (!where) continue;
        for (const r of await page(where, ORDER[q.sort], need)) found.push({ ...r, score: 0.5 });
        if (found.length > 0) break;
      }
    } else {
      const earlier: SQL[] = [];
      for (const c of classes) {
        const where =
          earlier.length > 0 ? sql`${c.where} and not (${sql.join(earlier, sql` or `)})` : c.where;
        const order = c.first ? sql`${c.first} ${ORDER.relevance}` : ORDER.relevance;
        const rows = await page(where, order, need - found.length);
        for (const r of rows) found.push({ ...r, score: c.score });
        if (found.length >= need) break;
        earlier.push(c.where);
      }
      // Pinyin typed with a typo (`shenyeshitan`): trigrams of the pinyin, when nothing else matched.
      if (found.length === 0 && a.latin.length >= 3) {
        const r = await this.db.execute(sql`select ${COLUMNS}, word_similarity(${a.latin}, d.latin) as sim
          from search_documents d where ${a.latin} <% d.latin and ${filter}
          order by sim desc, ${ORDER.relevance} limit ${need}`);
        for (const row of rowsOf<Row>(r)) found.push({ ...row, score: 0.3 * Number(row.sim) });
      }
    }
    const rows = found.slice(q.offset, q.offset + q.limit);
    const hits = rows.map((r) => ({
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
    }));
    return { hits, hasMore: found.length > q.offset + q.limit };
  }

  async suggest(keyword: string, limit: number) {
    const { hits } = await this.search({
      keyword,
      kinds: ['video', 'collection', 'comic', 'novel', 'audio', 'picture', 'creator', 'circle', 'tag'],
      sort: 'relevance',
      offset: 0,
      limit: limit * 2,
    });
    const seen = new Set<string>();
    const out: Array<{ kind: SearchKind; id: number; title: string }> = [];
    for (const h of hits) {
      // A suggestion shows something of what was typed: its title or a name holds it, or it
      // sounds like it — not a one-typo or trigram guess.
      if (h.score < SOUNDS_SCORE) continue;
      const key = fold(h.title).replace(/ /g, '');
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ kind: h.kind, id: h.id, title: h.title });
      if (out.length >= limit) break;
    }
    return out;
  }
}

function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
