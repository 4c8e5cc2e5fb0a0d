import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, real, text } from 'drizzle-orm/pg-core';
import {
  chapterColumns,
  chapterRules,
  createdAt,
  emptyText,
  identity,
  partOf,
  readingPlaceRules,
  stamp,
  updatedAt,
  zero,
} from '../../db/columns.ts';
import { userRef } from '../../db/core.schema.ts';

/**
 * Novels and audio books (issue 6): a book of kind `text` or `audio`, ordered chapters (text in
 * `content`, paragraphs split by blank lines; audio as a stored file path and its duration),
 * free / vip / paid with a gold price in hundredths, and each user's position per book.
 * Entitlements live in the wallet (kinds `novel_chapter`, `audio_track`).
 */

export const books = pgTable(
  'books',
  {
    id: identity(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    cover: emptyText('cover'),
    author: emptyText('author'),
    narrator: emptyText('narrator'),
    category: emptyText('category'),
    description: emptyText('description'),
    finished: zero('finished'),
    chapterCount: zero('chapter_count'),
    words: zero('words'),
    duration: zero('duration'),
    views: zero('views'),
    score: real('score').notNull().default(0),
    /** 1: in the app; 0: a draft or unpublished by an operator (issue 17). */
    published: integer('published').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('books_kind_views_idx').on(t.kind, t.views),
    check('books_kind_check', sql`${t.kind} in ('text', 'audio')`),
  ],
);

export const bookChapters = pgTable(
  'book_chapters',
  {
    ...chapterColumns(),
    bookId: partOf('book_id', () => books.id),
    content: emptyText('content'),
    words: zero('words'),
    audio: emptyText('audio'),
    duration: zero('duration'),
    createdAt: createdAt(),
  },
  (t) => chapterRules('book_chapters', 'book', t, t.bookId),
);

export const bookProgress = pgTable(
  'book_progress',
  {
    userId: userRef('user_id'),
    bookId: partOf('book_id', () => books.id),
    chapterId: partOf('chapter_id', () => bookChapters.id),
    /** Text: fraction 0..1 of the chapter; audio: seconds. */
    position: real('position').notNull().default(0),
    readAt: stamp('read_at'),
  },
  (t) => readingPlaceRules('book_progress', t, t.bookId),
);
