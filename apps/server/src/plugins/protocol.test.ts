import { encryptPayload } from '@lld/protocol/cipher';
import { nowSeconds, randomUuidV4 } from '@lld/protocol/sign';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { devId, TEST_USER_AGENT, TestClient } from '../test/client.ts';
import { type TestApp, testApp, testDatabase } from '../test/harness.ts';

/** PROTOCOL §2–§4 at the edge: signature, envelope, error mapping. */

let db: DatabaseHandle;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  await db?.close();
});

const expect1001 = (r: { status: number; body: { code: number; hash?: unknown } }) => {
  expect(r.status).toBe(403);
  expect(r.body.code).toBe(1001);
  expect(r.body).not.toHaveProperty('hash');
  expect(r.body).not.toHaveProperty('data');
};

describe.each(['on', 'off'])('signature (APP_ENCRYPT=%s)', (mode) => {
  let t: TestApp;
  let c: TestClient;
  beforeAll(async () => {
    t = await testApp(db, { APP_ENCRYPT: mode });
    c = new TestClient(t.app, t.config);
    await c.guest(devId());
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('accepts a correctly signed call', async () => {
    expect((await c.call('pingCheck')).body.code).toBe(200);
    expect((await c.call('userInfo', {})).body.code).toBe(200);
  });

  it('refuses a missing or malformed x-api-key', async () => {
    expect1001(await c.call('pingCheck', undefined, { apiKey: null }));
    expect1001(await c.call('pingCheck', undefined, { apiKey: 'timestamp=1&sign=zz&nonce=n' }));
    const ts = nowSeconds();
    expect1001(
      await c.call('pingCheck', undefined, {
        apiKey: `sign=${'a'.repeat(40)}&timestamp=${ts}&nonce=${randomUuidV4()}`,
      }),
    );
  });

  it('refuses a sign made with another key, token, path or user agent', async () => {
    expect1001(await c.call('pingCheck', undefined, { signKey: 'another-key-0123456789' }));
    const realToken = c.token;
    // Signed for a different token than the Authorization header sent.
    const forged = c.signedHeaders('/app/user/info', { token: 'other' });
    const r1 = await t.app.inject({
      method: 'POST',
      url: '/api/app/user/info',
      headers: { ...forged, authorization: realToken, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(r1.statusCode).toBe(403);
    // Signed for another path.
    const r2 = await t.app.inject({
      method: 'GET',
      url: '/api/app/ping/check',
      headers: c.signedHeaders('/app/ping/config'),
    });
    expect(r2.statusCode).toBe(403);
    // X-User-Agent changed after signing.
    const h = c.signedHeaders('/app/ping/check');
    const r3 = await t.app.inject({
      method: 'GET',
      url: '/api/app/ping/check',
      headers: { ...h, 'x-user-agent': `${TEST_USER_AGENT}x` },
    });
    expect(r3.statusCode).toBe(403);
    expect(r3.json()).toEqual({ code: 1001, msg: 'bad sign' });
  });

  it('accepts a query string that is not part of the signed path', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/app/ping/check?x=1',
      headers: c.signedHeaders('/app/ping/check'),
    });
    expect(r.json().code).toBe(200);
  });

  it('refuses timestamps more than 300 s away, accepts up to 300 s', async () => {
    // The clock held still (Date only): a second ticking between the client's timestamp and the
    // server's check made `now + 301` read as 300 s away on a loaded CI machine.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const now = nowSeconds();
      expect1001(await c.call('pingCheck', undefined, { timestamp: now - 301 }));
      expect1001(await c.call('pingCheck', undefined, { timestamp: now + 301 }));
      expect((await c.call('pingCheck', undefined, { timestamp: now - 300 })).body.code).toBe(200);
      expect((await c.call('pingCheck', undefined, { timestamp: now + 300 })).body.code).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a replayed nonce', async () => {
    const nonce = randomUuidV4();
    expect((await c.call('pingCheck', undefined, { nonce })).body.code).toBe(200);
    const replay = await c.call('pingCheck', undefined, { nonce });
    expect1001(replay);
    expect(replay.body.msg).toBe('nonce replayed');
  });

  it('signs unknown paths too, then answers 2004 with HTTP 404', async () => {
    expect1001(await c.request('POST', '/app/no/such', {}, { apiKey: null }));
    const r = await c.request('POST', '/app/no/such', {});
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ code: 2004, msg: 'no such endpoint' });
  });
});

