import { sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../../db/database.ts';
import { SEARCH_KINDS } from './search.schema.ts';
import type { SourceDocument } from './sources.ts';
import { analyseQuery, bodyTerms, fold, latinKey, nameTerms, titleTerms } from './text.ts';

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

export interface SearchHit {
  kind: SearchKind;
  id: number;
  title: string;
  subtitle: string;
  cover: string;
  access: 'free' | 'vip' | 'paid';
  price: number;
  tags: string[];
  popularity: number;
  publishedAt: Date;
  extra: Record<string, string | number>;
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
  d: string[];
}

export function analyse(doc: SourceDocument): Analysed {
  const names = [...doc.tags, ...doc.names];
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
    a: titleTerms(doc.title),
    b: nameTerms(names),
    d: bodyTerms(doc.body === doc.title ? '' : doc.body),
  };
}

const BATCH = 500;

/** Each score bucket is 1/20 of a point: within one, popularity and then recency decide. */
const SCORE_BUCKETS = 20;

export class PgSearchIndex implements SearchIndex {
  constructor(private readonly db: Database) {}

  async upsert(docs: readonly SourceDocument[]): Promise<void> {
    for (let i = 0; i < docs.length; i += BATCH) {
      await this.#insert(this.db, docs.slice(i, i + BATCH).map(analyse), true);
    }
  }

  async #insert(db: Executor, rows: Analysed[], replace: boolean): Promise<void> {
    if (rows.length === 0) return;
    const conflict = replace
      ? sql`on conflict (kind, item_id) do update set title = excluded.title, title_key = excluded.title_key,
          subtitle = excluded.subtitle, cover = excluded.cover, access = excluded.access, price = excluded.price,
          tags = excluded.tags, popularity = excluded.popularity, published_at = excluded.published_at,
          doc = excluded.doc, latin = excluded.latin, extra = excluded.extra, updated_at = now()`
      : sql``;
    await db.execute(sql`
      insert into search_documents (kind, item_id, title, title_key, subtitle, cover, access, price, tags,
        popularity, published_at, doc, latin, extra)
      select r.kind, r.item_id, r.title, r.title_key, r.subtitle, r.cover, r.access, r.price, r.tags,
        r.popularity, r.published_at,
        setweight(array_to_tsvector(array(select jsonb_array_elements_text(r.a))), 'A')
          || setweight(array_to_tsvector(array(select jsonb_array_elements_text(r.b))), 'B')
          || setweight(array_to_tsvector(array(select jsonb_array_elements_text(r.d))), 'D'),
        r.latin, r.extra
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(kind text, item_id int, title text,
        title_key text, subtitle text, cover text, access text, price int, tags jsonb, popularity bigint,
        published_at timestamptz, latin text, extra jsonb, a jsonb, b jsonb, d jsonb)
      ${conflict}`);
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
      for (const rows of analysed) {
        await this.#insert(tx, rows, true);
        n += rows.length;
      }
    });
    return n;
  }

  async count(): Promise<number> {
    const r = await this.db.execute(sql`select count(*)::int as n from search_documents`);
    return Number(rowsOf<{ n: number }>(r)[0]?.n ?? 0);
  }

  async search(q: SearchQuery): Promise<{ hits: SearchHit[]; hasMore: boolean }> {
    const a = analyseQuery(q.keyword);
    if (a.terms.length === 0) return { hits: [], hasMore: false };
    const tsquery = a.terms.map((t) => `'${t}'`).join(' | ');
    // Latin queries: trigrams from three letters on; two letters match the start of a pinyin word.
    const latin = a.latin.length >= 3 ? a.latin : '';
    const latin2 = a.latin.length === 2 ? a.latin : '';
    const prefix2 = sql`(${latin2} <> '' and (d.latin like ${`${latin2}%`} or d.latin like ${`% ${latin2}%`}))`;
    const kinds = q.kinds.length > 0 ? q.kinds : SEARCH_KINDS;
    const order =
      q.sort === 'newest'
        ? sql`published_at desc, bucket desc`
        : q.sort === 'popular'
          ? sql`popularity desc, bucket desc`
          : sql`bucket desc, popularity desc, published_at desc`;
    const result = await this.db.execute(sql`
      with query as (select ${tsquery}::tsquery as q)
      select kind, item_id, title, subtitle, cover, access, price, tags, popularity, published_at, extra, score,
        floor(score * ${SCORE_BUCKETS}) as bucket
      from (
        select d.*,
          ts_rank('{0.1, 0.2, 0.5, 1.0}', d.doc, query.q, 1)
          + case when d.title_key = ${a.key} then 1.0
                 when d.title_key like ${`${likeEscape(a.key)}%`} then 0.6
                 when d.title_key like ${`%${likeEscape(a.key)}%`} then 0.4 else 0 end
          + case when ${latin} <> '' and d.latin like ${`%${likeEscape(latin)}%`} then 0.5
                 when ${latin} <> '' then word_similarity(${latin}, d.latin) * 0.4
                 when ${prefix2} then 0.3 else 0 end as score
        from search_documents d, query
        where (d.doc @@ query.q or (${latin} <> '' and ${latin} <% d.latin) or ${prefix2})
          and d.kind = any(array(select jsonb_array_elements_text(${JSON.stringify(kinds)}::jsonb)))
          and (${q.access ?? ''} = '' or d.access = ${q.access ?? ''})
      ) ranked
      order by ${order}, kind, item_id
      limit ${q.limit + 1} offset ${q.offset}`);
    const rows = rowsOf<Record<string, unknown>>(result);
    const hits = rows.slice(0, q.limit).map((r) => ({
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
      score: Number(r.score),
    }));
    return { hits, hasMore: rows.length > q.limit };
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
      // A suggestion must share something visible with what was typed (or its pinyin).
      if (h.score < 0.05) continue;
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
