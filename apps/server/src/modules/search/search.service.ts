import { SEARCH_TAB_KINDS, type SearchTab } from '@lld/protocol/api/calls/search';
import type { Database } from '../../db/database.ts';
import type { DomainEventBus } from '../../events/domain-events.ts';
import { HotSearches, type HotWord } from './hot.ts';
import { SEARCH_KINDS } from './search.schema.ts';
import { PgSearchIndex, type SearchIndex, type SearchKind } from './search-index.ts';
import { readSource, type SourceDocument } from './sources.ts';
import { highlightWords } from './text.ts';

export interface DetailsQuery {
  keyword: string;
  tab: SearchTab;
  access: 'all' | 'free' | 'vip' | 'paid';
  sort: 'relevance' | 'newest' | 'popular';
  page: number;
  pageSize: number;
}

const isKind = (k: string): k is SearchKind => (SEARCH_KINDS as readonly string[]).includes(k);

/**
 * Search (issue 12): the index (behind `SearchIndex`), kept current from domain events and
 * rebuilt whole by `rebuild()` (at seed time and by `npm run search:rebuild -w apps/server`),
 * plus hot searches counted from the queries people make.
 */
export class SearchService {
  readonly hot: HotSearches;
  /** The start-up build in progress: searches wait for it rather than answer from half an index. */
  #building: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    readonly index: SearchIndex,
    now: () => number,
  ) {
    this.hot = new HotSearches(db, now);
  }

  static create(db: Database, now: () => number): SearchService {
    return new SearchService(db, new PgSearchIndex(db), now);
  }

  /** Re-reads items of one kind: published ones are (re)indexed, the rest leave the index. */
  async refresh(kind: string, ids: readonly number[]): Promise<void> {
    if (!isKind(kind) || ids.length === 0) return;
    const docs = await readSource(this.db, kind, ids);
    await this.index.upsert(docs);
    const present = new Set(docs.map((d) => d.itemId));
    await this.index.remove(
      kind,
      ids.filter((id) => !present.has(id)),
    );
  }

  /**
   * Starts a rebuild without holding up start-up (a plugin must start within Fastify's
   * timeout, and loading the segmenter's dictionary takes seconds on a busy machine).
   */
  rebuildInBackground(log: { error(obj: object, msg: string): void }): void {
    this.#building = this.rebuild().catch((err: unknown) =>
      log.error({ err }, 'search index rebuild failed'),
    );
  }

  /** Resolves once the start-up build (if any) is done. */
  ready(): Promise<unknown> {
    return this.#building;
  }

  /** Rebuilds the whole index from the content tables; returns the number of documents. */
  async rebuild(): Promise<number> {
    // Read everything first: PGlite has one connection, so no read may wait on the open
    // transaction that replaces the index.
    const all: SourceDocument[][] = [];
    for (const kind of SEARCH_KINDS) all.push(await readSource(this.db, kind));
    const n = await this.index.replaceAll(all);
    await this.hot.prune();
    return n;
  }

  async details(q: DetailsQuery, userKey: string | null) {
    await this.#building;
    const { hits, hasMore } = await this.index.search({
      keyword: q.keyword,
      kinds: SEARCH_TAB_KINDS[q.tab] as readonly SearchKind[],
      access: q.access === 'all' ? undefined : q.access,
      sort: q.sort,
      offset: (q.page - 1) * q.pageSize,
      limit: q.pageSize,
    });
    // The first page of a search is a query someone made; later pages and tabs are the same one.
    if (userKey && q.page === 1 && q.tab === 'all') await this.hot.record(userKey, q.keyword);
    return {
      list: hits.map((h) => ({
        kind: h.kind,
        id: h.id,
        title: h.title,
        subtitle: h.subtitle,
        cover: h.cover,
        access: h.access,
        price: h.price,
        tags: h.tags,
        popularity: h.popularity,
        publishedAt: Math.floor(h.publishedAt.getTime() / 1000),
        extra: h.extra,
      })),
      hasMore,
      page: q.page,
      pageSize: q.pageSize,
      words: highlightWords(q.keyword),
    };
  }

  async suggest(keyword: string, limit: number) {
    if (!keyword.trim()) return { list: [], words: [] };
    await this.#building;
    return { list: await this.index.suggest(keyword, limit), words: highlightWords(keyword) };
  }

  async hotList(limit: number): Promise<Array<Omit<HotWord, 'pinned'>>> {
    return (await this.hot.list(limit)).map(({ keyword, hot, mark }) => ({ keyword, hot, mark }));
  }

  /** Index listeners: what changes content re-reads it within the same second. */
  listen(events: DomainEventBus): void {
    events.on('content.changed', ({ kind, id }) => this.refresh(kind, [id]));
    events.on('post.published', async ({ postId, authorId }) => {
      await this.refresh('post', [postId]);
      await this.refresh('creator', [authorId]);
    });
  }
}
