// The index's popularity tiers over a generated catalogue bigger than one tier, on PGlite and
// (when TEST_DATABASE_URL is set) on PostgreSQL: results walk the tiers in exact popularity
// order, paging crosses them, the refresh moves a document whose popularity moved, and writes
// leave the GIN indexes without a pending list.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, rowsOf } from '../../db/database.ts';
import { isCI, testDatabase } from '../../test/harness.ts';
import { freshPostgres } from '../../test/postgres.ts';
import { PgSearchIndex } from './search-index.ts';
import { tierThresholds } from './search-maintenance.ts';
import { flushPending, tierOf } from './search-write.ts';
import type { SourceDocument } from './sources.ts';

const SEASONS = ['秋', '春', '夏', '冬', '晨', '夜', '雨'];
const N = 1300;

function catalogue(): SourceDocument[] {
  const start = Date.UTC(2026, 0, 1);
  const docs: SourceDocument[] = [];
  for (let i = 1; i <= N; i++) {
    docs.push({
      kind: i % 3 === 0 ? 'comic' : 'picture',
      itemId: i,
      // Every title holds 风起 but none starts with it: one match class for all of them.
      title: `${SEASONS[i % SEASONS.length]}风起${i}`,
      subtitle: '',
      cover: '',
      access: i % 4 === 0 ? 'paid' : 'free',
      price: 0,
      tags: [],
      names: [],
      body: '',
      // Distinct, shuffled; a few equal values (every 100th) test the tie order.
      popularity: i % 100 === 0 ? 5000 : (i * 7919) % 100_003,
      publishedAt: new Date(start + i * 60_000),
      extra: {},
    });
  }
  docs.push({ ...docs[0]!, kind: 'novel', itemId: 1, title: '云海孤舟', popularity: 1 });
  return docs;
}

/** The order the index must give: popularity, then newest, then kind and id. */
function expected(docs: SourceDocument[], keep: (d: SourceDocument) => boolean): string[] {
  return docs
    .filter(keep)
    .sort(
      (a, b) =>
        b.popularity - a.popularity ||
        b.publishedAt.getTime() - a.publishedAt.getTime() ||
        a.kind.localeCompare(b.kind) ||
        a.itemId - b.itemId,
    )
    .map((d) => `${d.kind}:${d.itemId}`);
}

