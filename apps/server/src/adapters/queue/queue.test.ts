import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { isCI, serviceUrl, testDatabase } from '../../test/harness.ts';
import { eventually } from '../../test/wait.ts';
import { Jobs } from './jobs.ts';
import { type ClaimedJob, JobQueue, type QueueHandler, QueueWorker } from './queue.ts';

let h: DatabaseHandle;
beforeAll(async () => {
  h = await testDatabase();
}, 60_000);
afterAll(async () => h?.close());
beforeEach(async () => {
  await h.db.execute(sql`delete from queue_jobs`);
});

/** A handler whose jobs finish when the test says so. */
function gated(limits: { concurrency: number; perGroup: number }) {
  const started: ClaimedJob[] = [];
  const gates = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  const waiters: Array<() => void> = [];
  const handler: QueueHandler = {
    ...limits,
    run: (job, { signal }) =>
      new Promise<void>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new Error('stopped')));
        started.push(job);
        gates.set(job.id, { resolve, reject });
        for (const w of waiters.splice(0)) w();
      }),
  };
  const startedCount = async (n: number) => {
    while (started.length < n) await new Promise<void>((r) => waiters.push(r));
  };
  return { handler, started, gates, startedCount };
}

describe('job queue', () => {
  it('runs a job once and marks it done', async () => {
    const queue = new JobQueue(h.db);
    const seen: unknown[] = [];
    const worker = new QueueWorker({
      queue,
      handlers: { echo: { concurrency: 2, perGroup: 1, run: async (job) => void seen.push(job.payload) } },
      pollMs: 20,
    });
    const id = await queue.enqueue({ queue: 'echo', group: 'u1', payload: { x: 1 } });
    worker.start();
    await worker.drain();
    await worker.stop();
    expect(seen).toEqual([{ x: 1 }]);
    expect((await queue.state(id))?.state).toBe('done');
  });

  it('keeps to the per-group and per-queue limits, across two workers', async () => {
    const queue = new JobQueue(h.db);
    const g = gated({ concurrency: 3, perGroup: 1 });
    const a = new QueueWorker({ queue, handlers: { t: g.handler }, pollMs: 20 });
    const b = new QueueWorker({ queue, handlers: { t: g.handler }, pollMs: 20 });
    for (const group of ['u1', 'u1', 'u2', 'u3', 'u4', 'u4']) await queue.enqueue({ queue: 't', group });
    a.start();
    b.start();
    await g.startedCount(3);
    // Give both workers more rounds (they poll every 20 ms): nothing beyond the limits starts.
    await new Promise((r) => setTimeout(r, 200));
    expect(g.started).toHaveLength(3);
    expect(new Set(g.started.map((j) => j.group)).size).toBe(3);
    for (const gate of g.gates.values()) gate.resolve();
    await g.startedCount(5);
    expect(
      g.started
        .slice(3)
        .map((j) => j.group)
        .sort(),
    ).toEqual(['u1', 'u4']);
    for (const gate of g.gates.values()) gate.resolve();
    await g.startedCount(6);
    for (const gate of g.gates.values()) gate.resolve();
    await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.stop(), b.stop()]);
    const rows = await h.db.execute(sql`select state, count(*)::int as n from queue_jobs group by state`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ state: 'done', n: 6 }]);
  });

  it('a wake-up while the queue is at its limit does not stop it claiming the next jobs', async () => {
    const queue = new JobQueue(h.db);
    const g = gated({ concurrency: 1, perGroup: 1 });
    const worker = new QueueWorker({ queue, handlers: { t: g.handler }, pollMs: 20 });
    await queue.enqueue({ queue: 't', group: 'u1' });
    worker.start();
    await g.startedCount(1);
    // Queued while the one slot is taken: this wake-up (and each poll) finds the queue full.
    await queue.enqueue({ queue: 't', group: 'u2' });
    queue.notify('t');
    for (const gate of g.gates.values()) gate.resolve();
    await eventually(() => g.started.length >= 2, { what: 'the second job to start' });
    for (const gate of g.gates.values()) gate.resolve();
    await worker.drain();
    await worker.stop();
    const rows = await h.db.execute(sql`select state, count(*)::int as n from queue_jobs group by state`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ state: 'done', n: 2 }]);
  });

  it('retries a failing job, then calls onDead and marks it failed', async () => {
    const queue = new JobQueue(h.db);
    const dead: string[] = [];
    let runs = 0;
    const worker = new QueueWorker({
      queue,
      pollMs: 10,
      handlers: {
        bad: {
          concurrency: 1,
          perGroup: 1,
          backoffMs: () => 0,
          run: async () => {
            runs += 1;
            throw new Error(`boom ${runs}`);
          },
          onDead: async (_job, error) => void dead.push(error),
        },
      },
    });
    const id = await queue.enqueue({ queue: 'bad', maxAttempts: 3 });
    worker.start();
    while ((await queue.state(id))?.state !== 'failed') await new Promise((r) => setTimeout(r, 20));
    await worker.stop();
    expect(runs).toBe(3);
    expect(dead).toEqual(['boom 3']);
  });

  it('a job whose worker died is claimed again after its lease ran out (restart)', async () => {
    const queue = new JobQueue(h.db);
    const g = gated({ concurrency: 1, perGroup: 1 });
    const first = new QueueWorker({ queue, handlers: { r: g.handler }, pollMs: 20, leaseMs: 300 });
    const id = await queue.enqueue({ queue: 'r', group: 'u1', payload: { n: 7 } });
    first.start();
    await g.startedCount(1);
    // The first worker stops (a crash or a shutdown): its job stays running with its lease.
    await first.stop();
    expect((await queue.state(id))?.state).toBe('running');

    const done: unknown[] = [];
    const second = new QueueWorker({
      queue,
      pollMs: 20,
      handlers: {
        r: { concurrency: 1, perGroup: 1, run: async (job) => void done.push([job.payload, job.attempt]) },
      },
    });
    second.start();
    while ((await queue.state(id))?.state !== 'done') await new Promise((r) => setTimeout(r, 30));
    await second.stop();
    expect(done).toEqual([[{ n: 7 }, 2]]);
    // The first worker can no longer finish the job it lost.
    expect(await queue.complete(g.started[0]!, first.id)).toBe(false);
  });

  it('an enqueue inside a rolled-back transaction leaves no job', async () => {
    const queue = new JobQueue(h.db);
    await h.db
      .transaction(async (tx) => {
        await queue.enqueue({ queue: 'x' }, tx);
        throw new Error('rollback');
      })
      .catch(() => {});
    const rows = await h.db.execute(sql`select count(*)::int as n from queue_jobs`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ n: 0 }]);
  });
});

