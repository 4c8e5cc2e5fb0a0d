import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, emptyText, flag, identity, partOf, ts, zero } from '../../db/columns.ts';
import { userRef } from '../../db/core.schema.ts';

/**
 * A live channel (issue 15), operator data. `sourceKind`: `file` (a media file on this server,
 * looped: a path under the server's media folder or DATA_DIR, or an absolute path), `video` (a
 * video of the media library by id, looped from a plain copy of its stream) or `url` (an
 * upstream HLS/RTMP URL pulled as it is). `keyHex` is the AES-128 key its segments are
 * encrypted with (as the VOD streams are), served only to callers entitled to watch.
 */
export const liveChannels = pgTable('live_channels', {
  id: identity(),
  name: text('name').notNull(),
  category: emptyText('category'),
  description: emptyText('description'),
  cover: emptyText('cover'),
  /** `free` or `vip` (live VIP holders). */
  access: text('access').notNull().default('free'),
  sourceKind: text('source_kind').notNull(),
  source: text('source').notNull(),
  /** Burn the wall clock into the picture. */
  clock: flag('clock', true),
  enabled: flag('enabled', true),
  recommended: flag('recommended', false),
  sort: zero('sort'),
  keyHex: text('key_hex').notNull(),
  createdAt: createdAt(),
});

/**
 * A programme of a channel's schedule. `daily`: the programme repeats every day at the same
 * time of day (Asia/Shanghai), so a demo schedule never runs out.
 */
export const liveProgrammes = pgTable(
  'live_programmes',
  {
    id: identity(),
    channelId: partOf('channel_id', () => liveChannels.id),
    title: text('title').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    daily: flag('daily', false),
  },
  (t) => [index('live_programmes_channel_idx').on(t.channelId, t.startsAt)],
);

/** Live chat; a deleted message stays as a row (operator audit) but is never served. */
export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: identity(),
    channelId: partOf('channel_id', () => liveChannels.id),
    userId: userRef('user_id'),
    nickname: text('nickname').notNull(),
    text: text('text').notNull(),
    deleted: flag('deleted', false),
    createdAt: createdAt(),
  },
  (t) => [index('live_chat_channel_idx').on(t.channelId, t.id)],
);

/** A user muted in every live chat until `until`. */
export const liveMutes = pgTable('live_mutes', {
  userId: userRef('user_id').primaryKey(),
  until: ts('until').notNull(),
  reason: emptyText('reason'),
});
