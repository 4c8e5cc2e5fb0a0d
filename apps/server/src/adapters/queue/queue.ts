import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { queueJobs } from './queue.schema.ts';

/**
 * A durable job queue on the database (PostgreSQL or PGlite), independent of what the jobs do
 * and of the request path: `JobQueue.enqueue` adds a row (inside the caller's transaction when
 * given), a `QueueWorker` claims rows and runs their queue's handler.
 *
 * - Claiming is one transaction per job: `pg_advisory_xact_lock` on the queue's name serialises
 *   claimers of that queue across processes (so the per-queue and per-group limits hold for the
 *   whole cluster), and the row is picked with `FOR UPDATE SKIP LOCKED`.
 * - A claimed job carries a lease (`lease_until`) the worker renews every third of its length.
 *   A worker that crashes or is stopped leaves the lease to run out; any worker then claims the
 *   job again (a restart resumes it). Completion is fenced: only the holder of the lease (same
 *   worker id and attempt) can finish a job.
 * - A handler that throws is retried with backoff until `maxAttempts`; then the queue's
 *   `onDead` runs (e.g. refund) and the job is `failed`.
 * - Concurrency: at most `concurrency` running jobs per queue and `perGroup` per group
 *   (e.g. per user), counted over unexpired leases in the table.
 */

export interface EnqueueInput {
  queue: string;
  /** The concurrency group, e.g. `user:42`. */
  group?: string;
  payload?: unknown;
  maxAttempts?: number;
  /** Do not run before (default now). */
  runAt?: Date;
}

export interface ClaimedJob<P = unknown> {
  id: number;
  queue: string;
  group: string;
  payload: P;
  /** 1 for the first run. */
  attempt: number;
  maxAttempts: number;
}

export interface JobContext {
  /** Aborted when the worker stops or loses the lease: stop work and throw. */
  signal: AbortSignal;
}

export interface QueueHandler<P = unknown> {
  /** Running jobs of this queue at once (whole cluster). */
  concurrency: number;
  /** Running jobs of one group (e.g. one user) of this queue at once. */
  perGroup: number;
  run(job: ClaimedJob<P>, ctx: JobContext): Promise<void>;
  /** After the last attempt failed (or a lease ran out on it): the job is then marked failed. */
  onDead?(job: ClaimedJob<P>, error: string): Promise<void>;
  /** Delay before retry `attempt` (1-based), ms. Default 1 s · 4^(attempt-1). */
  backoffMs?(attempt: number): number;
}

export interface QueueLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** `local`: enqueued in this process; `remote`: by another one (the Redis wake-up, jobs.ts). */
type Listener = (queue: string, origin: 'local' | 'remote') => void;
/** How a run of a job ended: done, failed for good, back to the queue, or stopped (shutdown). */
export type JobOutcome = 'done' | 'failed' | 'retry' | 'stopped';
type FinishedListener = (queue: string, outcome: JobOutcome, seconds: number) => void;

export class JobQueue {
  readonly #listeners = new Set<Listener>();
  readonly #finished = new Set<FinishedListener>();

  constructor(private readonly db: Database) {}

  /** Adds a job (inside `tx` when given: it exists only if that transaction commits). Returns its id. */
  async enqueue(input: EnqueueInput, tx?: Executor): Promise<number> {
    const [row] = await (tx ?? this.db)
      .insert(queueJobs)
      .values({
        queue: input.queue,
        groupKey: input.group ?? '',
        payload: (input.payload ?? {}) as object,
        maxAttempts: input.maxAttempts ?? 3,
        ...(input.runAt ? { runAt: input.runAt } : {}),
      })
      .returning({ id: queueJobs.id });
    return row!.id;
  }

