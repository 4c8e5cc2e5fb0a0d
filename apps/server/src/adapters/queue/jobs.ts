import { redisFanout } from '../redis-fanout.ts';
import { type JobQueue, type QueueHandler, type QueueLog, QueueWorker } from './queue.ts';

/**
 * The one durable queue of the app and the handlers the modules register on it (AI tools,
 * video ingest …). Which process runs the handlers is configuration: an API node with
 * `JOB_WORKER=on` (the default, one-machine installs), or the worker process (`dist/worker.js`)
 * while the API nodes run with `JOB_WORKER=off` and only enqueue.
 */
export class Jobs {
  readonly queue: JobQueue;
  readonly #handlers: Record<string, QueueHandler<never>> = {};

  constructor(queue: JobQueue) {
    this.queue = queue;
  }

  /** Registers the handler of `queue` (once per queue name). */
  handle<P>(queue: string, handler: QueueHandler<P>): void {
    if (queue in this.#handlers) throw new Error(`queue "${queue}" has a handler already`);
    this.#handlers[queue] = handler as QueueHandler<never>;
  }

  get queues(): string[] {
    return Object.keys(this.#handlers);
  }

  /**
   * Several processes on one Redis: an enqueue in one wakes the workers of every other at once
   * (a pub/sub message on `channel`), instead of at their next poll (AI_WORKER_POLL_MS). A
   * request waiting on its job (an image upload) then waits for the work only. Returns the closer.
   */
  wakeAcross(redisUrl: string, channel: string): Promise<() => Promise<void>> {
    return redisFanout<{ queue: string }>(redisUrl, channel, {
      listen: (send) =>
        this.queue.onEnqueued((queue, origin) => {
          if (origin === 'local') send({ queue });
        }),
      deliver: ({ queue }) => this.queue.deliver(queue),
    });
  }

  /** A worker for every registered queue (not started). */
  worker(options: { leaseMs: number; pollMs: number; log?: QueueLog }): QueueWorker {
    return new QueueWorker({ queue: this.queue, handlers: { ...this.#handlers }, ...options });
  }
}

/**
 * Whether this process runs the job worker and the scheduled work (search index upkeep, the
 * recharge order job): `JOB_WORKER=on` (and not the older `AI_WORKER=off`). API nodes of a
 * cluster run with it off and leave both to the worker process.
 */
export function runsJobs(config: { jobs: { worker: boolean }; ai: { worker: boolean } }): boolean {
  return config.jobs.worker && config.ai.worker;
}
