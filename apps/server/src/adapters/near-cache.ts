/**
 * A node's own copies of the shared store's hot keys (docs/decisions.md, session 64): with
 * REDIS_URL every call of the home feed read its 17 KB from Redis, and every signed call with a
 * token read its session there. RedisKv keeps what it reads under a few prefixes (`cache:`,
 * `session:`) here, and Redis tells it of every write, delete or expiry of a key under them
 * (server-assisted client-side caching: CLIENT TRACKING … BCAST, redirected to a subscribed
 * connection), so a copy goes the moment any node changes the key.
 *
 * Only while those messages are known to arrive (`on`): off, it keeps and serves nothing, and
 * going off (a connection closed) forgets everything. A read that was on its way while a key
 * changed may carry the old value and arrive after the message: each read notes the count of
 * messages when it started (`begin`) and its value is kept only if none came meanwhile (`keep`).
 * A copy is also given up after `maxAgeMs`, so a message lost some other way costs at most that.
 */
export interface NearCacheOptions {
  /** The longest a copy is served (5 s). */
  maxAgeMs?: number;
  /** Copies kept at most; the oldest go first (10,000). */
  maxEntries?: number;
  /** Values longer than this (characters) are not kept (256 K). */
  maxValueLength?: number;
  now?: () => number;
}

interface Copy {
  value: string;
  until: number;
}

export class NearCache {
  readonly #maxAgeMs: number;
  readonly #maxEntries: number;
  readonly #maxValueLength: number;
  readonly #now: () => number;
  readonly #copies = new Map<string, Copy>();
  #on = false;
  /** Changes heard of (and goings off): a read that saw this number change keeps nothing. */
  #changes = 0;
  /** Reads served from a copy (tests, benches). */
  hits = 0;

  constructor(options: NearCacheOptions = {}) {
    this.#maxAgeMs = options.maxAgeMs ?? 5000;
    this.#maxEntries = options.maxEntries ?? 10_000;
    this.#maxValueLength = options.maxValueLength ?? 256 * 1024;
    this.#now = options.now ?? Date.now;
  }

  get on(): boolean {
    return this.#on;
  }

  /** Copies held. */
  get size(): number {
    return this.#copies.size;
  }

  /**
   * Messages of changes now arrive (on), or may not (off: everything is forgotten). Either way a
   * read begun before is not kept: it may have read a key before its changes were reported.
   */
  setOn(on: boolean): void {
    this.#on = on;
    this.#changes++;
    this.#copies.clear();
  }

  /** The copy of `key`, or undefined (none, too old, or off). */
  get(key: string): string | undefined {
    if (!this.#on) return undefined;
    const copy = this.#copies.get(key);
    if (!copy) return undefined;
    if (copy.until <= this.#now()) {
      this.#copies.delete(key);
      return undefined;
    }
    this.hits++;
    return copy.value;
  }

  /** Before a read from the store: what `keep` is given with its value. */
  begin(): number {
    return this.#changes;
  }

  /** Keeps what a read that began at `began` found, unless something changed meanwhile. */
  keep(key: string, value: string, began: number): void {
    if (!this.#on || began !== this.#changes || value.length > this.#maxValueLength) return;
    if (!this.#copies.has(key) && this.#copies.size >= this.#maxEntries) {
      const oldest = this.#copies.keys().next();
      if (!oldest.done) this.#copies.delete(oldest.value);
    }
    this.#copies.set(key, { value, until: this.#now() + this.#maxAgeMs });
  }

  /** These keys changed (null: all of them, e.g. the store was flushed). */
  changed(keys: readonly string[] | null): void {
    this.#changes++;
    if (keys === null) this.#copies.clear();
    else for (const key of keys) this.#copies.delete(key);
  }
}
