import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../../db/core.schema.ts';

/**
 * Novels and audio books (issue 6): a book of kind `text` or `audio`, ordered chapters (text in
 * `content`, paragraphs split by blank lines; audio as a stored file path and its duration),
 * free / vip / paid with a gold price in hundredths, and each user's position per book.
 * Entitlements live in the wallet (kinds `novel_chapter`, `audio_track`).
 */

export const books = pgTable(
  'books',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    author: text('author').notNull().default(''),
    narrator: text('narrator').notNull().default(''),
    category: text('category').notNull().default(''),
    description: text('description').notNull().default(''),
    finished: integer('finished').notNull().default(0),
    chapterCount: integer('chapter_count').notNull().default(0),
    words: integer('words').notNull().default(0),
    duration: integer('duration').notNull().default(0),
    views: integer('views').notNull().default(0),
    score: real('score').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('books_kind_views_idx').on(t.kind, t.views),
    check('books_kind_check', sql`${t.kind} in ('text', 'audio')`),
  ],
);

export const bookChapters = pgTable(
  'book_chapters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    title: text('title').notNull(),
    access: text('access').notNull().default('free'),
    price: integer('price').notNull().default(0),
    content: text('content').notNull().default(''),
    words: integer('words').notNull().default(0),
    audio: text('audio').notNull().default(''),
    duration: integer('duration').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('book_chapters_book_index_uq').on(t.bookId, t.index),
    check('book_chapters_access_check', sql`${t.access} in ('free', 'vip', 'paid')`),
    check('book_chapters_price_check', sql`${t.price} >= 0`),
  ],
);

export const bookProgress = pgTable(
  'book_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => bookChapters.id, { onDelete: 'cascade' }),
    /** Text: fraction 0..1 of the chapter; audio: seconds. */
    position: real('position').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.bookId] }),
    index('book_progress_user_read_idx').on(t.userId, t.readAt),
  ],
);
