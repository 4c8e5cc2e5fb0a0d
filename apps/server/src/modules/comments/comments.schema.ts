import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, optionalRef, zero } from '../../db/columns.ts';
import { userRef, users } from '../../db/core.schema.ts';

/**
 * The one comment thread model, keyed by (target_kind, target_id): posts now, videos and comics
 * when they adopt it. `root_id` is the top-level comment of a thread (null for a top-level
 * comment itself), `parent_id` the comment answered.
 */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    userId: userRef('user_id'),
    rootId: integer('root_id'),
    parentId: integer('parent_id'),
    replyToUserId: optionalRef('reply_to_user_id', () => users.id),
    text: text('text').notNull(),
    replyCount: zero('reply_count'),
    likeCount: zero('like_count'),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_thread_idx').on(t.targetKind, t.targetId, t.rootId, t.id),
    index('comments_root_idx').on(t.rootId, t.id),
  ],
);
