import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, emptyText, optionalRef, zero } from '../../db/columns.ts';
import { communityCategories, userRef } from '../../db/core.schema.ts';

/**
 * Community (issue 7): circles, posts, the shared comment thread, likes, follows, reports and
 * the files users upload. Counters on posts and comments are cached sums kept in the same
 * transaction as the row they count.
 */

export const circles = pgTable('circles', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  description: emptyText('description'),
  cover: emptyText('cover'),
  sort: zero('sort'),
  createdAt: createdAt(),
});

export interface PostVideo {
  url: string;
  size: number;
  cover: string;
}

export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10_001 }),
    userId: userRef('user_id'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => communityCategories.id),
    circleId: optionalRef('circle_id', () => circles.id),
    text: text('text').notNull(),
    kind: text('kind', { enum: ['text', 'image', 'video'] }).notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    video: jsonb('video').$type<PostVideo | null>(),
    /** Gold in hundredths; 0 is free. */
    price: zero('price'),
    status: text('status', { enum: ['pending', 'published', 'rejected'] }).notNull(),
    reviewNote: emptyText('review_note'),
    likeCount: zero('like_count'),
    commentCount: zero('comment_count'),
    viewCount: zero('view_count'),
    reportCount: zero('report_count'),
    createdAt: createdAt(),
  },
  (t) => [
    index('posts_feed_idx').on(t.status, t.categoryId, t.id.desc()),
    index('posts_status_idx').on(t.status, t.id.desc()),
    index('posts_user_idx').on(t.userId, t.id.desc()),
    index('posts_circle_idx').on(t.circleId, t.id.desc()),
    check('posts_price_nonneg', sql`${t.price} >= 0`),
  ],
);

/** A like of anything: (kind, id, user) once. */
export const likes = pgTable(
  'likes',
  {
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    userId: userRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.targetKind, t.targetId, t.userId] })],
);

export const follows = pgTable(
  'follows',
  {
    followerId: userRef('follower_id'),
    creatorId: userRef('creator_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.creatorId] }),
    index('follows_creator_idx').on(t.creatorId),
    check('follows_not_self', sql`${t.followerId} <> ${t.creatorId}`),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reporterId: userRef('reporter_id'),
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reports_once_uq').on(t.reporterId, t.targetKind, t.targetId)],
);
