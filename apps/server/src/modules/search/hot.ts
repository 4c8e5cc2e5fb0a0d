import { addDays, shanghaiDay } from '@lld/protocol/welfare-rules';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/database.ts';
import { searchQueries, searchQueryUsers, searchWords } from './search.schema.ts';
import { fold } from './text.ts';

/** A user (or device) counts for at most this many different words a Shanghai day. */
export const WORDS_PER_USER_PER_DAY = 20;
/** Days a query keeps counting, its weight halving every `HALF_LIFE_DAYS`. */
export const HOT_WINDOW_DAYS = 7;
export const HALF_LIFE_DAYS = 2;
/** A word first typed within this many days is 新. */
const NEW_DAYS = 1;
/** How many of the top words are 热. */
const HOT_MARKED = 3;

export interface HotWord {
  keyword: string;
  /** Decayed count (pinned words: their sort order's rank). */
  hot: number;
  mark: '热' | '新' | '';
  pinned: boolean;
}

/** A word as counted: folded (width, case, traditional), spaces single, at most 30 characters. */
export function hotKey(keyword: string): string {
  return fold(keyword).slice(0, 30).trim();
}

/**
 * Hot searches from real queries: each (day, word) counts the distinct users who searched it
 * that Shanghai day; a user counts for a word once a day and for at most
 * WORDS_PER_USER_PER_DAY words a day (a script typing thousands of words moves nothing). The
 * list weighs each of the last seven days' counts by 2^(-age/HALF_LIFE_DAYS), puts the
 * operator's pinned words first and leaves banned words out.
 */
export class HotSearches {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  today(): string {
    return shanghaiDay(this.now());
  }

  /** Counts one query; returns false when it did not count (empty, repeated, over the limit, banned). */
  async record(userKey: string, keyword: string): Promise<boolean> {
    const word = hotKey(keyword);
    if ([...word].length < 2 && !/^[a-z0-9]{2,}$/.test(word)) return false;
    const day = this.today();
    return this.db.transaction(async (tx) => {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(searchQueryUsers)
        .where(and(eq(searchQueryUsers.day, day), eq(searchQueryUsers.userKey, userKey)));
      if (n >= WORDS_PER_USER_PER_DAY) return false;
      const inserted = await tx
        .insert(searchQueryUsers)
        .values({ day, userKey, keyword: word })
        .onConflictDoNothing()
        .returning({ day: searchQueryUsers.day });
      if (inserted.length === 0) return false;
      await tx
        .insert(searchQueries)
        .values({ day, keyword: word, count: 1 })
        .onConflictDoUpdate({
          target: [searchQueries.day, searchQueries.keyword],
          set: { count: sql`${searchQueries.count} + 1` },
        });
      return true;
    });
  }

  /** The words an operator banned (other lists of words leave them out too). */
  async banned(): Promise<Set<string>> {
    const rows = await this.db
      .select({ keyword: searchWords.keyword })
      .from(searchWords)
      .where(eq(searchWords.state, 'ban'));
    return new Set(rows.map((r) => r.keyword));
  }

  /** The hot list: pinned words (in order), then counted words by decayed count, banned left out. */
  async list(limit: number): Promise<HotWord[]> {
    const today = this.today();
    const from = addDays(today, -(HOT_WINDOW_DAYS - 1));
    const [words, counted] = await Promise.all([
      this.db.select().from(searchWords).orderBy(asc(searchWords.sort), asc(searchWords.keyword)),
      this.db.execute(sql`
        select keyword, sum(count * power(2, -((${today}::date - day::date)::float8) / ${HALF_LIFE_DAYS}))::float8 as hot,
          min(day) as first_day
        from search_queries where day >= ${from} and day <= ${today}
        group by keyword order by hot desc, keyword limit ${limit * 2 + 20}`),
    ]);
    const banned = new Set(words.filter((w) => w.state === 'ban').map((w) => w.keyword));
    const pinned = words.filter((w) => w.state === 'pin');
    const out: HotWord[] = pinned.slice(0, limit).map((w) => ({
      keyword: w.keyword,
      hot: 0,
      mark: (w.mark === '热' || w.mark === '新' ? w.mark : '') as HotWord['mark'],
      pinned: true,
    }));
    const seen = new Set(out.map((w) => w.keyword));
    const rows = rowsOf<{ keyword: string; hot: number; first_day: string }>(counted);
    // Words first seen before the window count as old even if the window starts later.
    const earlier = await this.#seenBefore(
      from,
      rows.map((r) => r.keyword),
    );
    const newSince = addDays(today, -(NEW_DAYS - 1) - 1);
    let rank = 0;
    for (const r of rows) {
      if (out.length >= limit) break;
      if (banned.has(r.keyword) || seen.has(r.keyword)) continue;
      seen.add(r.keyword);
      const isNew = !earlier.has(r.keyword) && r.first_day > newSince;
      out.push({
        keyword: r.keyword,
        hot: Math.round(Number(r.hot) * 100) / 100,
        mark: rank < HOT_MARKED ? '热' : isNew ? '新' : '',
        pinned: false,
      });
      rank++;
    }
    return out;
  }

  async #seenBefore(day: string, keywords: string[]): Promise<Set<string>> {
    if (keywords.length === 0) return new Set();
    const r = await this.db.execute(sql`select distinct keyword from search_queries where day < ${day}
      and keyword = any(array(select jsonb_array_elements_text(${JSON.stringify(keywords)}::jsonb)))`);
    return new Set(rowsOf<{ keyword: string }>(r).map((x) => x.keyword));
  }

  /** Drops counts older than the window (run with each rebuild and now and then). */
  async prune(): Promise<void> {
    const from = addDays(this.today(), -HOT_WINDOW_DAYS);
    await this.db.execute(sql`delete from search_query_users where day < ${from}`);
    await this.db.execute(sql`delete from search_queries where day < ${addDays(from, -30)}`);
  }

  words() {
    return this.db.select().from(searchWords).orderBy(asc(searchWords.state), asc(searchWords.sort));
  }

  async setWord(keyword: string, state: 'pin' | 'ban', sort: number, mark: '' | '热' | '新') {
    const word = hotKey(keyword);
    const [row] = await this.db
      .insert(searchWords)
      .values({ keyword: word, state, sort, mark })
      .onConflictDoUpdate({ target: searchWords.keyword, set: { state, sort, mark } })
      .returning();
    return row!;
  }

  async deleteWord(keyword: string): Promise<boolean> {
    const rows = await this.db
      .delete(searchWords)
      .where(eq(searchWords.keyword, hotKey(keyword)))
      .returning({ k: searchWords.keyword });
    return rows.length > 0;
  }
}
