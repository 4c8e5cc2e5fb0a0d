/**
 * Encrypted answers of hot cached payloads sealed ahead of their calls, on a thread of their
 * own (docs/decisions.md, session 63). A cached payload (the home feed, the start-up config)
 * is the same JSON for every caller, but each answer needs its own random IV (PROTOCOL §3), so
 * its AES-GCM and base64 ran on the event loop per call: ~30 µs of media/home's ~135. The
 * sealer's thread (workers/answer-sealer.mjs) seals batches of a hot payload's answers, each
 * with a fresh random IV from the CSPRNG, and a call takes the next one: every answer is still
 * sealed once and sent once, only earlier and off the event loop.
 *
 * A payload is keyed by its JsonText (the same object for as long as its text is the same,
 * http/json-text.ts): a changed payload is a new JsonText, so no answer of an old text is ever
 * sent for a new one. Only a payload answered `hotAfter` times within a second gets a pool (a
 * list page cached for one caller is not sealed sixty-four times); a call that finds none ready (a payload's
 * first calls, a burst beyond the batches, a thread that failed) is sealed on the event loop.
 *
 * A batch's memory goes back to the thread once every answer of it has been taken and written
 * (`written`, called by the senders when the answer is out): a new megabyte a batch, handed
 * over and left to the collector, counted as external memory pressure and made V8 run a
 * mark-compact every few hundred milliseconds under load (docs/performance.md, session 66).
 * An answer whose write never ends (a client gone) keeps its batch from coming back; the
 * collector frees that batch as before.
 */
import { Worker } from 'node:worker_threads';
import { sealedLength } from '../../workers/sealing.mjs';
import type { JsonText } from '../http/json-text.ts';
import { serverPath } from '../paths.ts';
import { encryptJsonBetween } from './native-cipher.ts';

export interface AnswerSealerOptions {
  /** Answers per batch the thread seals (64). */
  batch?: number;
  /** Batches kept ready or coming per payload (3). */
  batches?: number;
  /** Calls of a payload within `hotWindowMs`, sealed on the event loop, before it gets a pool (8). */
  hotAfter?: number;
  /** The window in which `hotAfter` calls make a payload hot (1 s). */
  hotWindowMs?: number;
  /** Payloads with a pool at once; the least recently used one beyond is dropped (4). */
  maxPayloads?: number;
  /** A pool not taken from for this long is dropped (60 s). */
  idleMs?: number;
  /** The thread's script (workers/answer-sealer.mjs in the server package). */
  workerFile?: string;
  /** Told when the thread fails (every answer is sealed on the event loop from then on). */
  onError?: (err: unknown) => void;
}

interface Batch {
  buffer: Buffer;
  next: number;
  count: number;
  /** Answers taken and not yet written. */
  out: number;
}

interface Pool {
  id: number;
  json: JsonText;
  /** One answer's length in bytes (every answer of a payload has the same). */
  size: number;
  batches: Batch[];
  ready: number;
  /** Answers asked of the thread and not yet arrived. */
  coming: number;
  lastTaken: number;
}

interface Sealed {
  id: number;
  buffer: ArrayBuffer;
  count: number;
  /** The thread sealed into a batch's memory given back (`written`), not new memory. */
  reused: boolean;
}

export class AnswerSealer {
  readonly #keyHex: string;
  readonly #head: Buffer;
  readonly #tail: Buffer;
  readonly #batch: number;
  readonly #keep: number;
  readonly #hotAfter: number;
  readonly #hotWindowMs: number;
  readonly #maxPayloads: number;
  readonly #idleMs: number;
  readonly #workerFile: string;
  readonly #onError: (err: unknown) => void;
  #worker: Worker | null = null;
  #sweeper: NodeJS.Timeout | null = null;
  #off = false;
  /** Calls sealed on the event loop per payload not (yet) pooled, since the window's start. */
  readonly #calls = new WeakMap<JsonText, { count: number; since: number }>();
  readonly #pools = new WeakMap<JsonText, Pool>();
  /** Live pools by id (at most `maxPayloads`: the least recently taken one goes by `lastTaken`). */
  readonly #byId = new Map<number, Pool>();
  /** Batches by their memory, for `written` (weak: a batch never given back is collected). */
  readonly #batchOf = new WeakMap<ArrayBufferLike, Batch>();
  #nextId = 1;
  /** Answers taken ready-made and answers sealed on the event loop (tests, benches). */
  readonly counts = { ahead: 0, inline: 0 };
  /** Batches given back to the thread, and batches it sealed into memory given back (tests, benches). */
  readonly recycling = { returned: 0, reused: 0 };

  constructor(keyHex: string, head: Buffer, tail: Buffer, options: AnswerSealerOptions = {}) {
    this.#keyHex = keyHex;
    this.#head = head;
    this.#tail = tail;
    this.#batch = options.batch ?? 64;
    this.#keep = (options.batches ?? 3) * this.#batch;
    this.#hotAfter = options.hotAfter ?? 8;
    this.#hotWindowMs = options.hotWindowMs ?? 1000;
    this.#maxPayloads = options.maxPayloads ?? 4;
    this.#idleMs = options.idleMs ?? 60_000;
    this.#workerFile = options.workerFile ?? serverPath('workers', 'answer-sealer.mjs');
    this.#onError = options.onError ?? (() => {});
  }

