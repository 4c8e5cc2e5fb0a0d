import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, emptyText, flag, identity } from '../../db/columns.ts';
import { userRef } from '../../db/core.schema.ts';

/** One message to one user (issue 14). Unread counts are counted from here, so they cannot drift. */
export const messages = pgTable(
  'messages',
  {
    id: identity(),
    userId: userRef('user_id'),
    /** The tab: system, comment, like, follow, order. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: emptyText('body'),
    /** Jump-table target, '' when nowhere. */
    target: emptyText('target'),
    read: flag('read', false),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_user_idx').on(t.userId, t.id),
    index('messages_unread_idx').on(t.userId, t.kind).where(sql`${t.read} = false`),
  ],
);
