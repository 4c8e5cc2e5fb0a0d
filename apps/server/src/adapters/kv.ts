import { NONCE_TTL_SECONDS } from '@lld/protocol/constants';
import { RedisKv, type RedisKvOptions } from './kv-redis.ts';
import { NonceSet } from './nonce-set.ts';
import { PresenceSet } from './presence-set.ts';

/**
 * Small shared key-value store: nonces (PROTOCOL §2), rate-limit counters and a small cache.
 * In-process by default; Redis when REDIS_URL is set, so several API nodes share it.
 */
export interface CounterResult {
  /** The count after this increment, in the current window. */
  count: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
}

/** A fixed-window counter a call counts against (a rate limit): `key`'s count past `limit` refuses it. */
export interface CounterHit {
  key: string;
  windowSeconds: number;
  limit: number;
}

/**
 * What `admit` decided: admitted; or refused by the first counter past its limit (`index` in the
 * list; the counters after it and the nonce untouched); or refused for a nonce already seen.
 */
export type Admission =
  | { refused: null }
  | { refused: 'counter'; index: number; resetSeconds: number }
  | { refused: 'nonce' };

const ADMITTED: Admission = Object.freeze({ refused: null });

export interface KvStore {
  readonly kind: 'memory' | 'redis';
  /**
   * A call's admission as one step (one round trip to Redis instead of one per counter and one
   * for the nonce): a hit on each counter in order, as `increment`, stopping at the first past its
   * limit; then, with every one within, `nonce` claimed as `claimNonce` (none: `null`).
   */
  admit(counters: readonly CounterHit[], nonce: string | null): Promise<Admission>;
  /**
   * Records a call's nonce (PROTOCOL §2); true when it was not seen within the last
   * NONCE_TTL_SECONDS, on any node sharing the store. Nonces are kept apart from the other
   * keys, so a flood of calls cannot push out a captcha mark or a rate-limit counter.
   */
  claimNonce(nonce: string): Promise<boolean>;
  /** Stores `key` for `ttlSeconds` if absent; true when it was absent (a captcha's one use, a lock). */
  setIfAbsent(key: string, ttlSeconds: number): Promise<boolean>;
  /**
   * Fixed-window counter: increments `key`, starting a window of `windowSeconds` on the first hit.
   * `get(key)` then reads the count as a decimal string.
   */
  increment(key: string, windowSeconds: number): Promise<CounterResult>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Presence set (live viewers): marks `member` of `key` as seen now; members not seen for
   * `ttlSeconds` drop out, and the set itself after `ttlSeconds` without a mark.
   */
  markPresent(key: string, member: string, ttlSeconds: number): Promise<void>;
  /** How many members of each presence set were seen within the last `ttlSeconds`. */
  countPresent(keys: readonly string[], ttlSeconds: number): Promise<number[]>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

interface Entry {
  value: string;
  count: number;
  expiresAt: number;
}

export interface MemoryKvOptions {
  /** Sweep interval in ms (default 30 s). */
  sweepMs?: number;
  /** Upper bound on entries; the oldest are dropped first beyond it (default 1,000,000). Nonces are bounded apart. */
  maxEntries?: number;
  /** Upper bound on the nonces held (NonceSet's default). */
  maxNonces?: number;
  now?: () => number;
}

/** How often a full store may sweep before it drops its oldest entry (ms). */
const FULL_SWEEP_MS = 1000;

/** TTL map with a periodic, unref'd sweep. One process only. */
export class MemoryKv implements KvStore {
  readonly kind = 'memory' as const;
  readonly #map = new Map<string, Entry>();
  /** Presence sets by key (presence-set.ts: each member's last mark, and the marks in time order). */
  readonly #present = new Map<string, PresenceSet>();
  readonly #timer: NodeJS.Timeout;
  readonly #now: () => number;
  readonly #maxEntries: number;
  readonly #nonces: NonceSet;
  #fullSweptAt = Number.NEGATIVE_INFINITY;

