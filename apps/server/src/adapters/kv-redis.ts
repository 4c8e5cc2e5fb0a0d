import { NONCE_TTL_SECONDS } from '@lld/protocol/constants';
import { Redis } from 'ioredis';
import type { CounterResult, KvStore } from './kv.ts';

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

export interface RedisKvOptions {
  /** Prefix of every key (default `lld:`); tests use a unique one per run. */
  prefix?: string;
}

/** Redis-backed store shared by every API node: `SET key 1 NX EX ttl` for nonces, INCR+EXPIRE for counters. */
export class RedisKv implements KvStore {
  readonly kind = 'redis' as const;
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(url: string, options: RedisKvOptions = {}) {
    this.#prefix = options.prefix ?? 'lld:';
    this.#redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    // Connection errors surface on the commands that fail; keep them off the process's error event.
    this.#redis.on('error', () => {});
  }

  async connect(): Promise<this> {
    await this.#redis.connect();
    return this;
  }

  claimNonce(nonce: string): Promise<boolean> {
    return this.setIfAbsent(`nonce:${nonce}`, NONCE_TTL_SECONDS);
  }

  async setIfAbsent(key: string, ttlSeconds: number): Promise<boolean> {
    const r = await this.#redis.set(this.#prefix + key, '1', 'EX', ttlSeconds, 'NX');
    return r === 'OK';
  }

  async increment(key: string, windowSeconds: number): Promise<CounterResult> {
    const [count, ttl] = (await this.#redis.eval(INCREMENT_SCRIPT, 1, this.#prefix + key, windowSeconds)) as [
      number,
      number,
    ];
    return { count, resetSeconds: Math.max(1, ttl) };
  }

  async get(key: string): Promise<string | null> {
    return this.#redis.get(this.#prefix + key);
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    await this.#redis.set(this.#prefix + key, value, 'EX', ttlSeconds);
  }

  async delete(key: string): Promise<void> {
    await this.#redis.del(this.#prefix + key);
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
    try {
      await this.#redis.quit();
    } catch {
      this.#redis.disconnect();
    }
  }
}
