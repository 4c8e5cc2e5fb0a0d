// The search index's contract (what the app needs from a search engine) and its implementation
// in the app's own database: writes in search-write.ts, rebuild and popularity refresh in
// search-maintenance.ts, queries in search-query.ts.
import type { Database } from '../../db/database.ts';
import type { SEARCH_KINDS } from './search.schema.ts';
import { rebuildIndex, refreshPopularity } from './search-maintenance.ts';
import { searchDocuments, suggestTitles, topDocuments } from './search-query.ts';
import { countDocuments, removeDocuments, upsertDocuments } from './search-write.ts';
import type { SourceDocument } from './sources.ts';

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

  upsert(docs: readonly SourceDocument[]): Promise<void> {
    return upsertDocuments(this.db, docs);
  }

  remove(kind: SearchKind, ids: readonly number[]): Promise<void> {
    return removeDocuments(this.db, kind, ids);
  }

  replaceAll(batches: Iterable<SourceDocument[]>): Promise<number> {
    return rebuildIndex(this.db, batches, this.options);
  }

  refreshPopularity(batch: number): Promise<number> {
    return refreshPopularity(this.db, batch);
  }

  top(kinds: readonly SearchKind[], limit: number): Promise<SearchHit[]> {
    return topDocuments(this.db, kinds, limit);
  }

  count(): Promise<number> {
    return countDocuments(this.db);
  }

  /** `fuzzy: false` leaves out the one-typo and pinyin-trigram guesses (suggestions do). */
  search(
    q: SearchQuery,
    options: { fuzzy?: boolean } = {},
  ): Promise<{ hits: SearchHit[]; hasMore: boolean }> {
    return searchDocuments(this.db, q, options);
  }

  suggest(keyword: string, limit: number): Promise<Array<{ kind: SearchKind; id: number; title: string }>> {
    return suggestTitles(this.db, keyword, limit);
  }
}
