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