describe('envelope with APP_ENCRYPT=on', () => {
  let t: TestApp;
  let c: TestClient;
  beforeAll(async () => {
    t = await testApp(db, { APP_ENCRYPT: 'on' });
    c = new TestClient(t.app, t.config);
    await c.guest(devId());
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('refuses a plain body, extra fields, and a missing body with 1001', async () => {
    expect1001(await c.call('userInfo', undefined, { plainBody: {} }));
    expect1001(
      await c.call('loginGuest', undefined, { plainBody: { devID: devId(), affCode: '', token: '' } }),
    );
    expect1001(
      await c.call('userInfo', undefined, {
        plainBody: { data: encryptPayload(t.config.dataKey, {}), extra: 1 },
      }),
    );
    expect1001(await c.call('userInfo', undefined, { plainBody: { data: 42 } }));
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/app/user/info',
      headers: c.signedHeaders('/app/user/info'),
    });
    expect(noBody.statusCode).toBe(403);
  });

  it('refuses tampered ciphertext, a wrong key and non-base64 with 1001', async () => {
    const good = encryptPayload(t.config.dataKey, {});
    const bytes = Buffer.from(good, 'base64');
    bytes[14] = bytes[14]! ^ 1;
    expect1001(await c.call('userInfo', undefined, { plainBody: { data: bytes.toString('base64') } }));
    const otherKey = 'ff'.repeat(32);
    expect1001(await c.call('userInfo', undefined, { plainBody: { data: encryptPayload(otherKey, {}) } }));
    expect1001(await c.call('userInfo', undefined, { plainBody: { data: '%%%not base64%%%' } }));
    expect1001(await c.call('userInfo', undefined, { plainBody: { data: 'AAAA' } }));
  });

  it('validates the decrypted payload: 2000 names the field', async () => {
    const r = await c.call('userInfo', { userId: 'abc' });
    expect(r.body.code).toBe(2000);
    expect(r.body.msg).toMatch(/^userId: /);
  });

  it('encrypts only code 200 responses', async () => {
    const ok = await c.call('userInfo', {});
    expect(ok.body.hash).toBe(true);
    expect(typeof ok.body.data).toBe('string');
    const err = await c.call('userInfo', { userId: 999_999_999 });
    expect(err.body).toEqual({ code: 2004, msg: 'no such user' });
  });
});

describe.each(['on', 'off'])('bad input (APP_ENCRYPT=%s)', (mode) => {
  let t: TestApp;
  let c: TestClient;
  beforeAll(async () => {
    t = await testApp(db, { APP_ENCRYPT: mode, BODY_LIMIT: '4096' });
    c = new TestClient(t.app, t.config);
    await c.guest(devId());
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answers malformed JSON with 2000', async () => {
    const r = await c.call('loginGuest', undefined, { rawBody: '{"devID": ' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ code: 2000, msg: 'body: invalid JSON' });
  });

  it('answers a body over the limit with 2000 "body too large" (HTTP 413)', async () => {
    const huge = JSON.stringify({ data: 'A'.repeat(10_000) });
    const r = await c.call('loginGuest', undefined, { rawBody: huge });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ code: 2000, msg: 'body too large' });
  });

  it('answers an unsupported content type with 2000', async () => {
    const r = await c.call('userInfo', undefined, {
      rawBody: 'a=b',
      headers: { 'content-type': 'text/csv' },
    });
    expect(r.body.code).toBe(2000);
  });

  it('answers 2000 for wrong types and missing fields, naming the first bad field', async () => {
    const r = await c.call('pingAnnouncement', { page: 0 });
    expect(r.body.code).toBe(2000);
    expect(r.body.msg).toMatch(/^page: /);
    const r2 = await c.call('pingAnnouncement', { page: 1, pageSize: 51 });
    expect(r2.body.msg).toMatch(/^pageSize: /);
    const r3 = await c.call('pingAnnouncement', []);
    expect(r3.body.code).toBe(2000);
  });
});

describe('unexpected errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(db, { APP_ENCRYPT: 'off' });
    t.app.get('/api/app/test/throw', { config: { app: true } }, async () => {
      const err = new Error('relation "users" does not exist: SELECT * FROM users WHERE secret');
      throw err;
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answer 5000 with HTTP 500 and no stack or SQL', async () => {
    const c = new TestClient(t.app, t.config);
    const r = await c.request('GET', '/app/test/throw');
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ code: 5000, msg: 'internal error' });
    expect(r.response.body).not.toMatch(/SELECT|relation|stack|at /);
  });
});
