import type {
  CheckinState,
  TaskGroup,
  TaskMetric,
  UserTask,
  WelfareTaskInput,
} from '@lld/protocol/api/welfare';
import { ONLINE_HEARTBEAT_MAX_GAP_SECONDS } from '@lld/protocol/api/welfare';
import { ResultCode } from '@lld/protocol/result-codes';
import { checkinReward, checkinStrip, levelOf, nextStreak, shanghaiDay } from '@lld/protocol/welfare-rules';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { dateAt, secondsOrNull } from '../../db/columns.ts';
import type { Database, Executor } from '../../db/database.ts';
import { insertRow, updateRow } from '../../db/rows.ts';
import { AppError } from '../../http/app-error.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { welfareSetting } from './welfare.defaults.ts';
import {
  welfareCheckins,
  welfareClaims,
  welfareClocks,
  welfareCounters,
  welfareTasks,
} from './welfare.schema.ts';

/** The longest stretch of one video report that counts as watching (reports come every 10 s). */
export const WATCH_MAX_GAP_SECONDS = 120;
const LIFETIME = 'all';

type Counted = TaskMetric | 'points';
type TaskRow = typeof welfareTasks.$inferSelect;

/** Daily tasks count today's events; new-user and growth tasks count everything so far. */
export const periodOf = (group: TaskGroup, today: string): string => (group === 'daily' ? today : LIFETIME);

/**
 * Check-in, tasks and the counters behind them, and counted time (online, watching). Every
 * number a task reads was counted here from an event the server saw; a reward is paid through
 * the ledger under a key per user, task and period, so it is paid once however often it is asked.
 */