const redisUrl = serviceUrl('TEST_REDIS_URL');
describe.skipIf(!redisUrl && !isCI)('waking workers of other processes (Redis)', () => {
  it('an enqueue in one process starts the job in another at once, not at its next poll', async () => {
    if (!redisUrl) expect.fail('CI must run the Redis tests: TEST_REDIS_URL is not set');
    const channel = `lld-test:${randomUUID()}:jobs`;
    // Two processes: A runs the jobs and polls once an hour; B only enqueues.
    const a = new Jobs(new JobQueue(h.db));
    const b = new Jobs(new JobQueue(h.db));
    let ran: (payload: unknown) => void = () => {};
    const done = new Promise((resolve) => {
      ran = resolve;
    });
    a.handle('wake', { concurrency: 1, perGroup: 1, run: async (job) => ran(job.payload) });
    const closers = [await a.wakeAcross(redisUrl!, channel), await b.wakeAcross(redisUrl!, channel)];
    const worker = a.worker({ leaseMs: 30_000, pollMs: 3_600_000 });
    worker.start();
    await worker.drain();
    try {
      await b.queue.enqueue({ queue: 'wake', payload: { n: 1 } });
      b.queue.notify('wake');
      expect(await done).toEqual({ n: 1 });
    } finally {
      await worker.stop();
      for (const close of closers) await close();
    }
  }, 10_000);
});
