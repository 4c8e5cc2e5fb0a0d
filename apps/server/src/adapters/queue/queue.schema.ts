import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../db/columns.ts';

/**
 * The durable job queue (adapters/queue/queue.ts): one row per job. A worker claims a row with
 * `FOR UPDATE SKIP LOCKED` and holds it by a lease (`lease_until`) it renews while it runs; a
 * row whose lease ran out (its worker crashed or was stopped) is claimed again by any worker.
 * Nothing here knows what the jobs do: `queue` names the handler, `payload` is its input.
 */
export const queueJobs = pgTable(
  'queue_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Which handler runs it (e.g. `ai.image`); concurrency is limited per queue. */
    queue: text('queue').notNull(),
    /** Whose job it is (e.g. `user:42`); concurrency is limited per group within a queue. */
    groupKey: text('group_key').notNull().default(''),
    payload: jsonb('payload').notNull().default({}),
    state: text('state').$type<QueueJobState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** Not claimed before this time (retries back off). */
    runAt: ts('run_at').notNull().defaultNow(),
    /** While running: the worker holds it until then (renewed by its heartbeat). */
    leaseUntil: ts('lease_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('queue_jobs_claim_idx').on(t.queue, t.state, t.runAt),
    index('queue_jobs_running_idx').on(t.queue, t.groupKey).where(sql`${t.state} = 'running'`),
    check('queue_jobs_state_check', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
  ],
);

export type QueueJobState = 'queued' | 'running' | 'done' | 'failed';
