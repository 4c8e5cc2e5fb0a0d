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
 * Comics (issue 6): authors, categories, tags, comics, chapters (free / vip / paid with a gold
 * price in hundredths), pages (obfuscated image paths, PROTOCOL §9) and reading progress.
 * Entitlements for chapters live in the wallet (kind `comic_chapter`).
 */

export const comicAuthors = pgTable('comic_authors', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  avatar: text('avatar').notNull().default(''),
  intro: text('intro').notNull().default(''),
  createdAt: createdAt(),
});

export const comicCategories = pgTable('comic_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const comicTags = pgTable(
  'comic_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('comic_tags_name_uq').on(t.name)],
);

export const comics = pgTable(
  'comics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    description: text('description').notNull().default(''),
    authorId: integer('author_id')
      .notNull()
      .references(() => comicAuthors.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => comicCategories.id),
    finished: integer('finished').notNull().default(0),
    views: integer('views').notNull().default(0),
    /** 0..10. */
    score: real('score').notNull().default(0),
    /** Kept in step with the chapters (the seed and import commands set them). */
    chapterCount: integer('chapter_count').notNull().default(0),
    latestChapterTitle: text('latest_chapter_title').notNull().default(''),
    published: integer('published').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comics_category_views_idx').on(t.categoryId, t.views),
    index('comics_views_idx').on(t.views),
    index('comics_updated_idx').on(t.updatedAt),
    index('comics_score_idx').on(t.score),
    index('comics_author_idx').on(t.authorId),
  ],
);

export const comicTagLinks = pgTable(
  'comic_tag_links',
  {
    comicId: integer('comic_id')
      .notNull()
      .references(() => comics.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => comicTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.comicId, t.tagId] }), index('comic_tag_links_tag_idx').on(t.tagId)],
);

export const comicChapters = pgTable(
  'comic_chapters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    comicId: integer('comic_id')
      .notNull()
      .references(() => comics.id, { onDelete: 'cascade' }),
    /** 1-based order in the comic. */
    index: integer('index').notNull(),
    title: text('title').notNull(),
    access: text('access').notNull().default('free'),
    /** Gold hundredths; also the price of a VIP chapter for non-members who buy it. */
    price: integer('price').notNull().default(0),
    pageCount: integer('page_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('comic_chapters_comic_index_uq').on(t.comicId, t.index),
    check('comic_chapters_access_check', sql`${t.access} in ('free', 'vip', 'paid')`),
    check('comic_chapters_price_check', sql`${t.price} >= 0`),
  ],
);

export const comicPages = pgTable(
  'comic_pages',
  {
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => comicChapters.id, { onDelete: 'cascade' }),
    /** 0-based. */
    index: integer('index').notNull(),
    path: text('path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chapterId, t.index] })],
);

/** One row per (user, comic): the last chapter and page reached; `read` markers come from comic_chapter_reads. */
export const comicProgress = pgTable(
  'comic_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comicId: integer('comic_id')
      .notNull()
      .references(() => comics.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => comicChapters.id, { onDelete: 'cascade' }),
    page: integer('page').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.comicId] }),
    index('comic_progress_user_read_idx').on(t.userId, t.readAt),
  ],
);

export const comicChapterReads = pgTable(
  'comic_chapter_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => comicChapters.id, { onDelete: 'cascade' }),
    comicId: integer('comic_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.chapterId] }),
    index('comic_chapter_reads_user_comic_idx').on(t.userId, t.comicId),
  ],
);
