import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, partOf, zero } from '../../db/columns.ts';
import { userRef } from '../../db/core.schema.ts';
import { mediaVideos } from '../media/media.schema.ts';

/**
 * Danmaku (issue 21): bullet comments pinned to a playback position of a long video. Read per
 * time window as the video plays: `(video_id, time_ms)` is the read path's index. `hidden` ones
 * (enough reports, or an operator) stay for review but are no longer served.
 */
export const danmaku = pgTable(
  'danmaku',
  {
    id: identity(),
    videoId: partOf('video_id', () => mediaVideos.id),
    userId: userRef('user_id'),
    /** Playback position, milliseconds. */
    timeMs: integer('time_ms').notNull(),
    text: text('text').notNull(),
    mode: text('mode').$type<'scroll' | 'top' | 'bottom'>().notNull().default('scroll'),
    color: text('color').notNull().default('#FFFFFF'),
    hidden: text('hidden').$type<'' | 'reports' | 'operator'>().notNull().default(''),
    reports: zero('reports'),
    createdAt: createdAt(),
  },
  (t) => [
    index('danmaku_video_time_idx').on(t.videoId, t.timeMs),
    index('danmaku_user_idx').on(t.userId, t.id),
    check('danmaku_time_ck', sql`${t.timeMs} >= 0`),
  ],
);

/** One report per viewer per danmaku. */
export const danmakuReports = pgTable(
  'danmaku_reports',
  {
    danmakuId: partOf('danmaku_id', () => danmaku.id),
    reporterId: userRef('reporter_id'),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.danmakuId, t.reporterId] })],
);

/** The operator's moderation word list: a danmaku containing one is refused. */
export const danmakuWords = pgTable('danmaku_words', {
  word: text('word').primaryKey(),
  createdAt: createdAt(),
});
