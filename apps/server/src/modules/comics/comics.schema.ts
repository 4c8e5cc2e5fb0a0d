import { index, integer, pgTable, primaryKey, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
 * Comics (issue 6): authors, categories, tags, comics, chapters (free / vip / paid with a gold
 * price in hundredths), pages (obfuscated image paths, PROTOCOL §9) and reading progress.
 * Entitlements for chapters live in the wallet (kind `comic_chapter`).
 */

export const comicAuthors = pgTable('comic_authors', {
  id: identity(),
  name: text('name').notNull(),
  avatar: emptyText('avatar'),
  intro: emptyText('intro'),
  createdAt: createdAt(),
});

export const comicCategories = pgTable('comic_categories', {
  id: identity(),
  name: text('name').notNull(),
  sort: zero('sort'),
});

export const comicTags = pgTable(
  'comic_tags',
  {
    id: identity(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('comic_tags_name_uq').on(t.name)],
);

export const comics = pgTable(
  'comics',
  {
    id: identity(),
    title: text('title').notNull(),
    cover: emptyText('cover'),
    description: emptyText('description'),
    authorId: integer('author_id')
      .notNull()
      .references(() => comicAuthors.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => comicCategories.id),
    finished: zero('finished'),
    views: zero('views'),
    /** 0..10. */
    score: real('score').notNull().default(0),
    /** Kept in step with the chapters (the seed and import commands set them). */
    chapterCount: zero('chapter_count'),
    latestChapterTitle: emptyText('latest_chapter_title'),
    published: integer('published').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    comicId: partOf('comic_id', () => comics.id),
    tagId: partOf('tag_id', () => comicTags.id),
  },
  (t) => [primaryKey({ columns: [t.comicId, t.tagId] }), index('comic_tag_links_tag_idx').on(t.tagId)],
);

export const comicChapters = pgTable(
  'comic_chapters',
  {
    ...chapterColumns(),
    comicId: partOf('comic_id', () => comics.id),
    pageCount: zero('page_count'),
    createdAt: createdAt(),
  },
  (t) => chapterRules('comic_chapters', 'comic', t, t.comicId),
);

export const comicPages = pgTable(
  'comic_pages',
  {
    chapterId: partOf('chapter_id', () => comicChapters.id),
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
    userId: userRef('user_id'),
    comicId: partOf('comic_id', () => comics.id),
    chapterId: partOf('chapter_id', () => comicChapters.id),
    page: zero('page'),
    readAt: stamp('read_at'),
  },
  (t) => readingPlaceRules('comic_progress', t, t.comicId),
);

export const comicChapterReads = pgTable(
  'comic_chapter_reads',
  {
    userId: userRef('user_id'),
    chapterId: partOf('chapter_id', () => comicChapters.id),
    comicId: integer('comic_id').notNull(),
    readAt: stamp('read_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.chapterId] }),
    index('comic_chapter_reads_user_comic_idx').on(t.userId, t.comicId),
  ],
);
