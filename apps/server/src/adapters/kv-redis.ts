import { NONCE_TTL_SECONDS } from '@lld/protocol/constants';
import { Redis } from 'ioredis';
import type { Admission, CounterHit, CounterResult, KvStore } from './kv.ts';
import { NearCache, type NearCacheOptions } from './near-cache.ts';

/** Where Redis sends the names of tracked keys that changed (CLIENT TRACKING … REDIRECT). */
const INVALIDATE_CHANNEL = '__redis__:invalidate';

// INCR, and EXPIRE on the window's first hit (or when a crash left the key without a TTL).
const INCREMENT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
local t = redis.call('TTL', KEYS[1])
if t < 0 then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
  t = tonumber(ARGV[1])
end
return {c, t}
`;

// A call's admission (KvStore.admit) in one round trip. KEYS: the counters' keys, then the
// nonce's key if there is one; ARGV: the number of counters, each counter's window and limit,
// then the nonce's TTL. Returns {0, 0} (admitted), {i, ttl} (counter i, from 1, past its limit;
// the rest untouched) or {-1, 0} (the nonce was seen).
const ADMIT_SCRIPT = `
local n = tonumber(ARGV[1])
for i = 1, n do
  local window = tonumber(ARGV[2 * i])
  local c = redis.call('INCR', KEYS[i])
  local t = redis.call('TTL', KEYS[i])
  if t < 0 then
    redis.call('EXPIRE', KEYS[i], window)
    t = window
  end
  if c > tonumber(ARGV[2 * i + 1]) then return {i, t} end
end
if #KEYS > n and not redis.call('SET', KEYS[n + 1], '1', 'EX', ARGV[2 * n + 2], 'NX') then
  return {-1, 0}
