import { randomUUID } from 'node:crypto';
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
} else {
  describe('RedisKv', () => {
    it.skipIf(!isCI)('needs TEST_REDIS_URL (required in CI)', () => {
      expect.fail('TEST_REDIS_URL is not set: CI must run the Redis tests');
    });
  });
}
