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
