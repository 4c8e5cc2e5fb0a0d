import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isCI, serviceUrl } from '../test/harness.ts';
import { type KvStore, MemoryKv } from './kv.ts';
import { RedisKv } from './kv-redis.ts';

/** The behaviour both stores share (nonces, counters, cache). */
function kvContract(name: string, make: () => Promise<KvStore>) {
  describe(name, () => {
    let kv: KvStore;
    beforeAll(async () => {
      kv = await make();
    });
    afterAll(async () => {
      await kv?.close();
    });

    it('setIfAbsent is true once per key within its TTL (nonces)', async () => {
      const k = `nonce:${randomUUID()}`;
      expect(await kv.setIfAbsent(k, 600)).toBe(true);
      expect(await kv.setIfAbsent(k, 600)).toBe(false);
      expect(await kv.setIfAbsent(`${k}-other`, 600)).toBe(true);
    });

    it('claimNonce is true once per nonce, apart from the other keys', async () => {
      const n = randomUUID();
      expect(await kv.claimNonce(n)).toBe(true);
      expect(await kv.claimNonce(n)).toBe(false);
      expect(await kv.claimNonce(randomUUID())).toBe(true);
      // A key of the same text is another thing.
      expect(await kv.setIfAbsent(n, 600)).toBe(true);
      const concurrent = randomUUID();
      const results = await Promise.all(Array.from({ length: 20 }, () => kv.claimNonce(concurrent)));
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('increment counts within a window and reports its reset', async () => {
      const k = `rl:${randomUUID()}`;
      expect(await kv.increment(k, 10)).toEqual({ count: 1, resetSeconds: expect.any(Number) });
      const second = await kv.increment(k, 10);
      expect(second.count).toBe(2);
      expect(second.resetSeconds).toBeGreaterThanOrEqual(1);
      expect(second.resetSeconds).toBeLessThanOrEqual(10);
    });

    it('admit counts the counters in order, stops at the first past its limit, then claims the nonce', async () => {
      const [ceiling, ip, nonce] = [`rl:${randomUUID()}`, `rl:${randomUUID()}`, randomUUID()];
      const counters = [
        { key: ceiling, windowSeconds: 30, limit: 3 },
        { key: ip, windowSeconds: 10, limit: 1 },
      ];
      expect(await kv.admit(counters, nonce)).toEqual({ refused: null });
      // The same nonce again: both counters counted (2 and 2), the second is past its limit
      // first, so the nonce is not even looked at.
      const second = await kv.admit(counters, nonce);
      expect(second).toEqual({ refused: 'counter', index: 1, resetSeconds: expect.any(Number) });
      if (second.refused === 'counter') expect(second.resetSeconds).toBeGreaterThanOrEqual(1);
      if (second.refused === 'counter') expect(second.resetSeconds).toBeLessThanOrEqual(10);
      expect(await kv.get(ceiling)).toBe('2');
      expect(await kv.get(ip)).toBe('2');
      // Past the first counter: the second is not counted.
      await kv.admit(counters, null);
      expect(await kv.admit(counters, null)).toMatchObject({ refused: 'counter', index: 0 });
      expect(await kv.get(ceiling)).toBe('4');
      expect(await kv.get(ip)).toBe('3');
      // Within every limit: a nonce seen before is refused, a new one admitted, once.
      expect(await kv.admit([], nonce)).toEqual({ refused: 'nonce' });
      const fresh = randomUUID();
      const racing = await Promise.all(Array.from({ length: 10 }, () => kv.admit([], fresh)));
      expect(racing.filter((a) => a.refused === null)).toHaveLength(1);
      // The nonce is the one claimNonce knows.
      expect(await kv.claimNonce(fresh)).toBe(false);
      const claimed = randomUUID();
      expect(await kv.claimNonce(claimed)).toBe(true);
      expect(await kv.admit([], claimed)).toEqual({ refused: 'nonce' });
      expect(await kv.admit([], null)).toEqual({ refused: null });
    });

    it('get/set/delete a cached value', async () => {
      const k = `cache:${randomUUID()}`;
      expect(await kv.get(k)).toBeNull();
      await kv.set(k, '{"a":1}', 30);
      expect(await kv.get(k)).toBe('{"a":1}');
      await kv.delete(k);
      expect(await kv.get(k)).toBeNull();
      expect(await kv.ping()).toBe(true);
    });

    it('presence sets count each member once and only within the window (live viewers)', async () => {
      const [a, b] = [`viewers:${randomUUID()}`, `viewers:${randomUUID()}`];
      await kv.markPresent(a, 'v1', 15);
      await kv.markPresent(a, 'v2', 15);
      await kv.markPresent(a, 'v1', 15);
      await kv.markPresent(b, 'v3', 15);
      expect(await kv.countPresent([a, b, `viewers:${randomUUID()}`], 15)).toEqual([2, 1, 0]);
      expect(await kv.countPresent([], 15)).toEqual([]);
      // A window that ended now holds nobody.
      expect(await kv.countPresent([a], 0)).toEqual([0]);
    });

    it('keeps nonces unique under concurrent use', async () => {
      const k = `nonce:${randomUUID()}`;
      const results = await Promise.all(Array.from({ length: 20 }, () => kv.setIfAbsent(k, 600)));
      expect(results.filter(Boolean)).toHaveLength(1);
    });
  });
}

kvContract('MemoryKv', async () => new MemoryKv());

describe('MemoryKv expiry', () => {
  it('forgets keys after their TTL and sweeps them', async () => {
    let now = 1_000_000;
    const kv = new MemoryKv({ now: () => now, sweepMs: 60_000 });
    await kv.setIfAbsent('n', 600);
    const c = await kv.increment('c', 10);
    expect(c.resetSeconds).toBe(10);
    now += 9_000;
    expect((await kv.increment('c', 10)).count).toBe(2);
    now += 1_000;
    expect((await kv.increment('c', 10)).count).toBe(1);
    expect(await kv.setIfAbsent('n', 600)).toBe(false);
    now += 600_000;
    expect(await kv.setIfAbsent('n', 600)).toBe(true);
    now += 601_000;
    expect(kv.sweep()).toBe(2);
    expect(kv.size).toBe(0);
    await kv.close();
  });

  it('drops presence members not seen within the window', async () => {
    let now = 1_000_000;
    const kv = new MemoryKv({ now: () => now });
    await kv.markPresent('ch', 'a', 15);
    now += 10_000;
    await kv.markPresent('ch', 'b', 15);
    expect(await kv.countPresent(['ch'], 15)).toEqual([2]);
    now += 5_000;
    expect(await kv.countPresent(['ch'], 15)).toEqual([1]);
    now += 10_000;
    expect(await kv.countPresent(['ch'], 15)).toEqual([0]);
    await kv.close();
  });

  it('keeps captcha marks and counters under a flood of nonces', async () => {
    const kv = new MemoryKv({ maxEntries: 3 });
    await kv.setIfAbsent('cap:used:c1', 300);
    await kv.increment('rl:ip', 60);
    for (let i = 0; i < 1_000; i++) expect(await kv.claimNonce(randomUUID())).toBe(true);
    expect(kv.nonceCount).toBe(1_000);
    expect(kv.size).toBe(2);
    expect(await kv.setIfAbsent('cap:used:c1', 300)).toBe(false);
    expect((await kv.increment('rl:ip', 60)).count).toBe(2);
    await kv.close();
  });

  it('refuses a nonce for its TTL (PROTOCOL §2: 600 s)', async () => {
    let now = 1_000_000;
    const kv = new MemoryKv({ now: () => now });
    expect(await kv.claimNonce('n')).toBe(true);
    now += 599_999;
    expect(await kv.claimNonce('n')).toBe(false);
    now += 120_000;
    expect(await kv.claimNonce('n')).toBe(true);
    await kv.close();
  });

  it('bounds its size', async () => {
    const kv = new MemoryKv({ maxEntries: 3 });
    for (let i = 0; i < 10; i++) await kv.setIfAbsent(`k${i}`, 600);
    expect(kv.size).toBe(3);
    await kv.close();
  });

  it('when full, drops the oldest hundredth at once (not one walk of the map per insert)', async () => {
    const kv = new MemoryKv({ maxEntries: 500 });
    for (let i = 0; i < 500; i++) await kv.set(`k${i}`, 'v', 600);
    await kv.set('new', 'v', 600);
    expect(kv.size).toBe(496);
    expect(await kv.get('k4')).toBeNull();
    expect(await kv.get('k5')).toBe('v');
    expect(await kv.get('new')).toBe('v');
    await kv.close();
  });

  it('when full of live entries, drops the oldest without walking them all on every insert', async () => {
    let now = 1_000_000;
    const kv = new MemoryKv({ maxEntries: 3, now: () => now });
    const sweeps = vi.spyOn(kv, 'sweep');
    await kv.set('short', 'x', 1);
    for (let i = 0; i < 10; i++) await kv.setIfAbsent(`n${i}`, 600);
    expect(kv.size).toBe(3);
    expect(sweeps).toHaveBeenCalledTimes(1);
    expect(await kv.setIfAbsent('n9', 600)).toBe(false);
    // A second later a full store sweeps again: an expired entry goes before a live one.
    await kv.set('short', 'y', 1);
    now += 1500;
    await kv.setIfAbsent('m', 600);
    expect(sweeps).toHaveBeenCalledTimes(2);
    expect(await kv.get('short')).toBeNull();
    expect(await kv.setIfAbsent('n9', 600)).toBe(false);
    await kv.close();
  });
});

const redisUrl = serviceUrl('TEST_REDIS_URL');
if (redisUrl) {
  kvContract('RedisKv', async () => new RedisKv(redisUrl, { prefix: `lld-test:${randomUUID()}:` }).connect());

  it('RedisKv runs its scripts by their hash, and loads them again after Redis lost them (a restart, SCRIPT FLUSH)', async () => {
    const kv = await new RedisKv(redisUrl, { prefix: `lld-test:${randomUUID()}:` }).connect();
    const admin = new Redis(redisUrl);
    try {
      const key = `rl:${randomUUID()}`;
      expect(await kv.admit([{ key, windowSeconds: 10, limit: 5 }], randomUUID())).toEqual({ refused: null });
      await admin.script('FLUSH');
      expect(await kv.admit([{ key, windowSeconds: 10, limit: 5 }], randomUUID())).toEqual({ refused: null });
      expect((await kv.increment(key, 10)).count).toBe(3);
      await admin.script('FLUSH');
      expect((await kv.increment(key, 10)).count).toBe(4);
    } finally {
      admin.disconnect();
      await kv.close();
    }
  });

  describe('RedisKv near copies (two nodes sharing one Redis)', () => {
    /** Polls until `check` holds (Redis's messages of changes arrive on their own connection). */
    async function until(check: () => Promise<boolean>): Promise<void> {
      const deadline = Date.now() + 3000;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error('timed out');
        await new Promise((r) => setTimeout(r, 10));
      }
    }
    const prefix = `lld-test:${randomUUID()}:`;
    let a: RedisKv;
    let b: RedisKv;
    let admin: Redis;
    beforeAll(async () => {
      // Copies given up after a second here (5 s by default): an expiry is reported only when
      // Redis deletes the key, which for a key nobody reads can take its expiry cycle a while.
      a = await new RedisKv(redisUrl, { prefix, near: { maxAgeMs: 1000 } }).connect();
      b = await new RedisKv(redisUrl, { prefix }).connect();
      admin = new Redis(redisUrl);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      admin?.disconnect();
    });

    it('reads a hot key from Redis once, then from its copy, until another node changes it', async () => {
      expect(a.near.on).toBe(true);
      const key = `cache:home:${randomUUID()}`;
      await b.set(key, 'v1', 60);
      // Kept once a read crossed no message of a change (b's own write sends one).
      const hits = a.near.hits;
      await until(async () => (await a.get(key)) === 'v1' && a.near.hits > hits);
      await b.set(key, 'v2', 60);
      await until(async () => (await a.get(key)) === 'v2');
      await b.delete(key);
      await until(async () => (await a.get(key)) === null);
      // A write by anything else (here a plain client) is reported too; an expiry at the latest
      // when the copy is given up.
      await admin.set(prefix + key, 'v3', 'PX', 300);
      await until(async () => (await a.get(key)) === 'v3');
      await until(async () => (await a.get(key)) === null);
      // Keys outside the near prefixes are read from Redis every time.
      await a.set('plain', 'p', 60);
      const before = a.near.hits;
      expect(await a.get('plain')).toBe('p');
      expect(await a.get('plain')).toBe('p');
      expect(a.near.hits).toBe(before);
    });

    it('keeps no copies while its listening connection is down, and again once it is back', async () => {
      const key = `session:v1:${randomUUID()}`;
      await b.set(key, 's1', 60);
      expect(await a.get(key)).toBe('s1');
      const before = a.near.hits;
      const listenerIdOfA = a.listenerId;
      expect(listenerIdOfA).toEqual(expect.any(Number));
      await admin.client('KILL', 'ID', String(listenerIdOfA));
      await until(async () => !a.near.on);
      await b.set(key, 's2', 60);
      expect(await a.get(key)).toBe('s2');
      await until(async () => a.near.on);
      expect(await a.get(key)).toBe('s2');
      expect(await a.get(key)).toBe('s2');
      expect(a.near.hits).toBeGreaterThan(before);
      await b.set(key, 's3', 60);
      await until(async () => (await a.get(key)) === 's3');
    });

    it('sets its tracking up again when both of its connections drop at once (a Redis restart)', async () => {
      const key = `cache:${randomUUID()}`;
      const listener = a.listenerId;
      // The tracking connection is the one whose reports go to the listener (`redir=`).
      const tracking = String(await admin.client('LIST'))
        .split('\n')
        .find((line) => line.includes(` redir=${listener} `));
      const trackingId = tracking && /\bid=(\d+)/.exec(tracking)?.[1];
      expect(trackingId).toBeDefined();
      await admin.pipeline().client('KILL', 'ID', String(listener)).client('KILL', 'ID', trackingId!).exec();
      await until(async () => a.near.on && a.listenerId !== listener);
      await b.set(key, 'r1', 60);
      const hits = a.near.hits;
      await until(async () => (await a.get(key)) === 'r1' && a.near.hits > hits);
      await b.set(key, 'r2', 60);
      await until(async () => (await a.get(key)) === 'r2');
    });
  });
} else {
  describe('RedisKv', () => {
    it.skipIf(!isCI)('needs TEST_REDIS_URL (required in CI)', () => {
      expect.fail('TEST_REDIS_URL is not set: CI must run the Redis tests');
    });
  });
}