end
return {0, 0}
`;

/** The scripts as commands: ioredis sends EVALSHA, and the script itself only when Redis lacks it. */
interface ScriptCommands {
  lldIncrement(key: string, windowSeconds: number): Promise<[number, number]>;
  lldAdmit(keyCount: number, ...keysAndArgs: (string | number)[]): Promise<[number, number]>;
}

export interface RedisKvOptions {
  /** Prefix of every key (default `lld:`); tests use a unique one per run. */
  prefix?: string;
  /**
   * Keys (under the prefix) this node keeps its own copy of when read, told of their changes by
   * Redis (near-cache.ts): the cached payloads and the sessions. Empty: none.
   */
  nearPrefixes?: readonly string[];
  near?: NearCacheOptions;
}

/** Redis-backed store shared by every API node: `SET key 1 NX EX ttl` for nonces, INCR+EXPIRE for counters. */
export class RedisKv implements KvStore {
  readonly kind = 'redis' as const;
  readonly #redis: Redis;
  readonly #scripts: ScriptCommands;
  readonly #prefix: string;
  /** This node's copies of hot keys (on only while Redis's messages of their changes arrive). */
  readonly near: NearCache;
  readonly #nearPrefixes: readonly string[];
  /** The connection Redis sends those messages to. */
  #listener: Redis | null = null;
  /** Its client id in Redis, which the tracking redirects to (read by tests). */
  listenerId: number | null = null;
  /** The last setting up of the tracking: one at a time (two at once would turn it on twice, an error). */
  #tracking: Promise<void> = Promise.resolve();
  #closed = false;

  constructor(url: string, options: RedisKvOptions = {}) {
    this.#prefix = options.prefix ?? 'lld:';
    this.#nearPrefixes = (options.nearPrefixes ?? ['cache:', 'session:']).map((p) => this.#prefix + p);
    this.near = new NearCache(options.near);
    this.#redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    // Connection errors surface on the commands that fail; keep them off the process's error event.
    this.#redis.on('error', () => {});
    this.#redis.defineCommand('lldIncrement', { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
    this.#redis.defineCommand('lldAdmit', { lua: ADMIT_SCRIPT });
    this.#scripts = this.#redis as unknown as ScriptCommands;
  }

  async connect(): Promise<this> {
    await this.#redis.connect();
    if (this.#nearPrefixes.length > 0) await this.#listen();
    return this;
  }

  /**
   * A second connection subscribed to Redis's messages of changed keys, and tracking of the near
   * prefixes on the first one, redirected to it (BCAST: every change of a key under them, by any
   * node). Set up again whenever either connection comes back; while either is down, no copies.
   */
  async #listen(): Promise<void> {
    // RESP2: Redis sends a RESP3 client its messages as `invalidate` pushes, which ioredis drops,
    // and a RESP2 one as messages of the channel. It subscribes once per connection (#track).
    const listener = this.#redis.duplicate({ protocol: 2, autoResubscribe: false });
    this.#listener = listener;
    listener.on('error', () => {});
    listener.on('close', () => {
      this.listenerId = null;
    });
    listener.on('messageBuffer', (channel: Buffer, message: unknown) => {
      if (channel.toString() === INVALIDATE_CHANNEL) this.near.changed(keysOf(message));
    });
    await listener.connect();
    // A Redis without CLIENT TRACKING (before 6.0) or an ACL that forbids it: no copies.
    await this.#track();
    for (const connection of [this.#redis, listener]) {
      connection.on('close', () => this.near.setOn(false));
      connection.on('ready', () => void this.#track());
    }
  }

  /** Tracking set up again (after the one under way, if any); copies on only if it worked. */
  #track(): Promise<void> {
    this.#tracking = this.#tracking.then(async () => {
      if (this.#closed) return;
      try {
        await this.#trackNow();
      } catch {
        this.near.setOn(false);
      }
    });
    return this.#tracking;
  }

  async #trackNow(): Promise<void> {
    this.near.setOn(false);
    const listener = this.#listener;
    if (!listener) return;
    if (this.listenerId === null) {
      // A new connection (the first, or one that came back): its id, then subscribed.
      const id = (await listener.client('ID')) as number;
      await listener.subscribe(INVALIDATE_CHANNEL);
      this.listenerId = id;
    }
    await this.#redis.call('CLIENT', 'TRACKING', 'OFF');
    const prefixes = this.#nearPrefixes.flatMap((p) => ['PREFIX', p]);
    await this.#redis.call(
      'CLIENT',
      'TRACKING',
      'ON',
      'REDIRECT',
      String(this.listenerId),
      'BCAST',
      ...prefixes,
    );
    if (this.#redis.status === 'ready' && listener.status === 'ready') this.near.setOn(true);
  }

  #isNear(key: string): boolean {
    for (const p of this.#nearPrefixes) if (key.startsWith(p)) return true;
    return false;
  }

  claimNonce(nonce: string): Promise<boolean> {
    return this.setIfAbsent(nonceKey(nonce), NONCE_TTL_SECONDS);
  }

  async admit(counters: readonly CounterHit[], nonce: string | null): Promise<Admission> {
    const keys: string[] = [];
    const args: number[] = [counters.length];
    for (const { key, windowSeconds, limit } of counters) {
      keys.push(this.#prefix + key);
      args.push(windowSeconds, limit);
    }
    if (nonce !== null) {
      keys.push(this.#prefix + nonceKey(nonce));
      args.push(NONCE_TTL_SECONDS);
    }
    const [at, ttl] = await this.#scripts.lldAdmit(keys.length, ...keys, ...args);
    if (at === 0) return { refused: null };
    if (at < 0) return { refused: 'nonce' };
    return { refused: 'counter', index: at - 1, resetSeconds: Math.max(1, ttl) };
  }

  async setIfAbsent(key: string, ttlSeconds: number): Promise<boolean> {
    const r = await this.#redis.set(this.#prefix + key, '1', 'EX', ttlSeconds, 'NX');
    return r === 'OK';
  }

  async increment(key: string, windowSeconds: number): Promise<CounterResult> {
    const [count, ttl] = await this.#scripts.lldIncrement(this.#prefix + key, windowSeconds);
    return { count, resetSeconds: Math.max(1, ttl) };
  }

  async get(key: string): Promise<string | null> {
    const full = this.#prefix + key;
    if (!this.#isNear(full)) return this.#redis.get(full);
    const copy = this.near.get(full);
    if (copy !== undefined) return copy;
    const began = this.near.begin();
    const value = await this.#redis.get(full);
    if (value !== null) this.near.keep(full, value, began);
    return value;
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    const full = this.#prefix + key;
    // This node's own reads see its write at once; the others hear of it from Redis.
    if (this.#isNear(full)) this.near.changed([full]);
    await this.#redis.set(full, value, 'EX', ttlSeconds);
  }

  async delete(key: string): Promise<void> {
    const full = this.#prefix + key;
    if (this.#isNear(full)) this.near.changed([full]);
    await this.#redis.del(full);
  }

  // A sorted set per key: member → last seen (ms, this node's clock); old members trimmed on
  // each mark and left out of counts, the set expiring with its last mark.
  async markPresent(key: string, member: string, ttlSeconds: number): Promise<void> {
    const k = this.#prefix + key;
    const now = Date.now();
    await this.#redis
      .multi()
      .zadd(k, now, member)
      .zremrangebyscore(k, '-inf', now - ttlSeconds * 1000)
      .pexpire(k, ttlSeconds * 1000)
      .exec();
  }

  async countPresent(keys: readonly string[], ttlSeconds: number): Promise<number[]> {
    if (keys.length === 0) return [];
    const since = `(${Date.now() - ttlSeconds * 1000}`;
    const pipeline = this.#redis.pipeline();
    for (const key of keys) pipeline.zcount(this.#prefix + key, since, '+inf');
    const results = (await pipeline.exec()) ?? [];
    return results.map(([err, n]) => {
      if (err) throw err;
      return Number(n);
    });
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.#redis.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.near.setOn(false);
    for (const connection of [this.#listener, this.#redis]) {
      if (!connection) continue;
      try {
        await connection.quit();
      } catch {
        connection.disconnect();
      }
    }
  }
}

/** A nonce's key (under the prefix), apart from every other key. */
function nonceKey(nonce: string): string {
  return `nonce:${nonce}`;
}

/** The key names of a message of changed keys: a list, one name, or null (the whole store was flushed). */
function keysOf(message: unknown): string[] | null {
  if (Array.isArray(message)) return message.map(String);
  if (message === null || message === undefined) return null;
  return [String(message)];
}
