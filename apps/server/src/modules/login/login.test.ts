import { ResultCode } from '@lld/protocol/result-codes';
import { describe, expect, it } from 'vitest';
import { devId, TestClient } from '../../test/client.ts';
import { adminInject, testApp, useAppOn, useTestDatabase } from '../../test/harness.ts';

const h = useTestDatabase();

describe.each([
  ['on', true],
  ['off', false],
])('POST login/guest with APP_ENCRYPT=%s', (mode, encrypt) => {
  const t = useAppOn(() => h.db, { APP_ENCRYPT: mode });
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    adminInject(t.app, method, url, payload);

  it('creates a guest and returns token and UserInfo', async () => {
    const c = new TestClient(t.app, t.config);
    const r = await c.guest(devId());
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    expect(r.body.msg).toBe('ok');
    if (encrypt) {
      expect(r.body.hash).toBe(true);
      expect(typeof r.body.data).toBe('string');
    } else {
      expect(r.body).not.toHaveProperty('hash');
    }
    expect(r.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.data.userInfo).toMatchObject({
      isGuest: true,
      gold: 0,
      diamond: 0,
      avatar: '',
      showCardName: '',
      showCardExpiredAt: 0,
      normalVip: { vipType: 0, vipExpireInt: 0 },
      supremeVip: { vipType: 0, vipExpireInt: 0 },
      darkVip: { vipType: 0, vipExpireInt: 0 },
      liveVip: { vipType: 0, vipExpireInt: 0 },
    });
    expect(r.data.userInfo.nickname).toMatch(/^游客\d{8}$/);
    expect(r.data.userInfo.id).toBeGreaterThan(100_000);
  });

  it('brings the same device back as the same guest with a new token, revoking the old one', async () => {
    const id = devId();
    const first = new TestClient(t.app, t.config);
    const a = await first.guest(id);
    const second = new TestClient(t.app, t.config);
    const b = await second.guest(id);
    expect(b.data.userInfo.id).toBe(a.data.userInfo.id);
    expect(b.data.token).not.toBe(a.data.token);
    expect((await first.call('userInfo', {})).body.code).toBe(ResultCode.TOKEN_INVALID);
    expect((await second.call('userInfo', {})).body.code).toBe(200);
  });

  it('records affCode JSON on creation and ignores malformed affCode', async () => {
    const c = new TestClient(t.app, t.config);
    const good = await c.guest(devId(), { affCode: '{"pc":"abc","dc":"x1","uid":7}' });
    const u = await admin('GET', `/users/${good.data.userInfo.id}`);
    expect(u.json().data.affCode).toEqual({ pc: 'abc', dc: 'x1', uid: 7 });

    const bad = await new TestClient(t.app, t.config).guest(devId(), { affCode: '{not json' });
    expect(bad.body.code).toBe(200);
    expect((await admin('GET', `/users/${bad.data.userInfo.id}`)).json().data.affCode).toBeNull();
  });

  it('refuses invalid device ids and wrong types with 2000 naming the field', async () => {
    const c = new TestClient(t.app, t.config);
    for (const devID of ['short', 'x'.repeat(129), 'bad id with spaces', '<script>alert(1)</script>']) {
      const r = await c.call('loginGuest', { devID, affCode: '', token: '' });
      expect(r.body.code, devID).toBe(ResultCode.INVALID_PARAMS);
      expect(r.body.msg).toMatch(/^devID: /);
    }
    const missing = await c.call('loginGuest', { affCode: '', token: '' });
    expect(missing.body).toEqual({ code: 2000, msg: 'devID: Required' });
    const wrongType = await c.call('loginGuest', { devID: 12345678, affCode: '', token: '' });
    expect(wrongType.body.code).toBe(2000);
    expect(wrongType.body.msg).toMatch(/^devID: /);
    const affType = await c.call('loginGuest', { devID: devId(), affCode: { a: 1 }, token: '' });
    expect(affType.body.msg).toMatch(/^affCode: /);
  });

  it('refuses a banned device with 6004 and revokes its tokens', async () => {
    const id = devId('banned');
    const c = new TestClient(t.app, t.config);
    await c.guest(id);
    const ban = await admin('POST', '/devices/ban', { devID: id, reason: 'abuse' });
    expect(ban.json()).toMatchObject({ code: 200, data: { devID: id, revokedTokens: 1 } });
    expect((await c.call('userInfo', {})).body.code).toBe(ResultCode.TOKEN_INVALID);
    const r = await new TestClient(t.app, t.config).guest(id);
    expect(r.body.code).toBe(ResultCode.DEVICE_BANNED);
    expect(r.status).toBe(200);
    expect(r.body).not.toHaveProperty('hash');
  });

  it('revokes the old token sent in the body when it belongs to the same user', async () => {
    const id = devId();
    const c = new TestClient(t.app, t.config);
    const first = await c.guest(id);
    const keep = first.data.token;
    await c.guest(id);
    const old = new TestClient(t.app, t.config);
    old.token = keep;
    expect((await old.call('userInfo', {})).body.code).toBe(1000);
  });
});