  /** Tells workers of this process to look now (after the enqueuing transaction committed). */
  notify(queue: string): void {
    for (const l of this.#listeners) l(queue, 'local');
  }

  /** Another process enqueued a job of `queue` (jobs.ts `wakeAcross`): this process's workers look now. */
  deliver(queue: string): void {
    for (const l of this.#listeners) l(queue, 'remote');
  }

  onEnqueued(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Called by workers of this process after each run of a job (metrics: job durations). */
  onFinished(listener: FinishedListener): () => void {
    this.#finished.add(listener);
    return () => this.#finished.delete(listener);
  }

  /** A worker of this process finished a run of a job of `queue` after `seconds`. */
  finished(queue: string, outcome: JobOutcome, seconds: number): void {
    for (const l of this.#finished) l(queue, outcome, seconds);
  }

  /** Which of `queues` have a job to claim now (one cheap query for an idle poll). */
  async runnable(queues: readonly string[]): Promise<string[]> {
    if (queues.length === 0) return [];
    const rows = await this.db
      .selectDistinct({ queue: queueJobs.queue })
      .from(queueJobs)
      .where(
        and(
          inArray(queueJobs.queue, [...queues]),
          sql`((${queueJobs.state} = 'queued' and ${queueJobs.runAt} <= now())
               or (${queueJobs.state} = 'running' and ${queueJobs.leaseUntil} <= now()))`,
        ),
      );
    return rows.map((r) => r.queue);
  }

  async state(id: number) {
    const [row] = await this.db.select().from(queueJobs).where(eq(queueJobs.id, id));
    return row ?? null;
  }

  /**
   * Claims the next runnable job of `queue` for `workerId`, or null (none, or a limit reached).
   * Runnable: queued and due, or running with an expired lease.
   */
  async claim(
    queue: string,
    limits: { concurrency: number; perGroup: number },
    workerId: string,
    leaseMs: number,
  ): Promise<ClaimedJob | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`queue:${queue}`}))`);
      const [busy] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(queueJobs)
        .where(
          and(
            eq(queueJobs.queue, queue),
            eq(queueJobs.state, 'running'),
            sql`${queueJobs.leaseUntil} > now()`,
          ),
        );
      if ((busy?.n ?? 0) >= limits.concurrency) return null;
      const [next] = await tx
        .select({ id: queueJobs.id })
        .from(queueJobs)
        .where(
          and(
            eq(queueJobs.queue, queue),
            sql`((${queueJobs.state} = 'queued' and ${queueJobs.runAt} <= now())
                 or (${queueJobs.state} = 'running' and ${queueJobs.leaseUntil} <= now()))`,
            sql`(select count(*) from queue_jobs r where r.queue = ${queueJobs.queue}
                 and r.group_key = ${queueJobs.groupKey} and r.state = 'running'
                 and r.lease_until > now()) < ${limits.perGroup}`,
          ),
        )
        .orderBy(queueJobs.runAt, queueJobs.id)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!next) return null;
      const [row] = await tx
        .update(queueJobs)
        .set({
          state: 'running',
          attempts: sql`${queueJobs.attempts} + 1`,
          leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
          lockedBy: workerId,
        })
        .where(eq(queueJobs.id, next.id))
        .returning();
      if (!row) return null;
      return {
        id: row.id,
        queue: row.queue,
        group: row.groupKey,
        payload: row.payload,
        attempt: row.attempts,
        maxAttempts: row.maxAttempts,
      };
    });
  }

  /** Renews the lease; false when it is no longer ours (reclaimed elsewhere, or finished). */
  async renew(job: ClaimedJob, workerId: string, leaseMs: number): Promise<boolean> {
    const rows = await this.db
      .update(queueJobs)
      .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
      .where(this.#mine(job, workerId))
      .returning({ id: queueJobs.id });
    return rows.length > 0;
  }

  async complete(job: ClaimedJob, workerId: string): Promise<boolean> {
    const rows = await this.db
      .update(queueJobs)
      .set({ state: 'done', leaseUntil: null, finishedAt: sql`now()`, lastError: null })
      .where(this.#mine(job, workerId))
      .returning({ id: queueJobs.id });
    return rows.length > 0;
  }

  /** A failed attempt: back to the queue after `delayMs`, or failed for good when `final`. */
  async fail(
    job: ClaimedJob,
    workerId: string,
    error: string,
    final: boolean,
    delayMs: number,
  ): Promise<boolean> {
    const rows = await this.db
      .update(queueJobs)
      .set(
        final
          ? { state: 'failed', leaseUntil: null, finishedAt: sql`now()`, lastError: error.slice(0, 2000) }
          : {
              state: 'queued',
              leaseUntil: null,
              lockedBy: null,
              runAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
              lastError: error.slice(0, 2000),
            },
      )
      .where(this.#mine(job, workerId))
      .returning({ id: queueJobs.id });
    return rows.length > 0;
  }

  #mine(job: ClaimedJob, workerId: string) {
    return and(
      eq(queueJobs.id, job.id),
      eq(queueJobs.state, 'running'),
      eq(queueJobs.lockedBy, workerId),
      eq(queueJobs.attempts, job.attempt),
    );
  }
}

export interface WorkerOptions {
  queue: JobQueue;
  handlers: Record<string, QueueHandler<never>>;
  /** How long a claim holds without renewal (default 30 s). */
  leaseMs?: number;
  /** How often idle queues are looked at (default 1 s); enqueues in this process wake it at once. */
  pollMs?: number;
  log?: QueueLog;
  /** Default: a random id per worker. */
  workerId?: string;
}

/**
 * Runs the handlers' jobs: polls each queue (and wakes on `JobQueue.notify`), claims while its
 * limits allow, renews leases while handlers run. `stop()` aborts running handlers and waits for
 * them; their jobs keep their leases, which run out, and are run again by a later worker.
 */
export class QueueWorker {
  readonly id: string;
  readonly #queue: JobQueue;
  readonly #handlers: Map<string, QueueHandler<never>>;
  readonly #leaseMs: number;
  readonly #pollMs: number;
  readonly #log: QueueLog | undefined;
  readonly #running = new Map<number, { done: Promise<void>; abort: AbortController }>();
  readonly #runningPerQueue = new Map<string, number>();
  readonly #stopController = new AbortController();
  #timer: NodeJS.Timeout | null = null;
  #offNotify: (() => void) | null = null;
  readonly #pumping = new Map<string, Promise<void>>();
  readonly #again = new Set<string>();
  #started = false;

  constructor(options: WorkerOptions) {
    this.id = options.workerId ?? `w-${randomUUID().slice(0, 8)}`;
    this.#queue = options.queue;
    this.#handlers = new Map(Object.entries(options.handlers));
    this.#leaseMs = options.leaseMs ?? 30_000;
    this.#pollMs = options.pollMs ?? 1000;
    this.#log = options.log;
  }

  get runningCount(): number {
    return this.#running.size;
  }

  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#offNotify = this.#queue.onEnqueued((q) => {
      if (this.#handlers.has(q)) void this.#pump(q);
    });
    // Each poll asks once which queues have work (jobs queued by other processes, retries that
    // came due, leases that ran out); enqueues in this process wake their queue at once.
    const tick = async () => {
      try {
        const due = await this.#queue.runnable([...this.#handlers.keys()]);
        for (const q of due) void this.#pump(q);
      } catch (err) {
        this.#log?.error({ err }, 'queue: poll failed');
      }
      if (this.#stopController.signal.aborted) return;
      this.#timer = setTimeout(() => void tick(), this.#pollMs);
      this.#timer.unref();
    };
    void tick();
  }

  /** Stops claiming, aborts running handlers and waits for them to return. */
  async stop(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#offNotify?.();
    this.#stopController.abort();
    for (const r of this.#running.values()) r.abort.abort();
    await Promise.allSettled([...this.#running.values()].map((r) => r.done));
  }

  /** Waits until this worker runs nothing and finds nothing to claim (tests, benches). */
  async drain(): Promise<void> {
    for (;;) {
      for (const q of this.#handlers.keys()) await this.#pump(q);
      if (this.#running.size === 0) return;
      await Promise.race([...this.#running.values()].map((r) => r.done));
    }
  }

  /** Claims jobs of the queue while its limits allow; one pass at a time per queue. */
  #pump(queueName: string): Promise<void> {
    if (this.#stopController.signal.aborted) return Promise.resolve();
    const current = this.#pumping.get(queueName);
    if (current) {
      this.#again.add(queueName);
      return current;
    }
    // A pass at the queue's limit claims nothing and ends without awaiting: its entry is dropped
    // in a callback (always later), so it is set first and never outlives the pass.
    const pass = this.#pumpPass(queueName).finally(() => {
      if (this.#pumping.get(queueName) === pass) this.#pumping.delete(queueName);
    });
    this.#pumping.set(queueName, pass);
    return pass;
  }

  async #pumpPass(queueName: string): Promise<void> {
    const handler = this.#handlers.get(queueName)!;
    try {
      do {
        this.#again.delete(queueName);
        while (
          !this.#stopController.signal.aborted &&
          (this.#runningPerQueue.get(queueName) ?? 0) < handler.concurrency
        ) {
          const job = await this.#queue.claim(queueName, handler, this.id, this.#leaseMs);
          if (!job) break;
          this.#launch(job, handler);
        }
      } while (this.#again.has(queueName));
    } catch (err) {
      this.#log?.error({ err, queue: queueName }, 'queue: claim failed');
    }
  }

  #launch(job: ClaimedJob, handler: QueueHandler<never>): void {
    const abort = new AbortController();
    this.#runningPerQueue.set(job.queue, (this.#runningPerQueue.get(job.queue) ?? 0) + 1);
    const done = this.#run(job, handler, abort).finally(() => {
      this.#running.delete(job.id);
      this.#runningPerQueue.set(job.queue, (this.#runningPerQueue.get(job.queue) ?? 1) - 1);
      // A slot is free: look for the next job of this queue.
      if (!this.#stopController.signal.aborted) void this.#pump(job.queue);
    });
    this.#running.set(job.id, { done, abort });
  }

  async #run(job: ClaimedJob, handler: QueueHandler<never>, abort: AbortController): Promise<void> {
    const typed = job as ClaimedJob<never>;
    if (job.attempt > job.maxAttempts) {
      // Its lease ran out on its last attempt (the worker died): give up now.
      await this.#dead(typed, handler, job.attempt > 1 ? 'lease expired on the last attempt' : 'no attempts');
      return;
    }
    const heartbeat = setInterval(
      () => {
        this.#queue
          .renew(job, this.id, this.#leaseMs)
          .then((mine) => {
            if (!mine) abort.abort();
          })
          .catch(() => {});
      },
      Math.max(50, Math.floor(this.#leaseMs / 3)),
    );
    heartbeat.unref();
    const started = performance.now();
    const finished = (outcome: JobOutcome) =>
      this.#queue.finished(job.queue, outcome, (performance.now() - started) / 1000);
    try {
      await handler.run(typed, { signal: abort.signal });
      clearInterval(heartbeat);
      await this.#queue.complete(job, this.id);
      finished('done');
    } catch (err) {
      clearInterval(heartbeat);
      // Stopped (shutdown): leave the lease to run out; a later worker resumes the job.
      if (this.#stopController.signal.aborted) return finished('stopped');
      const message = err instanceof Error ? err.message : String(err);
      const final = job.attempt >= job.maxAttempts;
      finished(final ? 'failed' : 'retry');
      this.#log?.warn(
        { queue: job.queue, jobId: job.id, attempt: job.attempt, final, err: message },
        'queue: job failed',
      );
      if (final) await this.#dead(typed, handler, message);
      else {
        const delay = handler.backoffMs?.(job.attempt) ?? 1000 * 4 ** (job.attempt - 1);
        await this.#queue.fail(job, this.id, message, false, delay).catch(() => false);
      }
    }
  }

  async #dead(job: ClaimedJob<never>, handler: QueueHandler<never>, message: string): Promise<void> {
    try {
      await handler.onDead?.(job, message);
      await this.#queue.fail(job, this.id, message, true, 0);
    } catch (err) {
      // Left running with its lease: it is claimed again and onDead retried.
      this.#log?.error({ err, queue: job.queue, jobId: job.id }, 'queue: onDead failed');
    }
  }
}
