import type { TaskGroup, TaskMetric } from '@lld/protocol/api/welfare';
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, curated, emptyText, identity, partOf, ts, zero } from '../../db/columns.ts';
import { userRef } from '../../db/core.schema.ts';

/** One check-in per user and Shanghai day; `streak` is the streak that day made. */
export const welfareCheckins = pgTable(
  'welfare_checkins',
  {
    userId: userRef('user_id'),
    /** YYYY-MM-DD, Asia/Shanghai. */
    day: text('day').notNull(),
    streak: integer('streak').notNull(),
    reward: integer('reward').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * What the server counted for a user, per metric and period: `all` for a lifetime count, a
 * Shanghai day for a daily one. Task progress is read from here; nothing a client says is.
 */
export const welfareCounters = pgTable(
  'welfare_counters',
  {
    userId: userRef('user_id'),
    metric: text('metric').$type<TaskMetric | 'points'>().notNull(),
    period: text('period').notNull(),
    value: zero('value'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.metric, t.period] })],
);

/** Operator data: the tasks of the three groups. */
export const welfareTasks = pgTable('welfare_tasks', {
  id: identity(),
  group: text('group').$type<TaskGroup>().notNull(),
  metric: text('metric').$type<TaskMetric>().notNull(),
  title: text('title').notNull(),
  description: emptyText('description'),
  target: integer('target').notNull(),
  reward: integer('reward').notNull(),
  points: zero('points'),
  jump: jsonb('jump').$type<{ typeCode: number; id?: number; urlParent?: string } | null>(),
  ...curated(),
});

/** A claimed reward: one row per user, task and period, so a reward is paid once. */
export const welfareClaims = pgTable(
  'welfare_claims',
  {
    userId: userRef('user_id'),
    taskId: partOf('task_id', () => welfareTasks.id),
    period: text('period').notNull(),
    reward: integer('reward').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskId, t.period] })],
);

/**
 * The clocks that turn reports into counted time: the last heartbeat and the last video
 * position report. Time is counted from the gap between two of them, never from the client.
 */
export const welfareClocks = pgTable('welfare_clocks', {
  userId: userRef('user_id').primaryKey(),
  onlineAt: ts('online_at'),
  watchAt: ts('watch_at'),
  watchVideo: integer('watch_video'),
  watchPosition: integer('watch_position'),
});

/** Who invited whom: one inviter per user; `rewardedAt` once the invitee became an account. */
export const welfareInvites = pgTable(
  'welfare_invites',
  {
    inviteeId: userRef('invitee_id').primaryKey(),
    inviterId: userRef('inviter_id'),
    /** link (a guest created through the invite link) | code (entered later) */
    via: text('via').notNull(),
    reward: zero('reward'),
    rewardedAt: ts('rewarded_at'),
    createdAt: createdAt(),
  },
  (t) => [index('welfare_invites_inviter_idx').on(t.inviterId, t.createdAt)],
);

/** Operator data: the app wall. */
export const welfareApps = pgTable('welfare_apps', {
  id: identity(),
  name: text('name').notNull(),
  icon: emptyText('icon'),
  description: emptyText('description'),
  url: text('url').notNull(),
  reward: zero('reward'),
  ...curated(),
});

/** Taps on the app wall per user and app; `rewardedAt` when the app's reward was paid. */
export const welfareAppClicks = pgTable(
  'welfare_app_clicks',
  {
    userId: userRef('user_id'),
    appId: partOf('app_id', () => welfareApps.id),
    clicks: integer('clicks').notNull().default(1),
    rewardedAt: ts('rewarded_at'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.appId] })],
);
