import type { HttpTransport } from '../gateway.ts';

export interface DeliveryAttempt {
  /** UTC ms. */
  at: number;
  status: number;
  body: string;
  ok: boolean;
}

export interface NotifyJob {
  url: string;
  params: Record<string, string>;
  attempts: DeliveryAttempt[];
  delivered: boolean;
}

export interface NotifierLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Asynchronous notifications with retries, the way gateways send them: POST the signed
 * parameters (form-encoded) to the merchant's notify URL; the merchant must answer the text
 * `success`, otherwise the next attempt follows after the next delay of the schedule
 * (backing off), until the schedule runs out.
 */
export class Notifier {
  readonly #timers = new Map<NotifyJob, NodeJS.Timeout>();
  #closed = false;

  constructor(
    private readonly deliver: HttpTransport,
    private readonly delaysMs: readonly number[],
    private readonly log: NotifierLog,
  ) {}

  /** Starts (or restarts, e.g. a merchant's "resend") the schedule of a job. */
  schedule(job: NotifyJob, immediately = false): void {
    this.#clear(job);
    job.delivered = false;
    this.#plan(job, 0, immediately ? 0 : (this.delaysMs[0] ?? 0));
  }

  #plan(job: NotifyJob, index: number, delay: number): void {
    if (this.#closed) return;
    const timer = setTimeout(() => {
      this.#timers.delete(job);
      void this.#attempt(job, index);
    }, delay);
    timer.unref();
    this.#timers.set(job, timer);
  }

  #clear(job: NotifyJob): void {
    const t = this.#timers.get(job);
    if (t) clearTimeout(t);
    this.#timers.delete(job);
  }

  async #attempt(job: NotifyJob, index: number): Promise<void> {
    if (this.#closed) return;
    let status = 0;
    let body = '';
    try {
      const res = await this.deliver({
        method: 'POST',
        url: job.url,
        body: new URLSearchParams(job.params).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      status = res.status;
      body = res.text.slice(0, 200);
    } catch (err) {
      body = err instanceof Error ? err.message : String(err);
    }
    const ok = body.trim() === 'success';
    job.attempts.push({ at: Date.now(), status, body, ok });
    if (ok) {
      job.delivered = true;
      this.log.info({ orderNo: job.params.out_trade_no, attempt: index + 1 }, 'notification delivered');
      return;
    }
    const next = index + 1;
    if (next < this.delaysMs.length) {
      this.log.warn(
        {
          orderNo: job.params.out_trade_no,
          attempt: index + 1,
          status,
          body,
          retryInMs: this.delaysMs[next],
        },
        'notification not acknowledged; will retry',
      );
      this.#plan(job, next, this.delaysMs[next]!);
    } else {
      this.log.warn({ orderNo: job.params.out_trade_no, attempts: next }, 'notification given up');
    }
  }

  /** Jobs waiting for their next attempt. */
  get pending(): number {
    return this.#timers.size;
  }

  close(): void {
    this.#closed = true;
    for (const t of this.#timers.values()) clearTimeout(t);
    this.#timers.clear();
  }
}
