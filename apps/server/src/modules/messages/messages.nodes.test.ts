import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryKv } from '../../adapters/kv.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { devId, TestClient } from '../../test/client.ts';
import { isCI, serviceUrl, type TestApp, testApp, testDatabase } from '../../test/harness.ts';
import { freshPostgres } from '../../test/postgres.ts';

const redisUrl = serviceUrl('TEST_REDIS_URL');

/** Two API nodes on one PostgreSQL and one Redis: a message stored on A reaches a stream open on B. */
describe.skipIf(!redisUrl && !isCI)('message fan-out across two nodes', () => {
  let db: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    if (!redisUrl) throw new Error('TEST_REDIS_URL is not set: CI must run the Redis tests');
    // One PostgreSQL server when CI provides it (as an operator's nodes would share), else PGlite.
    db = (await freshPostgres('message_nodes')) ?? (await testDatabase());
    const kv = new MemoryKv();
    a = await testApp(db, { REDIS_URL: redisUrl }, { kv });
    b = await testApp(
      db,
      { REDIS_URL: redisUrl, APP_SIGN_KEY: a.config.signKey, APP_DATA_KEY: a.config.dataKey },
      { kv },
    );
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await db?.close();
  });

  it('delivers within 1 s to a stream on the other node', async () => {
    const client = new TestClient(b.app, b.config, { remoteAddress: '198.51.100.200' });
    const user = (await client.guest(devId('fanout'))).data.userInfo.id;
    const address = await b.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/app/message/stream`, {
      headers: { authorization: client.token },
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buf = '';
    while (!buf.includes(': open')) buf += (await reader.read()).value ?? '';
    const started = Date.now();
    await a.app.services.messages.send({ userId: user, kind: 'system', title: '跨节点' });
    while (!buf.includes('跨节点')) buf += (await reader.read()).value ?? '';
    expect(Date.now() - started).toBeLessThan(1000);
    await reader.cancel();
  });
});
