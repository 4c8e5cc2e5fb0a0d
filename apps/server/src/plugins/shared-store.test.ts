import { randomUUID } from 'node:crypto';
import { randomUuidV4 } from '@lld/protocol/sign';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KvStore } from '../adapters/kv.ts';
import { MemoryKv } from '../adapters/kv.ts';
import { RedisKv } from '../adapters/kv-redis.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { TestClient } from '../test/client.ts';
import { isCI, serviceUrl, type TestApp, testApp, testDatabase } from '../test/harness.ts';

/** Two API nodes sharing one store: a nonce used on one is refused on the other; limits add up. */
function sharedStoreContract(name: string, makeKv: () => Promise<KvStore>) {
  describe(`two nodes sharing ${name}`, () => {
    let db: DatabaseHandle;
    let kv: KvStore;
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      db = await testDatabase();
      kv = await makeKv();
      const env = { RATE_LIMIT_IP: '4/30s' };
      a = await testApp(db, env, { kv });
      b = await testApp(db, { ...env, ...secretsOf(a) }, { kv });
    });
    afterAll(async () => {
      await a?.app.close();
      await b?.app.close();
      await kv?.close();
      await db?.close();
    });

    it('refuses on node B a nonce already used on node A', async () => {
      const nonce = randomUuidV4();
      const ca = new TestClient(a.app, a.config, { remoteAddress: '192.0.2.50' });
      const cb = new TestClient(b.app, b.config, { remoteAddress: '192.0.2.51' });
      expect((await ca.call('pingCheck', undefined, { nonce })).body.code).toBe(200);
      const replay = await cb.call('pingCheck', undefined, { nonce });
      expect(replay.status).toBe(403);
      expect(replay.body.code).toBe(1001);
    });

    it('does not use up the nonce of a call refused by the per-IP limit, and counts unsigned calls', async () => {
      const n = Math.floor(Math.random() * 250);
      const ip = `198.51.100.${n}`;
      const ca = new TestClient(a.app, a.config, { remoteAddress: ip });
      for (let i = 0; i < 3; i++) expect((await ca.call('pingCheck')).body.code).toBe(200);
      // A bad signature is refused (1001) but counted: the fourth call of this address.
      expect((await ca.call('pingCheck', undefined, { apiKey: null })).body.code).toBe(1001);
      const nonce = randomUuidV4();
      const refused = await ca.call('pingCheck', undefined, { nonce });
      expect(refused.status).toBe(429);
      // The same nonce from another address, on the other node: its first use.
      const cb = new TestClient(b.app, b.config, { remoteAddress: `198.51.101.${n}` });
      expect((await cb.call('pingCheck', undefined, { nonce })).body.code).toBe(200);
      expect((await cb.call('pingCheck', undefined, { nonce })).body.code).toBe(1001);
    });

    it("touches the store once for a call's limits and nonce", async () => {
      const seen: string[] = [];
      const counting = new Proxy(kv, {
        get(target, name) {
          const value = Reflect.get(target, name);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            seen.push(String(name));
            return value.apply(target, args);
          };
        },
      });
      const c = await testApp(db, { RATE_LIMIT_IP: '100/30s', ...secretsOf(a) }, { kv: counting });
      try {
        const client = new TestClient(c.app, c.config, { remoteAddress: '203.0.113.77' });
        seen.length = 0;
        expect((await client.call('pingCheck')).body.code).toBe(200);
        // ping/check itself reads the store too (its health); the gate: one `admit`, nothing else.
        expect(seen.filter((name) => name === 'admit')).toHaveLength(1);
        expect(seen).not.toContain('claimNonce');
        expect(seen).not.toContain('increment');
      } finally {
        await c.app.close();
      }
    });

    it('counts one address across both nodes', async () => {
      const ip = `192.0.2.${60 + Math.floor(Math.random() * 100)}`;
      const ca = new TestClient(a.app, a.config, { remoteAddress: ip });
      const cb = new TestClient(b.app, b.config, { remoteAddress: ip });
      expect((await ca.call('pingCheck')).body.code).toBe(200);
      expect((await cb.call('pingCheck')).body.code).toBe(200);
      expect((await ca.call('pingCheck')).body.code).toBe(200);
      expect((await cb.call('pingCheck')).body.code).toBe(200);
      const r = await ca.call('pingCheck');
      expect(r.status).toBe(429);
      expect(r.body.code).toBe(1002);
      expect(Number(r.response.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
}

function secretsOf(t: TestApp): Record<string, string> {
  return { APP_SIGN_KEY: t.config.signKey, APP_DATA_KEY: t.config.dataKey };
}

sharedStoreContract('the in-process store', async () => new MemoryKv());

const redisUrl = serviceUrl('TEST_REDIS_URL');
if (redisUrl) {
  sharedStoreContract('Redis (TEST_REDIS_URL)', async () =>
    new RedisKv(redisUrl, { prefix: `lld-test:${randomUUID()}:` }).connect(),
  );
} else {
  describe('two nodes sharing Redis', () => {
    it.skipIf(!isCI)('needs TEST_REDIS_URL (required in CI)', () => {
      expect.fail('TEST_REDIS_URL is not set: CI must run the Redis tests');
    });
  });
}
