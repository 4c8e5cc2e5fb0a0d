import { ResultCode } from '@lld/protocol/result-codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tokens, users, userVips } from '../../db/core.schema.ts';
import { devId, TestClient } from '../../test/client.ts';
import { useAppOn, useTestDatabase } from '../../test/harness.ts';
import { hashToken } from '../session/session.service.ts';

const h = useTestDatabase();

describe.each(['on', 'off'])('user/* with APP_ENCRYPT=%s', (mode) => {
  const t = useAppOn(() => h.db, { APP_ENCRYPT: mode });

  it('user/info returns own UserInfo with balances and active VIP tiers', async () => {
    const c = new TestClient(t.app, t.config);
    const login = await c.guest(devId());
    const id = login.data.userInfo.id;
    const future = new Date(Date.now() + 86_400_000);
    await h.db.db
      .update(users)
      .set({ gold: 12_345, diamond: 67, showCardName: '月卡', showCardExpiredAt: future })
      .where(eq(users.id, id));
    await h.db.db.insert(userVips).values([
      { userId: id, tier: 'supreme', vipType: 3, expiresAt: future },
      { userId: id, tier: 'normal', vipType: 1, expiresAt: new Date(Date.now() - 1000) },
      { userId: id, tier: 'live', vipType: 2, expiresAt: future },
    ]);
    const r = await c.call('userInfo', {});
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    const expiry = Math.floor(future.getTime() / 1000);
    expect(r.data).toEqual({
      id,
      nickname: login.data.userInfo.nickname,
      avatar: '',
      isGuest: true,
      gold: 12_345,
      diamond: 67,
      normalVip: { vipType: 0, vipExpireInt: 0 },
      supremeVip: { vipType: 3, vipExpireInt: expiry },
      darkVip: { vipType: 0, vipExpireInt: 0 },
      liveVip: { vipType: 2, vipExpireInt: expiry },
      showCardName: '月卡',
      showCardExpiredAt: expiry,
      intro: '',
      gender: 0,
      birthday: '',
      account: '',
      phone: '',
      hasPassword: false,
    });
  });

  it('user/info {userId} returns a public profile without balances; unknown → 2004', async () => {
    const a = new TestClient(t.app, t.config);
    const b = new TestClient(t.app, t.config);
    await a.guest(devId());
    const bl = await b.guest(devId());
    const other = await a.call('userInfo', { userId: bl.data.userInfo.id });
    expect(other.body.code).toBe(200);
    expect(other.data).toMatchObject({ id: bl.data.userInfo.id, isGuest: true });
    expect(other.data).not.toHaveProperty('gold');
    expect(other.data).not.toHaveProperty('diamond');
    const self = await b.call('userInfo', { userId: bl.data.userInfo.id });
    expect(self.data).toHaveProperty('gold');
    const unknown = await a.call('userInfo', { userId: 999_999_999 });
    expect(unknown.body).toEqual({ code: ResultCode.NOT_FOUND, msg: 'no such user' });
    const bad = await a.call('userInfo', { userId: 'x' });
    expect(bad.body.code).toBe(2000);
    expect(bad.body.msg).toMatch(/^userId: /);
    const negative = await a.call('userInfo', { userId: -1 });
    expect(negative.body.code).toBe(2000);
  });

  it('answers 1000 without a token, with a garbage token, and with an expired token', async () => {
    const anon = new TestClient(t.app, t.config);
    const none = await anon.call('userInfo', {});
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ code: 1000, msg: 'token missing' });
    anon.token = 'garbage-token';
    expect((await anon.call('userInfo', {})).body).toEqual({ code: 1000, msg: 'token invalid' });
    anon.token = 'x'.repeat(2000);
    expect((await anon.call('userInfo', {})).body.code).toBe(1000);

    const c = new TestClient(t.app, t.config);
    await c.guest(devId());
    await h.db.db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokens.tokenHash, hashToken(c.token)));
    expect((await c.call('userInfo', {})).body.code).toBe(1000);
  });

  it('user/logout revokes the token: its next call gets 1000', async () => {
    const c = new TestClient(t.app, t.config);
    await c.guest(devId());
    const out = await c.call('userLogout', {});
    expect(out.body.code).toBe(200);
    expect(out.data).toEqual({ ok: true });
    expect((await c.call('userInfo', {})).body.code).toBe(1000);
    expect((await c.call('userLogout', {})).body.code).toBe(1000);
  });

  it('stores tokens only as SHA-256', async () => {
    const c = new TestClient(t.app, t.config);
    await c.guest(devId());
    const rows = await h.db.db
      .select()
      .from(tokens)
      .where(eq(tokens.tokenHash, hashToken(c.token)));
    expect(rows).toHaveLength(1);
    const all = JSON.stringify(await h.db.db.select().from(tokens));
    expect(all).not.toContain(c.token);
  });
});
