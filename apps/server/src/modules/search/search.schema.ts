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
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, emptyText, paidAccess, stamp, updatedAt, zero } from '../../db/columns.ts';

/**
 * Search (issue 12): one index row per searchable thing of every kind, the queries people
 * really typed (per Shanghai day, once per user and word) and the operator's pinned and banned
 * words. The migration also creates the pg_trgm extension (PGlite loads it as a contrib
 * extension in db/database.ts).
 */

export const SEARCH_KINDS = [
  'video',
  'collection',
  'topic',
  'comic',
  'novel',
  'audio',
  'picture',
  'listing',
  'post',
  'creator',
  'circle',
  'tag',
] as const;

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
    /** Title terms (weight A): words, character pairs and single characters, pinyin, initials. */
    titleTerms: text('title_terms').array().notNull().default(sql`'{}'`),
    /** Name terms (weight B): tags, actors, authors, narrators, circle — whole, words, pairs, pinyin. */
    nameTerms: text('name_terms').array().notNull().default(sql`'{}'`),
    /** Every term of the document: title, names and the words of its description or text (D). */
    terms: text('terms').array().notNull().default(sql`'{}'`),
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
 * The latin terms of every document (full pinyin, initials, latin words), one row each: a
 * typed pinyin prefix (`fengqic`, `fq`) becomes the terms it starts, which the documents'
 * GIN indexes then answer. Rows are never removed one by one (a stale term matches nothing);
 * a rebuild starts the table afresh.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_prefix_idx').on(t.term.op('text_pattern_ops')),
]);

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
