import type { PositionKindName } from '@lld/protocol/api/progress';
import { bigint, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { zero } from '../../db/columns.ts';
import { userRef } from '../../db/core.schema.ts';

/**
 * Saved positions per user and item, across devices (issue 21): the latest `at` (epoch ms, the
 * saving device's clock, never later than the server's) wins per (kind, item).
 */
export const progressPositions = pgTable(
  'progress_positions',
  {
    userId: userRef('user_id'),
    kind: text('kind').$type<PositionKindName>().notNull(),
    itemId: integer('item_id').notNull(),
    chapterId: zero('chapter_id'),
    position: doublePrecision('position').notNull(),
    offset: doublePrecision('offset').notNull().default(0),
    at: bigint('at', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.itemId] }),
    index('progress_positions_user_at_idx').on(t.userId, t.at),
  ],
);
