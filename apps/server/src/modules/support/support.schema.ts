import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, emptyText, identity, ts } from '../../db/columns.ts';
import { userRef } from '../../db/core.schema.ts';

/** Feedback and problem reports, with the operator's reply (issue 14). */
export const feedback = pgTable(
  'feedback',
  {
    id: identity(),
    userId: userRef('user_id'),
    /** feedback | problem */
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    text: text('text').notNull(),
    /** URLs of the user's own uploaded screenshots. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    contact: emptyText('contact'),
    /** pending | replied | closed */
    status: text('status').notNull().default('pending'),
    reply: emptyText('reply'),
    repliedAt: ts('replied_at'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_user_idx').on(t.userId, t.id), index('feedback_status_idx').on(t.status, t.id)],
);

/** The chat between a user and the operator's customer service. */
export const supportChat = pgTable(
  'support_chat',
  {
    id: identity(),
    userId: userRef('user_id'),
    /** user | operator */
    sender: text('sender').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_chat_user_idx').on(t.userId, t.id)],
);
