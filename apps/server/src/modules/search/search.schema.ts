import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, emptyText, paidAccess, stamp, updatedAt, zero } from '../../db/columns.ts';

/**
 * Search (issue 12): one index row per searchable thing of every kind, with its analysed terms
 * in three text[] columns under GIN indexes (text.ts analyses in Node; the database only stores
 * and intersects the terms, so PGlite and PostgreSQL behave the same), the queries people
 * really typed (per Shanghai day, once per user and word) and the operator's pinned and banned
 * words. The pg_trgm extension (created by an earlier migration; PGlite loads it as a contrib
 * extension in db/database.ts) serves only the pinyin-typo fallback on `latin`.
 */

/** The kinds the index holds: every kind a search result can be (the contract's list). */
export { SEARCH_RESULT_KINDS as SEARCH_KINDS } from '@lld/protocol/api/calls/search';

export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    title: text('title').notNull(),
    /** Folded title without spaces (exact and prefix matches rank first). */
    titleKey: text('title_key').notNull(),
    subtitle: emptyText('subtitle'),
    cover: emptyText('cover'),
    ...paidAccess(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    popularity: bigint('popularity', { mode: 'number' }).notNull().default(0),
    publishedAt: stamp('published_at'),
    /**
     * Title terms: jieba words, character pairs and single characters, pinyin and initials of the
     * whole title, of each phrase and of each word, the `^` prefix terms of the title's first one
     * and two characters, and the popularity tier term (`~0` …).
     */
    titleTerms: text('title_terms').array().notNull().default(sql`'{}'`),
    /** Name terms: tags, actors, authors, narrators, circle — whole, words, pairs, pinyin — and the tier term. */
    nameTerms: text('name_terms').array().notNull().default(sql`'{}'`),
    /** Every term of the document: title, names, the words of its description or text, the tier term. */
    terms: text('terms').array().notNull().default(sql`'{}'`),
    /**
     * Popularity tier: 0 for the most popular ~500 documents, then ranks up to 2,000, 8,000 …
     * (×4 each, thresholds in `search_tiers`). Its term `~<tier>` is in all three arrays, so a
     * GIN scan can stop at the most popular matches instead of sorting all of them.
     */
    tier: smallint('tier').notNull().default(0),
    /** Pinyin, initials and latin words of the title and names, for pg_trgm. */
    latin: emptyText('latin'),
    /** Kind-specific card data (duration, chapter count, author …). */
    extra: jsonb('extra').$type<Record<string, string | number>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    index('search_documents_title_terms_idx').using('gin', t.titleTerms),
    index('search_documents_name_terms_idx').using('gin', t.nameTerms),
    index('search_documents_terms_idx').using('gin', t.terms),
    index('search_documents_title_key_idx').on(t.titleKey.op('text_pattern_ops')),
    index('search_documents_latin_idx').using('gin', t.latin.op('gin_trgm_ops')),
    index('search_documents_pop_idx').on(t.popularity.desc(), t.publishedAt.desc()),
    index('search_documents_published_idx').on(t.publishedAt.desc()),
    check('search_documents_access_check', sql`${t.access} in ('free', 'vip', 'paid')`),
  ],
);

/**
 * Every indexed term (not the tier terms) with how many documents hold it. A query reads the
 * counts of its terms first: a class with a term no document holds is skipped, a rare one is
 * read whole, a common one tier by tier; and a typed pinyin prefix (`fengqic`, `fq`) becomes
 * the most common terms it starts. Counts are an upper bound: writes add to them, removals do
 * not subtract (a stale count only costs a tiered read), and a rebuild counts afresh.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    docs: integer('docs').notNull().default(0),
  },
  (t) => [index('search_terms_prefix_idx').on(t.term.op('text_pattern_ops'))],
);

/**
 * Popularity tiers: a document of popularity p is in tier k when p is below the thresholds of
 * tiers 0 … k-1 and at or above tier k's (no row: the last tier). Thresholds are the popularity
 * at ranks 500, 2,000, 8,000 … of the index, set by a rebuild and by the scheduled upkeep; no
 * rows (a fresh index) puts every document in tier 0.
 */
export const searchTiers = pgTable('search_tiers', {
  tier: smallint('tier').primaryKey(),
  minPopularity: bigint('min_popularity', { mode: 'number' }).notNull(),
});

/**
 * What changed since the index last looked: database triggers on the content tables (see the
 * migration `search_terms` and docs/decisions.md "Search") add (kind, id) rows for every
 * write by any process — routes, the ingest and import commands, moderation, plain SQL — and
 * the search module drains them within a second (SearchService.drain).
 */
export const searchQueue = pgTable('search_queue', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  itemId: integer('item_id').notNull(),
  createdAt: createdAt(),
});

/** Real queries: how many distinct users typed a word on a Shanghai day. */
export const searchQueries = pgTable(
  'search_queries',
  {
    day: text('day').notNull(),
    keyword: text('keyword').notNull(),
    count: zero('count'),
    firstSeen: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.day, t.keyword] }), index('search_queries_keyword_idx').on(t.keyword)],
);

/** Who counted for which word on a day (a user counts once per word and for a few words a day). */
export const searchQueryUsers = pgTable(
  'search_query_users',
  {
    day: text('day').notNull(),
    userKey: text('user_key').notNull(),
    keyword: text('keyword').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.userKey, t.keyword] })],
);

/** Operator words: `pin` shows a word in the hot list at `sort`, `ban` never shows it. */
export const searchWords = pgTable(
  'search_words',
  {
    keyword: text('keyword').primaryKey(),
    state: text('state').$type<'pin' | 'ban'>().notNull(),
    sort: zero('sort'),
    /** Marker shown for a pinned word: 热, 新 or none. */
    mark: emptyText('mark'),
    createdAt: createdAt(),
  },
  (t) => [check('search_words_state_check', sql`${t.state} in ('pin', 'ban')`)],
);
