import { z } from 'zod';
import { userFaceFields } from './fields.ts';
import { listRequest } from './list.ts';
import { named } from './schema.ts';

/**
 * The welfare centre (issue 13): daily check-in, tasks counted from real events, online time,
 * invitation, the app wall and levels. Days are Asia/Shanghai calendar days; gold amounts are
 * hundredths, like every balance.
 */

/* ---------------- check-in ---------------- */

export const checkinDay = z.object({
  /** 1..7 in the strip. */
  index: z.number().int(),
  /** YYYY-MM-DD, Shanghai. */
  date: z.string(),
  reward: z.number().int().describe('gold, hundredths'),
  checked: z.boolean(),
  today: z.boolean(),
});
export const checkinState = named('CheckinState', {
  today: z.string().describe('YYYY-MM-DD, Shanghai'),
  checkedToday: z.boolean(),
  /** Consecutive days up to today (or yesterday when today is not checked yet). */
  streak: z.number().int(),
  /** The strip: this streak week, seven days. */
  days: z.array(checkinDay),
  todayReward: z.number().int(),
});
export type CheckinState = z.infer<typeof checkinState>;
export const checkinResult = named('CheckinResult', {
  reward: z.number().int(),
  streak: z.number().int(),
  balance: z.number().int(),
  state: checkinState,
});

/* ---------------- tasks ---------------- */

export const TASK_GROUPS = ['newbie', 'daily', 'growth'] as const;
export type TaskGroup = (typeof TASK_GROUPS)[number];
/** What a task counts; every metric comes from an event the server saw, never from the client. */
export const TASK_METRICS = [
  'watch_seconds',
  'chapters_read',
  'comments',
  'posts',
  'shares_opened',
  'phone_bound',
  'recharges',
  'online_seconds',
  'checkins',
  'invites',
  'games_played',
  'ai_jobs',
] as const;
export type TaskMetric = (typeof TASK_METRICS)[number];

export const taskJump = z.object({
  typeCode: z.number().int(),
  id: z.number().int().optional(),
  urlParent: z.string().optional(),
});
export const userTask = named('UserTask', {
  id: z.number().int(),
  group: z.enum(TASK_GROUPS),
  metric: z.enum(TASK_METRICS),
  title: z.string(),
  description: z.string(),
  target: z.number().int(),
  progress: z.number().int(),
  reward: z.number().int().describe('gold, hundredths'),
  points: z.number().int().describe('experience points'),
  status: z.enum(['todo', 'done', 'claimed']),
  /** Where 去完成 leads (spec §9 jump descriptor). */
  jump: taskJump.nullable(),
});
export type UserTask = z.infer<typeof userTask>;
export const userTaskList = named('UserTaskList', { list: z.array(userTask) });
export const taskClaimRequest = named('TaskClaimRequest', { id: z.number().int().positive() });
export const taskClaimResult = named('TaskClaimResult', {
  id: z.number().int(),
  reward: z.number().int(),
  points: z.number().int(),
  balance: z.number().int(),
});

/** What an operator sends to create or change a task (`/api/admin/welfare/tasks`). */
export const welfareTaskInput = z.object({
  group: z.enum(TASK_GROUPS),
  metric: z.enum(TASK_METRICS),
  title: z.string().trim().min(1).max(30),
  description: z.string().trim().max(80).default(''),
  target: z.number().int().min(1).max(1_000_000),
  reward: z.number().int().min(0).max(10_000_00),
  points: z.number().int().min(0).max(10_000).default(0),
  jump: taskJump.nullable().default(null),
  sort: z.number().int().min(0).max(10_000).default(0),
  enabled: z.boolean().default(true),
});
export type WelfareTaskInput = z.infer<typeof welfareTaskInput>;

/* ---------------- online time ---------------- */

export { ONLINE_HEARTBEAT_MAX_GAP_SECONDS, ONLINE_HEARTBEAT_SECONDS } from './calls/welfare.ts';
export const onlineTime = named('OnlineTime', {
  today: z.string(),
  seconds: z.number().int().describe('counted today'),
});

/* ---------------- invitation ---------------- */

export const inviteCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{4,12}$/, 'not an invite code');
export const inviteRedeemRequest = named('InviteRedeemRequest', { code: inviteCode });
export const inviteIncome = named('InviteIncome', {
  code: z.string().describe('my invite code'),
  invited: z.number().int(),
  rewarded: z.number().int().describe('invitees who became accounts'),
  income: z.number().int().describe('gold earned by inviting, hundredths'),
  rewardPerInvite: z.number().int(),
  /** Who invited me, when someone did. */
  invitedBy: z.number().int().nullable(),
});
export const invitee = named('Invitee', {
  ...userFaceFields,
  joinedAt: z.number().int().describe('UTC seconds'),
  status: z.enum(['guest', 'account']),
  reward: z.number().int(),
});
export const inviteListRequest = listRequest;

/* ---------------- app wall ---------------- */

export const wallApp = named('WallApp', {
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  url: z.string(),
  reward: z.number().int(),
  /** This user was already paid for it. */
  rewarded: z.boolean(),
});
export type WallApp = z.infer<typeof wallApp>;
export const appsListResult = z.object({ list: z.array(wallApp) });
export const appsPageRequest = listRequest;
export const appsClickRequest = named('AppsClickRequest', { id: z.number().int().positive() });
/** What an operator sends to create or change an app-wall entry. */
export const wallAppInput = z.object({
  name: z.string().trim().min(1).max(20),
  icon: z.string().trim().max(500).default(''),
  description: z.string().trim().max(60).default(''),
  url: z.url({ protocol: /^https?$/ }).max(500),
  reward: z.number().int().min(0).max(10_000_00).default(0),
  sort: z.number().int().min(0).max(10_000).default(0),
  enabled: z.boolean().default(true),
});
export type WallAppInput = z.infer<typeof wallAppInput>;
export const appsClickResult = named('AppsClickResult', {
  url: z.string(),
  reward: z.number().int(),
  balance: z.number().int().nullable(),
});

/* ---------------- levels ---------------- */

export const levelEntry = z.object({
  level: z.number().int().min(1),
  name: z.string().min(1).max(20),
  minPoints: z.number().int().min(0),
  benefits: z.array(z.string().max(60)).max(10),
});
export const pointLevel = named('PointLevel', {
  points: z.number().int(),
  level: z.number().int(),
  name: z.string(),
  next: levelEntry.nullable(),
  levels: z.array(levelEntry),
  /** How points are earned, for the screen. */
  howTo: z.array(z.object({ title: z.string(), points: z.number().int() })),
});

/* ---------------- operator settings ---------------- */

export const welfareSettingSchemas = {
  /** Gold (hundredths) for streak day 1..7; day 8 on repeats day 7. Check-in points per day. */
  checkinRewards: z.object({
    gold: z.array(z.number().int().min(0).max(10_000_00)).length(7),
    points: z.number().int().min(0).max(1000).default(5),
  }),
  /** Gold (hundredths) the inviter earns when an invitee becomes an account. */
  inviteReward: z.object({
    gold: z.number().int().min(0).max(10_000_00),
    points: z.number().int().min(0).default(20),
  }),
  levels: z.array(levelEntry).min(1).max(30),
};
