import { SEARCH_TAB_KINDS, type SearchTab } from '@lld/protocol/api/calls/search';
import { sql } from 'drizzle-orm';
import { seconds } from '../../db/columns.ts';
import { type Database, rowsOf } from '../../db/database.ts';
import type { DomainEventBus } from '../../events/domain-events.ts';
import { HotSearches, type HotWord } from './hot.ts';
import { SEARCH_KINDS } from './search.schema.ts';
import { PgSearchIndex, type SearchHit, type SearchIndex, type SearchKind } from './search-index.ts';
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

/** How often the queue of changed items is read (a change is searchable within a second). */
export const DRAIN_INTERVAL_MS = 250;
const DRAIN_BATCH = 1000;
/** Documents per statement of the popularity refresh. */
const POPULARITY_BATCH = 1000;

const isKind = (k: string): k is SearchKind => (SEARCH_KINDS as readonly string[]).includes(k);

/**
 * Search (issue 12): the index (behind `SearchIndex`), kept current from the change queue the
 * content tables' triggers fill (drained every 250 ms and on domain events), its popularity
 * refreshed by the scheduled upkeep, rebuilt whole by `rebuild()` (at seed time and by
 * `npm run search:rebuild -w apps/server`), plus hot searches counted from real queries.
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

  /** `embedded`: the database is the in-process PGlite (one connection). */
  static create(db: Database, now: () => number, options: { embedded: boolean }): SearchService {
    return new SearchService(db, new PgSearchIndex(db, { singleConnection: options.embedded }), now);
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
    // What is queued now is read below; what is written from here on is queued after it.
    await this.db.execute(sql`delete from search_queue`);
    // Read everything first: PGlite has one connection, so no read may wait on the open
    // transaction that replaces the index.
    const all: SourceDocument[][] = [];
    for (const kind of SEARCH_KINDS) all.push(await readSource(this.db, kind));
    const n = await this.index.replaceAll(all);
    await this.hot.prune();
    return n;
  }

  /**
   * Scheduled upkeep (the job-running process, every SEARCH_UPKEEP_MINUTES): popularity from
   * the content tables (views and likes fire no trigger), the popularity tiers with it, and hot
   * search counts older than their window pruned.
   */
  async upkeep(): Promise<{ popularity: number }> {
    await this.#building;
    const popularity = await this.index.refreshPopularity(POPULARITY_BATCH);
    await this.hot.prune();
    return { popularity };
  }

  /** The most popular items of a tab, for a search that found nothing. */
  async recommend(tab: SearchTab, limit: number) {
    await this.#building;
    const hits = await this.index.top(SEARCH_TAB_KINDS[tab] as readonly SearchKind[], limit);
    return { list: hits.map(toItem) };
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
      list: hits.map(toItem),
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

  #draining: Promise<number> | null = null;
  #timer: NodeJS.Timeout | null = null;

  /**
   * Re-reads what the content tables' triggers queued (search_queue: every write, by any process)
   * and updates the index; returns how many items were looked at. One drain at a time per
   * process; several processes share the queue (`skip locked`).
   */
  drain(): Promise<number> {
    this.#draining ??= this.#drainAll().finally(() => {
      this.#draining = null;
    });
    return this.#draining;
  }

  /** Resolves when no drain is running (a running one is waited for, none is started). */
  settled(): Promise<unknown> {
    return (this.#draining ?? Promise.resolve(0)).catch(() => undefined);
  }

  async #drainAll(): Promise<number> {
    await this.#building;
    let total = 0;
    for (;;) {
      const r = await this.db.execute(sql`delete from search_queue where id in
        (select id from search_queue order by id limit ${DRAIN_BATCH} for update skip locked)
        returning kind, item_id`);
      const rows = rowsOf<{ kind: string; item_id: number }>(r);
      const byKind = new Map<string, Set<number>>();
      for (const row of rows) {
        const ids = byKind.get(row.kind) ?? new Set<number>();
        ids.add(Number(row.item_id));
        byKind.set(row.kind, ids);
      }
      for (const [kind, ids] of byKind) await this.refresh(kind, [...ids]);
      total += rows.length;
      if (rows.length < DRAIN_BATCH) return total;
    }
  }

  #upkeep: Promise<unknown> | null = null;

  /**
   * Keeps the index current: drains the queue every DRAIN_INTERVAL_MS, and at once when a module
   * announces a change (`content.changed`, `post.published`: the same process, no wait); runs
   * the upkeep every `upkeepMs` (one at a time).
   */
  follow(
    events: DomainEventBus,
    log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
    upkeepMs: number,
  ): () => void {
    const run = () =>
      void this.drain().catch((err: unknown) => log.error({ err }, 'search index update failed'));
    const offs = [events.on('content.changed', run), events.on('post.published', run)];
    this.#timer = setInterval(run, DRAIN_INTERVAL_MS);
    this.#timer.unref();
    const upkeep = setInterval(() => {
      this.#upkeep ??= this.upkeep()
        .then((r) => log.info(r, 'search upkeep'))
        .catch((err: unknown) => log.error({ err }, 'search upkeep failed'))
        .finally(() => {
          this.#upkeep = null;
        });
    }, upkeepMs);
    upkeep.unref();
    return () => {
      for (const off of offs) off();
      if (this.#timer) clearInterval(this.#timer);
      clearInterval(upkeep);
      this.#timer = null;
    };
  }

  /** Resolves when no drain or upkeep is running. */
  async idle(): Promise<void> {
    await this.settled();
    await this.#upkeep;
  }
}

function toItem(h: SearchHit) {
  return {
    kind: h.kind,
    id: h.id,
    title: h.title,
    subtitle: h.subtitle,
    cover: h.cover,
    access: h.access,
    price: h.price,
    tags: h.tags,
    popularity: h.popularity,
    publishedAt: seconds(h.publishedAt),
    extra: h.extra,
  };
}