function indexSuite(name: string, open: () => Promise<DatabaseHandle | null>) {
  describe(name, () => {
    let db: DatabaseHandle | null = null;
    let index: PgSearchIndex;
    const docs = catalogue();
    const withWind = (d: SourceDocument) => d.title.includes('风起');

    beforeAll(async () => {
      db = await open();
      if (!db) return;
      index = new PgSearchIndex(db.db);
      expect(await index.replaceAll([docs])).toBe(N + 1);
    }, 120_000);
    afterAll(async () => {
      await db?.close();
    });

    const page = async (keyword: string, offset: number, limit: number, extra: object = {}) => {
      const r = await index.search({ keyword, kinds: [], sort: 'relevance', offset, limit, ...extra });
      return { ids: r.hits.map((h) => `${h.kind}:${h.id}`), hasMore: r.hasMore };
    };

    it('tiers: the top 500 by popularity are tier 0, the thresholds are stored', async (ctx) => {
      if (!db) return ctx.skip();
      const pops = docs.map((d) => d.popularity).sort((a, b) => b - a);
      const thresholds = tierThresholds(pops);
      expect(thresholds).toEqual([pops[499]]);
      expect(tierOf(pops[0]!, thresholds)).toBe(0);
      expect(tierOf(pops[499]!, thresholds)).toBe(0);
      expect(tierOf(pops[500]!, thresholds)).toBe(pops[500] === pops[499] ? 0 : 1);
      const stored = rowsOf<{ tier: number; min_popularity: string }>(
        await db!.db.execute(sql`select tier, min_popularity from search_tiers order by tier`),
      );
      expect(stored.map((r) => [r.tier, Number(r.min_popularity)])).toEqual([[0, pops[499]]]);
      const counts = rowsOf<{ tier: number; n: number }>(
        await db!.db.execute(
          sql`select tier, count(*)::int as n from search_documents group by tier order by tier`,
        ),
      );
      expect(counts.map((r) => r.tier)).toEqual([0, 1]);
      expect(counts[0]!.n).toBeGreaterThanOrEqual(500);
    });

    it('a common fragment pages through the tiers in exact popularity order', async (ctx) => {
      if (!db) return ctx.skip();
      const want = expected(docs, withWind).slice(0, 500);
      const got: string[] = [];
      for (let offset = 0; offset < 500; offset += 50) {
        const p = await page('风起', offset, 50);
        expect(p.hasMore).toBe(true);
        got.push(...p.ids);
      }
      expect(got).toEqual(want);
      // Sorting by popularity gives the same; kinds and access filter inside the tiers.
      const popular = await index.search({
        keyword: '风起',
        kinds: [],
        sort: 'popular',
        offset: 480,
        limit: 40,
      });
      expect(popular.hits.map((h) => `${h.kind}:${h.id}`)).toEqual(expected(docs, withWind).slice(480, 520));
      const paidComics = await page('风起', 0, 30, { kinds: ['comic'], access: 'paid' });
      expect(paidComics.ids).toEqual(
        expected(docs, (d) => withWind(d) && d.kind === 'comic' && d.access === 'paid').slice(0, 30),
      );
      // Newest first does not use the tiers.
      const newest = await index.search({ keyword: '风起', kinds: [], sort: 'newest', offset: 0, limit: 5 });
      expect(newest.hits.map((h) => h.id)).toEqual([N, N - 1, N - 2, N - 3, N - 4]);
    });

    it('a rare title is found whatever its tier; the exact title comes first', async (ctx) => {
      if (!db) return ctx.skip();
      expect((await page('云海孤舟', 0, 5)).ids).toEqual(['novel:1']);
      expect((await page('孤舟', 0, 5)).ids).toEqual(['novel:1']);
      expect((await page('秋风起7', 0, 3)).ids[0]).toBe('picture:7');
    });

    it('writes leave nothing in the GIN pending lists (every search scan would read them)', async (ctx) => {
      if (!db) return ctx.skip();
      // The rebuild in beforeAll, then an edit as the change queue makes it.
      expect(await flushPending(db!.db)).toBe(0);
      await index.upsert([{ ...docs.at(-1)!, itemId: 2, title: '云海孤舟续篇', body: '孤舟又起航' }]);
      expect(await flushPending(db!.db)).toBe(0);
      expect((await page('孤舟续篇', 0, 5)).ids).toEqual(['novel:2']);
      await index.remove('novel', [2]);
    });

    it('the refresh moves a document whose popularity moved, and re-tiers by new thresholds', async (ctx) => {
      if (!db) return ctx.skip();
      const last = expected(docs, withWind).at(-1)!;
      const [kind, id] = last.split(':') as [string, string];
      // Raised behind the index's back (its tier term still says the last tier) …
      await db!.db.execute(
        sql`update search_documents set popularity = 1000000 where kind = ${kind} and item_id = ${Number(id)}`,
      );
      expect((await page('风起', 0, 1)).ids).not.toEqual([last]);
      // … the refresh's new thresholds put it in tier 0 (there is no content table row to
      // re-read for these generated items, so its popularity stays as set).
      await index.refreshPopularity(100);
      expect((await page('风起', 0, 1)).ids).toEqual([last]);
      const [row] = rowsOf<{ tier: number; terms: string[] }>(
        await db!.db.execute(
          sql`select tier, terms from search_documents where kind = ${kind} and item_id = ${Number(id)}`,
        ),
      );
      expect(row!.tier).toBe(0);
      expect(row!.terms).toContain('~0');
      expect(row!.terms).not.toContain('~1');
    });
  });
}

indexSuite('search index tiers on PGlite', () => testDatabase());
describe.skipIf(!isCI && !process.env.TEST_DATABASE_URL)('PostgreSQL', () => {
  indexSuite('search index tiers on PostgreSQL', () => freshPostgres('search_index'));
});