export class WelfareService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly wallet: WalletService,
    /** UTC seconds (tests move it across Shanghai midnight). */
    private readonly now: () => number,
  ) {}

  today(): string {
    return shanghaiDay(this.now());
  }

  /* ---------------- counters ---------------- */

  /** Adds `amount` to the lifetime and today's count of `metric`. */
  async count(userId: number, metric: Counted, amount = 1, tx: Executor = this.db): Promise<void> {
    if (amount <= 0) return;
    const today = this.today();
    await tx
      .insert(welfareCounters)
      .values([
        { userId, metric, period: LIFETIME, value: amount },
        { userId, metric, period: today, value: amount },
      ])
      .onConflictDoUpdate({
        target: [welfareCounters.userId, welfareCounters.metric, welfareCounters.period],
        set: { value: sql`${welfareCounters.value} + excluded.value` },
      });
  }

  /** Sets a once-only metric (a phone bound) to 1. */
  async mark(userId: number, metric: Counted): Promise<void> {
    await this.db
      .insert(welfareCounters)
      .values({ userId, metric, period: LIFETIME, value: 1 })
      .onConflictDoNothing();
  }

  async #counters(userId: number, periods: string[], tx: Executor = this.db): Promise<Map<string, number>> {
    const rows = await tx
      .select()
      .from(welfareCounters)
      .where(and(eq(welfareCounters.userId, userId), inArray(welfareCounters.period, periods)));
    return new Map(rows.map((r) => [`${r.metric}@${r.period}`, r.value]));
  }

  async points(userId: number): Promise<number> {
    const counters = await this.#counters(userId, [LIFETIME]);
    return counters.get(`points@${LIFETIME}`) ?? 0;
  }

  /* ---------------- check-in ---------------- */

  async checkinState(userId: number, tx: Executor = this.db): Promise<CheckinState> {
    const today = this.today();
    const [last] = await tx
      .select({ day: welfareCheckins.day, streak: welfareCheckins.streak })
      .from(welfareCheckins)
      .where(eq(welfareCheckins.userId, userId))
      .orderBy(desc(welfareCheckins.day))
      .limit(1);
    const checkedToday = last?.day === today;
    // A streak that missed yesterday is already broken: it shows as 0 until today's check-in.
    const alive = last && (checkedToday || nextStreak(today, last) > 1);
    const streak = alive ? last.streak : 0;
    const { gold } = await welfareSetting(this.settings, 'checkinRewards');
    const days = checkinStrip(today, streak, checkedToday, gold);
    return {
      today,
      checkedToday,
      streak,
      days,
      todayReward: checkinReward(gold, checkedToday ? streak : streak + 1),
    };
  }

  /** Today's check-in: once per Shanghai day (4009 after), the streak day's gold via the ledger. */
  async checkin(userId: number) {
    const { points } = await welfareSetting(this.settings, 'checkinRewards');
    const result = await this.db.transaction(async (tx) => {
      const state = await this.checkinState(userId, tx);
      const already = () => new AppError(ResultCode.CONFLICT, 'already checked in', '今天已经签到过了');
      if (state.checkedToday) throw already();
      const streak = state.streak + 1;
      const reward = state.todayReward;
      const row = tx.insert(welfareCheckins).values({ userId, day: state.today, streak, reward });
      const balance = await this.#payOnce(tx, row, already, {
        userId,
        amount: reward,
        key: `checkin:${userId}:${state.today}`,
        title: '每日签到',
        ref: 'checkin',
      });
      await this.count(userId, 'checkins', 1, tx);
      await this.count(userId, 'points', points, tx);
      return { reward, streak, balance };
    });
    return { ...result, state: await this.checkinState(userId) };
  }

  /**
   * Pays a reward once: `row` (the check-in or the claim) is inserted first, and when it is
   * there already the call is refused with `already()` and nothing is paid. The gold goes through
   * the ledger (welfare account); the answer is the balance (unchanged when `amount` is 0).
   */
  async #payOnce(
    tx: Executor,
    row: { onConflictDoNothing(): { returning(): PromiseLike<unknown[]> } },
    already: () => AppError,
    pay: { userId: number; amount: number; key: string; title: string; ref: string },
  ): Promise<number> {
    const inserted = await row.onConflictDoNothing().returning();
    if (inserted.length === 0) throw already();
    if (pay.amount <= 0) return (await this.wallet.balances(pay.userId, tx)).gold;
    const options = {
      reason: 'welfare' as const,
      reference: pay.ref,
      title: pay.title,
      idempotencyKey: pay.key,
    };
    return (await this.wallet.credit(pay.userId, 'gold', pay.amount, options, tx)).balance;
  }

  /* ---------------- tasks ---------------- */

  async #enabledTasks(tx: Executor = this.db): Promise<TaskRow[]> {
    return tx
      .select()
      .from(welfareTasks)
      .where(eq(welfareTasks.enabled, true))
      .orderBy(asc(welfareTasks.sort), asc(welfareTasks.id));
  }

  #toTask(t: TaskRow, counters: Map<string, number>, claimed: Set<string>, today: string): UserTask {
    const period = periodOf(t.group, today);
    const progress = Math.min(counters.get(`${t.metric}@${period}`) ?? 0, t.target);
    const status = claimed.has(`${t.id}@${period}`) ? 'claimed' : progress >= t.target ? 'done' : 'todo';
    return {
      id: t.id,
      group: t.group,
      metric: t.metric,
      title: t.title,
      description: t.description,
      target: t.target,
      progress,
      reward: t.reward,
      points: t.points,
      status,
      jump: t.jump ?? null,
    };
  }

  /** Every enabled task with this user's progress: three queries whatever the number of tasks. */
  async tasks(userId: number): Promise<UserTask[]> {
    const today = this.today();
    const [tasks, counters, claims] = await Promise.all([
      this.#enabledTasks(),
      this.#counters(userId, [LIFETIME, today]),
      this.db
        .select({ taskId: welfareClaims.taskId, period: welfareClaims.period })
        .from(welfareClaims)
        .where(and(eq(welfareClaims.userId, userId), inArray(welfareClaims.period, [LIFETIME, today]))),
    ]);
    const claimed = new Set(claims.map((c) => `${c.taskId}@${c.period}`));
    return tasks.map((t) => this.#toTask(t, counters, claimed, today));
  }

  /**
   * Claims a finished task: the claim row (primary key user, task, period) and the ledger
   * posting (idempotency key of the same three) make a second claim a 4009 that pays nothing.
   */
  async claim(userId: number, taskId: number) {
    return this.db.transaction(async (tx) => {
      const [task] = await tx.select().from(welfareTasks).where(eq(welfareTasks.id, taskId));
      if (!task?.enabled) throw AppError.notFound('no such task');
      const today = this.today();
      const period = periodOf(task.group, today);
      const counters = await this.#counters(userId, [period], tx);
      if ((counters.get(`${task.metric}@${period}`) ?? 0) < task.target) {
        throw new AppError(ResultCode.INVALID_PARAMS, 'task not done', '任务还没有完成');
      }
      const row = tx.insert(welfareClaims).values({ userId, taskId, period, reward: task.reward });
      const already = () => new AppError(ResultCode.CONFLICT, 'already claimed', '奖励已经领取过了');
      const balance = await this.#payOnce(tx, row, already, {
        userId,
        amount: task.reward,
        key: `task:${userId}:${taskId}:${period}`,
        title: task.title,
        ref: `task:${taskId}`,
      });
      await this.count(userId, 'points', task.points, tx);
      return { id: taskId, reward: task.reward, points: task.points, balance };
    });
  }

  /* ---------------- counted time ---------------- */

  async #clock(tx: Executor, userId: number) {
    await tx.insert(welfareClocks).values({ userId }).onConflictDoNothing();
    const [row] = await tx.select().from(welfareClocks).where(eq(welfareClocks.userId, userId)).for('update');
    if (!row) throw new Error('clock row vanished');
    return row;
  }

  /**
   * A heartbeat of a visible app: counts the time since the previous heartbeat, at most
   * ONLINE_HEARTBEAT_MAX_GAP_SECONDS (a longer gap means the app was away). The row is locked,
   * so a flood of heartbeats counts the wall-clock time between them once, not once per call.
   */
  async heartbeat(userId: number): Promise<{ today: string; seconds: number }> {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const clock = await this.#clock(tx, userId);
      const last = secondsOrNull(clock.onlineAt);
      const gap = last === null ? 0 : Math.min(Math.max(now - last, 0), ONLINE_HEARTBEAT_MAX_GAP_SECONDS);
      if (last !== null && now <= last) return; // same second: nothing to count, nothing to move
      await tx
        .update(welfareClocks)
        .set({ onlineAt: dateAt(now) })
        .where(eq(welfareClocks.userId, userId));
      await this.count(userId, 'online_seconds', gap, tx);
    });
    return this.onlineToday(userId);
  }

  async onlineToday(userId: number): Promise<{ today: string; seconds: number }> {
    const today = this.today();
    const counters = await this.#counters(userId, [today]);
    return { today, seconds: counters.get(`online_seconds@${today}`) ?? 0 };
  }

  /**
   * A saved playing position: counts how far the video moved since the last report of the same
   * video, never more than the wall-clock time between the two reports (so seeking or a script
   * earns nothing) and never more than WATCH_MAX_GAP_SECONDS. The first report only starts the clock.
   */
  async watched(userId: number, videoId: number, position: number): Promise<void> {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const clock = await this.#clock(tx, userId);
      const last = secondsOrNull(clock.watchAt);
      const moved =
        clock.watchVideo === videoId && clock.watchPosition !== null ? position - clock.watchPosition : 0;
      const wall = last === null ? 0 : now - last;
      const counted = Math.max(0, Math.min(moved, wall, WATCH_MAX_GAP_SECONDS));
      await tx
        .update(welfareClocks)
        .set({ watchAt: dateAt(now), watchVideo: videoId, watchPosition: Math.floor(position) })
        .where(eq(welfareClocks.userId, userId));
      await this.count(userId, 'watch_seconds', Math.floor(counted), tx);
    });
  }

  /* ---------------- levels ---------------- */

  async level(userId: number) {
    const [points, levels, checkin, invite, tasks] = await Promise.all([
      this.points(userId),
      welfareSetting(this.settings, 'levels'),
      welfareSetting(this.settings, 'checkinRewards'),
      welfareSetting(this.settings, 'inviteReward'),
      this.#enabledTasks(),
    ]);
    const { current, next } = levelOf(levels, points);
    const howTo = [
      { title: '每日签到', points: checkin.points },
      { title: '邀请好友注册', points: invite.points },
      ...tasks.filter((t) => t.points > 0).map((t) => ({ title: t.title, points: t.points })),
    ].filter((h) => h.points > 0);
    return {
      points,
      level: current.level,
      name: current.name,
      next,
      levels: [...levels].sort((a, b) => a.minPoints - b.minPoints),
      howTo,
    };
  }

  /* ---------------- operator ---------------- */

  async allTasks() {
    return this.db
      .select()
      .from(welfareTasks)
      .orderBy(asc(welfareTasks.group), asc(welfareTasks.sort), asc(welfareTasks.id));
  }

  async createTask(input: WelfareTaskInput) {
    return insertRow(this.db, welfareTasks, input);
  }

  async updateTask(id: number, input: WelfareTaskInput) {
    return updateRow(this.db, welfareTasks, id, input, 'task');
  }
}
