// The session cache: a resolved token is remembered in the kv store so signed calls skip the
// database, and every revocation drops it at once (logout, a new login on the device, a
// password change, a device ban), on this node and on another sharing the store.
import { ResultCode } from '@lld/protocol/result-codes';
import { describe, expect, it } from 'vitest';
import { MemoryKv } from '../../adapters/kv.ts';
import { devId, TestClient } from '../../test/client.ts';
import { type TestApp, testApp, useTestApp } from '../../test/harness.ts';
import { hashToken } from './session.service.ts';

const kv = new MemoryKv();
const h = useTestApp({ PASSWORD_SCRYPT_LOG_N: '10' }, { kv });

let seq = 0;
async function guest(app: TestApp = h.t) {
  const c = new TestClient(app.app, app.config, { remoteAddress: `198.51.100.${++seq % 250}` });
  const id = devId(`session-${seq}`);
  await c.guest(id);
  return Object.assign(c, { devID: id });
}
const cached = (token: string) => kv.get(`session:v1:${hashToken(token)}`);

describe('session cache', () => {
  it('remembers a resolved token and answers from it without the database', async () => {
    const c = await guest();
    expect(await cached(c.token)).toBeNull();
    expect((await c.call('userInfo', {})).body.code).toBe(200);
    expect(await cached(c.token)).not.toBeNull();
    let queries = 0;
    const spy = h.t.app.services.sessions.repo;
    const original = spy.findActive.bind(spy);
    spy.findActive = async (hash) => {
      queries++;
      return original(hash);
    };
    try {
      for (let i = 0; i < 5; i++) expect((await c.call('pingCheck')).body.code).toBe(200);
    } finally {
      spy.findActive = original;
    }
    expect(queries).toBe(0);
  });

  it('logout drops it: the next call is refused', async () => {
    const c = await guest();
    await c.call('userInfo', {});
    expect((await c.call('userLogout', {})).body.code).toBe(200);
    expect(await cached(c.token)).toBeNull();
    expect((await c.call('userInfo', {})).body.code).toBe(ResultCode.TOKEN_INVALID);
  });

  it('a new login on the device and a device ban drop the older tokens', async () => {
    const c = await guest();
    await c.call('userInfo', {});
    const old = c.token;
    await c.guest(c.devID); // the same device again: a new token, the old one revoked
    const stale = new TestClient(h.t.app, h.t.config);
    stale.token = old;
    expect((await stale.call('userInfo', {})).body.code).toBe(ResultCode.TOKEN_INVALID);

    await c.call('userInfo', {});
    const ban = await h.t.app.inject({
      method: 'POST',
      url: '/api/admin/devices/ban',
      headers: { 'x-admin-key': h.t.config.adminKey },
      payload: { devID: c.devID, reason: 'test' },
    });
    expect(ban.statusCode, ban.body).toBe(200);
    expect((await c.call('userInfo', {})).body.code).toBe(ResultCode.TOKEN_INVALID);
  });

  it('a password change ends the other sessions of the account at once', async () => {
    const a = await guest();
    const account = `sess${process.pid}x${++seq}`;
    const reg = await a.call('loginAccountRegister', { account, password: 'abc12345' });
    a.token = reg.data.token;
    const b = await guest();
    const login = await b.call('loginAccountLogin', { account, password: 'abc12345' });
    expect(login.body.code, JSON.stringify(login.body)).toBe(200);
    b.token = login.data.token;
    expect((await b.call('userInfo', {})).body.code).toBe(200); // cached now
    const changed = await a.call('userChangePassword', { oldPassword: 'abc12345', password: 'xyz98765' });
    expect(changed.body.code, JSON.stringify(changed.body)).toBe(200);
    expect((await b.call('userInfo', {})).body.code).toBe(ResultCode.TOKEN_INVALID);
    expect((await a.call('userInfo', {})).body.code).toBe(200);
  });

  it('a logout on one node is seen by another node sharing the store', async () => {
    const other = await testApp(h.db, { ...secretsOf(h.t) }, { kv });
    try {
      const c = await guest();
      await c.call('userInfo', {});
      const onOther = new TestClient(other.app, other.config);
      onOther.token = c.token;
      expect((await onOther.call('userInfo', {})).body.code).toBe(200);
      await c.call('userLogout', {});
      expect((await onOther.call('userInfo', {})).body.code).toBe(ResultCode.TOKEN_INVALID);
    } finally {
      await other.app.close();
    }
  });
});

function secretsOf(t: TestApp): Record<string, string> {
  return { APP_SIGN_KEY: t.config.signKey, APP_DATA_KEY: t.config.dataKey };
}