describe('guest creation limit per network', () => {
  const t = useAppOn(() => h.db, { GUEST_LIMIT_PER_NETWORK: '3/hour' });

  it('refuses the 4th new guest from one IPv4 address with 6015, but existing devices still log in', async () => {
    const ip = '203.0.113.7';
    const ids = [devId(), devId(), devId()];
    for (const id of ids) {
      expect((await new TestClient(t.app, t.config, { remoteAddress: ip }).guest(id)).body.code).toBe(200);
    }
    const refused = await new TestClient(t.app, t.config, { remoteAddress: ip }).guest(devId());
    expect(refused.body.code).toBe(ResultCode.TOO_MANY_GUESTS);
    expect(refused.status).toBe(200);
    const again = await new TestClient(t.app, t.config, { remoteAddress: ip }).guest(ids[0]!);
    expect(again.body.code).toBe(200);
    // Another address is not affected.
    const other = await new TestClient(t.app, t.config, { remoteAddress: '203.0.113.8' }).guest(devId());
    expect(other.body.code).toBe(200);
  });

  it('counts an IPv6 /64 as one network', async () => {
    const base = '2001:db8:1:2';
    for (let i = 1; i <= 3; i++) {
      const r = await new TestClient(t.app, t.config, { remoteAddress: `${base}::${i}` }).guest(devId());
      expect(r.body.code).toBe(200);
    }
    const refused = await new TestClient(t.app, t.config, { remoteAddress: `${base}:ffff::9` }).guest(
      devId(),
    );
    expect(refused.body.code).toBe(ResultCode.TOO_MANY_GUESTS);
    const otherPrefix = await new TestClient(t.app, t.config, { remoteAddress: '2001:db8:1:3::1' }).guest(
      devId(),
    );
    expect(otherPrefix.body.code).toBe(200);
  });

  it('follows the operator setting guestLimitPerNetwork', async () => {
    const setLimit = async (count: number) => {
      const put = await adminInject(t.app, 'PUT', '/settings/guestLimitPerNetwork', {
        value: { count, windowSeconds: 60 },
      });
      expect(put.json().code).toBe(200);
    };
    await setLimit(1);
    try {
      const ip = '198.51.100.20';
      expect((await new TestClient(t.app, t.config, { remoteAddress: ip }).guest(devId())).body.code).toBe(
        200,
      );
      expect((await new TestClient(t.app, t.config, { remoteAddress: ip }).guest(devId())).body.code).toBe(
        6015,
      );
    } finally {
      await setLimit(100_000);
    }
  });
});

describe('concurrent first logins of one device', () => {
  it('end with one user', async () => {
    const t = await testApp(h.db);
    try {
      const id = devId('race');
      const results = await Promise.all(
        Array.from({ length: 4 }, () => new TestClient(t.app, t.config).guest(id)),
      );
      expect(results.map((r) => r.body.code)).toEqual([200, 200, 200, 200]);
      expect(new Set(results.map((r) => r.data.userInfo.id)).size).toBe(1);
    } finally {
      await t.app.close();
    }
  });
});
