import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/**
 * Search (issue 12): one index row per searchable thing of every kind, the queries people
 * really typed (per Shanghai day, once per user and word) and the operator's pinned and banned
 * words. The migration also creates the pg_trgm extension (PGlite loads it as a contrib
 * extension in db/database.ts).
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    subtitle: text('subtitle').notNull().default(''),
    cover: text('cover').notNull().default(''),
    access: text('access').notNull().default('free'),
    price: integer('price').notNull().default(0),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    popularity: bigint('popularity', { mode: 'number' }).notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Weighted lexemes: A title, B names (tags, actors, authors, circle), D description / text. */
    doc: tsvector('doc').notNull(),
    /** Pinyin, initials and latin words of the title and names, for pg_trgm. */
    latin: text('latin').notNull().default(''),
    /** Kind-specific card data (duration, chapter count, author …). */
    extra: jsonb('extra').$type<Record<string, string | number>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    index('search_documents_doc_idx').using('gin', t.doc),
    index('search_documents_latin_idx').using('gin', t.latin.op('gin_trgm_ops')),
    index('search_documents_kind_pop_idx').on(t.kind, t.popularity),
    check('search_documents_access_check', sql`${t.access} in ('free', 'vip', 'paid')`),
  ],
);

/** Real queries: how many distinct users typed a word on a Shanghai day. */
export const searchQueries = pgTable(
  'search_queries',
  {
    day: text('day').notNull(),
    keyword: text('keyword').notNull(),
    count: integer('count').notNull().default(0),
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
    sort: integer('sort').notNull().default(0),
    /** Marker shown for a pinned word: 热, 新 or none. */
    mark: text('mark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [check('search_words_state_check', sql`${t.state} in ('pin', 'ban')`)],
);