  constructor(options: MemoryKvOptions = {}) {
    this.#now = options.now ?? Date.now;
    this.#maxEntries = options.maxEntries ?? 1_000_000;
    this.#nonces = new NonceSet({
      ttlMs: NONCE_TTL_SECONDS * 1000,
      maxEntries: options.maxNonces,
      now: this.#now,
    });
    this.#timer = setInterval(() => this.sweep(), options.sweepMs ?? 30_000);
    this.#timer.unref();
  }

  get size(): number {
    return this.#map.size;
  }

  /** Nonces held. */
  get nonceCount(): number {
    return this.#nonces.size;
  }

  async claimNonce(nonce: string): Promise<boolean> {
    return this.#nonces.claim(nonce);
  }

  async admit(counters: readonly CounterHit[], nonce: string | null): Promise<Admission> {
    for (let i = 0; i < counters.length; i++) {
      const { key, windowSeconds, limit } = counters[i]!;
      const { count, resetSeconds } = this.#increment(key, windowSeconds);
      if (count > limit) return { refused: 'counter', index: i, resetSeconds };
    }
    if (nonce !== null && !this.#nonces.claim(nonce)) return { refused: 'nonce' };
    return ADMITTED;
  }

  /** Drops expired entries; returns how many. */
  sweep(): number {
    const now = this.#now();
    let removed = 0;
    for (const [k, e] of this.#map) {
      if (e.expiresAt <= now) {
        this.#map.delete(k);
        removed++;
      }
    }
    return removed;
  }

  #live(key: string): Entry | undefined {
    const e = this.#map.get(key);
    if (e && e.expiresAt <= this.#now()) {
      this.#map.delete(key);
      return undefined;
    }
    return e;
  }

  #put(key: string, entry: Entry): void {
    if (!this.#map.has(key) && this.#map.size >= this.#maxEntries) {
      // A sweep walks every entry: at most one a second when full, or a full store of live
      // entries (nonces under sustained load) paid a walk of all of them on every insert.
      const now = this.#now();
      if (now - this.#fullSweptAt >= FULL_SWEEP_MS) {
        this.#fullSweptAt = now;
        this.sweep();
      }
      if (this.#map.size >= this.#maxEntries) {
        // A hundredth at once: a Map keeps deleted entries until it rehashes, and a fresh
        // iterator walks them all, so taking one oldest key per insert cost a walk per insert.
        let drop = Math.max(1, Math.floor(this.#maxEntries / 100));
        for (const k of this.#map.keys()) {
          this.#map.delete(k);
          if (--drop === 0) break;
        }
      }
    }
    this.#map.set(key, entry);
  }

  async setIfAbsent(key: string, ttlSeconds: number): Promise<boolean> {
    if (this.#live(key)) return false;
    this.#put(key, { value: '1', count: 0, expiresAt: this.#now() + ttlSeconds * 1000 });
    return true;
  }

  async increment(key: string, windowSeconds: number): Promise<CounterResult> {
    return this.#increment(key, windowSeconds);
  }

  #increment(key: string, windowSeconds: number): CounterResult {
    const now = this.#now();
    let e = this.#live(key);
    if (!e) {
      e = { value: '', count: 0, expiresAt: now + windowSeconds * 1000 };
      this.#put(key, e);
    }
    e.count++;
    // As in Redis (INCR), `get` of a counter reads its count.
    e.value = String(e.count);
    return { count: e.count, resetSeconds: Math.max(1, Math.ceil((e.expiresAt - now) / 1000)) };
  }

  async get(key: string): Promise<string | null> {
    return this.#live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.#map.delete(key);
    this.#put(key, { value, count: 0, expiresAt: this.#now() + ttlSeconds * 1000 });
  }

  async delete(key: string): Promise<void> {
    this.#map.delete(key);
  }

  async markPresent(key: string, member: string, ttlSeconds: number): Promise<void> {
    let set = this.#present.get(key);
    if (!set) {
      set = new PresenceSet();
      this.#present.set(key, set);
    }
    set.mark(member, this.#now());
    this.#trimPresent(key, ttlSeconds);
  }

  async countPresent(keys: readonly string[], ttlSeconds: number): Promise<number[]> {
    return keys.map((k) => this.#trimPresent(k, ttlSeconds));
  }

  /** Drops the members of `key` not seen within `ttlSeconds`; returns how many are left. */
  #trimPresent(key: string, ttlSeconds: number): number {
    const set = this.#present.get(key);
    if (!set) return 0;
    const left = set.trim(this.#now() - ttlSeconds * 1000);
    if (left === 0) this.#present.delete(key);
    return left;
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    this.#map.clear();
    this.#present.clear();
  }
}

/** The store for the config: Redis when a URL is given, in-process otherwise. */
export async function createKv(redisUrl: string | undefined, options: RedisKvOptions = {}): Promise<KvStore> {
  if (!redisUrl) return new MemoryKv();
  return new RedisKv(redisUrl, options).connect();
}