  /** The payload's answer as sent: head, base64 of IV, ciphertext and tag, tail. */
  answer(json: JsonText): Buffer {
    const ready = this.#take(json);
    if (ready) {
      this.counts.ahead++;
      return ready;
    }
    this.counts.inline++;
    return encryptJsonBetween(this.#keyHex, json.bytes, this.#head, this.#tail);
  }

  /**
   * Tells the sealer that `answer` (from `answer`) has been written out: nothing reads it any
   * more. Once every answer of its batch is taken and written, the batch's memory goes back to
   * the thread to be sealed into again. An answer sealed on the event loop is ignored.
   */
  written(answer: Buffer): void {
    const memory = answer.buffer;
    const batch = this.#batchOf.get(memory);
    if (!batch) return;
    batch.out--;
    if (batch.out > 0 || batch.next < batch.count) return;
    this.#batchOf.delete(memory);
    if (!this.#worker || this.#off || !(memory instanceof ArrayBuffer)) return;
    // Handing it over detaches every view of it here: the batch's and its written answers'.
    this.#worker.postMessage({ type: 'recycle', buffer: memory }, [memory]);
    this.recycling.returned++;
  }

  /** Answers of `json` ready to be taken (tests). */
  readyFor(json: JsonText): number {
    return this.#pools.get(json)?.ready ?? 0;
  }

  /** Stops the thread; every answer is sealed on the event loop from then on. */
  async close(): Promise<void> {
    this.#off = true;
    this.#dropAll();
    const worker = this.#worker;
    this.#worker = null;
    if (worker) await worker.terminate();
  }

  #take(json: JsonText): Buffer | null {
    if (this.#off) return null;
    const pool = this.#pools.get(json);
    if (!pool) {
      // A payload called now and then (a list page cached for a minute) is not sealed ahead.
      const now = performance.now();
      let calls = this.#calls.get(json);
      if (!calls || now - calls.since > this.#hotWindowMs) {
        calls = { count: 0, since: now };
        this.#calls.set(json, calls);
      }
      if (++calls.count >= this.#hotAfter) this.#start(json);
      return null;
    }
    // Not a Map reordered per call for the least recently used: a delete and set a call made
    // the Map's table anew every few calls (garbage for the scavenger, profile of session 65).
    pool.lastTaken = performance.now();
    if (pool.ready + pool.coming < this.#keep) this.#ask(pool);
    const batch = pool.batches[0];
    if (!batch) return null;
    const at = batch.next * pool.size;
    batch.next++;
    batch.out++;
    pool.ready--;
    if (batch.next === batch.count) pool.batches.shift();
    return batch.buffer.subarray(at, at + pool.size);
  }

  #start(json: JsonText): void {
    const worker = this.#thread();
    if (!worker) return;
    const bytes = json.bytes;
    const pool: Pool = {
      id: this.#nextId++,
      json,
      size: sealedLength(this.#head.length, bytes.length, this.#tail.length),
      batches: [],
      ready: 0,
      coming: 0,
      lastTaken: performance.now(),
    };
    this.#calls.delete(json);
    this.#pools.set(json, pool);
    this.#byId.set(pool.id, pool);
    worker.postMessage({ type: 'payload', id: pool.id, bytes, size: pool.size });
    this.#ask(pool);
    if (this.#byId.size > this.#maxPayloads) {
      let oldest: Pool | null = null;
      for (const p of this.#byId.values())
        if (p !== pool && (!oldest || p.lastTaken < oldest.lastTaken)) oldest = p;
      if (oldest) this.#drop(oldest);
    }
  }

  #ask(pool: Pool): void {
    pool.coming += this.#batch;
    this.#worker?.postMessage({ type: 'seal', id: pool.id, count: this.#batch });
  }

  #drop(pool: Pool): void {
    this.#byId.delete(pool.id);
    this.#pools.delete(pool.json);
    this.#worker?.postMessage({ type: 'drop', id: pool.id });
  }

  #dropAll(): void {
    for (const pool of [...this.#byId.values()]) this.#drop(pool);
  }

  /** Drops the pools nobody took from for `idleMs` (their memory: batches of whole answers). */
  #sweep(): void {
    const now = performance.now();
    for (const pool of [...this.#byId.values()]) if (now - pool.lastTaken > this.#idleMs) this.#drop(pool);
  }

  #thread(): Worker | null {
    if (this.#worker) return this.#worker;
    let worker: Worker;
    try {
      worker = new Worker(this.#workerFile, {
        workerData: { keyHex: this.#keyHex, head: this.#head, tail: this.#tail },
      });
    } catch (err) {
      this.#off = true;
      this.#onError(err);
      return null;
    }
    worker.unref();
    worker.on('message', (m: Sealed) => {
      const pool = this.#byId.get(m.id);
      if (!pool) return; // dropped meanwhile
      const batch: Batch = { buffer: Buffer.from(m.buffer), next: 0, count: m.count, out: 0 };
      pool.batches.push(batch);
      this.#batchOf.set(m.buffer, batch);
      if (m.reused) this.recycling.reused++;
      pool.ready += m.count;
      pool.coming -= m.count;
    });
    // A thread that failed or ended: its pools are dropped and every answer is sealed on the
    // event loop, as before there was a thread.
    const stop = () => {
      this.#off = true;
      this.#dropAll();
      this.#worker = null;
      if (this.#sweeper) clearInterval(this.#sweeper);
    };
    worker.on('error', (err) => {
      stop();
      this.#onError(err);
    });
    worker.on('exit', stop);
    this.#sweeper = setInterval(() => this.#sweep(), Math.max(50, this.#idleMs / 2));
    this.#sweeper.unref();
    this.#worker = worker;
    return worker;
  }
}
