import { ResultCode } from '@lld/protocol/result-codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, userVips } from '../../db/core.schema.ts';
import { TestClient } from '../../test/client.ts';
import { freshIp, freshName, freshPhone, PASSWORD, useAccountApp } from './account.fixtures.ts';

const { ctx, guest, registered, smsCode, captcha } = useAccountApp();

describe('login/account/register', () => {
  it('turns the calling guest into an account: same user, balances and VIP kept, old token revoked', async () => {
    const c = await guest();
    await ctx.t.app.db.update(users).set({ gold: 1234, diamond: 56 }).where(eq(users.id, c.userId));
    const expires = new Date(Date.now() + 86_400_000);
    await ctx.t.app.db
      .insert(userVips)
      .values({ userId: c.userId, tier: 'normal', vipType: 1, expiresAt: expires });
    const old = new TestClient(ctx.t.app, ctx.t.config);
    old.token = c.token;

    const name = freshName();
    const r = await c.call('loginAccountRegister', { account: name, password: PASSWORD });
    expect(r.body.code).toBe(200);
    expect(r.data.token).not.toBe(c.token);
    expect(r.data.userInfo).toMatchObject({
      id: c.userId,
      isGuest: false,
      nickname: name,
      account: name,
      gold: 1234,
      diamond: 56,
      hasPassword: true,
      phone: '',
      normalVip: { vipType: 1, vipExpireInt: Math.floor(expires.getTime() / 1000) },
    });
    expect((await old.call('userInfo', {})).body.code).toBe(ResultCode.TOKEN_INVALID);
    c.token = r.data.token;
    expect((await c.call('userInfo', {})).data).toMatchObject({ id: c.userId, isGuest: false });
  });

  it("keeps a guest's wallet: ledger, purchases and VIP grants of issue 4 stay with the account", async () => {
    const c = await guest();
    const { wallet, purchases, vip } = ctx.t.app.services;
    await wallet.credit(c.userId, 'gold', 5000, {
      reason: 'grant',
      reference: `test:${c.userId}`,
      idempotencyKey: `grant-${c.userId}`,
    });
    await purchases.buy(c.userId, { kind: 'video', itemId: 'v-42', rule: { price: 1200, currency: 'gold' } });
    await ctx.t.app.db.transaction((tx) =>
      vip.grant(tx, {
        userId: c.userId,
        tier: 'normal',
        days: 30,
        source: 'grant',
        reference: `vip:${c.userId}`,
      }),
    );
    const r = await c.call('loginAccountRegister', {
      account: freshName(),
      password: PASSWORD,
    });
    expect(r.data.userInfo).toMatchObject({ id: c.userId, isGuest: false, gold: 3800 });
    expect(r.data.userInfo.normalVip.vipType).toBeGreaterThan(0);
    expect(await purchases.isEntitled(c.userId, 'video', 'v-42')).toBe(true);
    expect(await wallet.sumOf(c.userId, 'gold')).toBe(3800);
  });

  it('refuses bad names, weak passwords, taken names and a second registration', async () => {
    const c = await guest();
    for (const account of ['ab', '1abcdef', 'has space', 'x'.repeat(21)]) {
      const r = await c.call('loginAccountRegister', { account, password: PASSWORD });
      expect(r.body.code, account).toBe(ResultCode.INVALID_PARAMS);
      expect(r.body.msg).toMatch(/^account: /);
    }
    for (const [password, reason] of [
      ['abc123', 'tooShort'],
      ['abcdefgh', 'weak'],
      ['12345678', 'weak'],
      ['abc 12345', 'spaces'],
    ] as const) {
      const r = await c.call('loginAccountRegister', { account: freshName(), password });
      expect(r.body).toMatchObject({ code: 2000, msg: `password: ${reason}` });
      expect(r.body.tip).toBeTruthy();
    }
    const missing = await c.call('loginAccountRegister', { account: freshName() });
    expect(missing.body).toMatchObject({ code: 2000, msg: 'password: Required' });

    const taken = await registered();
    const again = await c.call('loginAccountRegister', {
      account: taken.name.toUpperCase(),
      password: PASSWORD,
    });
    expect(again.body).toMatchObject({ code: ResultCode.CONFLICT, tip: '该账号已被注册' });
    const second = await taken.call('loginAccountRegister', { account: freshName(), password: PASSWORD });
    expect(second.body.code).toBe(ResultCode.CONFLICT);
  });

  it('asks for a captcha after 3 registrations from one network', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await registered(freshName(), ip);
    const c = await guest(ip);
    const before = await c.call('loginBefore', { action: 'register' });
    expect(before.data.captchaRequired).toBe(true);
    const refused = await c.call('loginAccountRegister', { account: freshName(), password: PASSWORD });
    expect(refused.body).toMatchObject({ code: 2000, msg: 'captchaCode: Required' });
    const captchaId = await captcha(c);
    const ok = await c.call('loginAccountRegister', {
      account: freshName(),
      password: PASSWORD,
      captchaId,
      captchaCode: 'abcd',
    });
    expect(ok.body.code).toBe(200);
  });

  it('needs a token', async () => {
    const c = new TestClient(ctx.t.app, ctx.t.config);
    const r = await c.call('loginAccountRegister', { account: freshName(), password: PASSWORD });
    expect(r.body.code).toBe(ResultCode.TOKEN_INVALID);
  });
});

describe('login/account/login', () => {
  it('logs another device in to the account with a new token; its guest token stops working', async () => {
    const owner = await registered();
    const other = await guest();
    const guestToken = other.token;
    const r = await other.call('loginAccountLogin', { account: owner.name, password: PASSWORD });
    expect(r.body.code).toBe(200);
    expect(r.data.userInfo).toMatchObject({ id: owner.userId, isGuest: false, account: owner.name });
    const stale = new TestClient(ctx.t.app, ctx.t.config);
    stale.token = guestToken;
    expect((await stale.call('userInfo', {})).body.code).toBe(ResultCode.TOKEN_INVALID);
    // The owner's own session is untouched.
    expect((await owner.call('userInfo', {})).body.code).toBe(200);
  });

  it('a device refused a guest (6004/6015) has no token and still logs in to its account', async () => {
    const owner = await registered();
    const none = new TestClient(ctx.t.app, ctx.t.config);
    const r = await none.call('loginAccountLogin', { account: owner.name, password: PASSWORD });
    expect(r.body.code).toBe(200);
    expect(r.data.userInfo).toMatchObject({ id: owner.userId, isGuest: false });
    none.token = r.data.token;
    expect((await none.call('userInfo', {})).data).toMatchObject({ id: owner.userId });
    const wrong = await new TestClient(ctx.t.app, ctx.t.config).call('loginAccountLogin', {
      account: owner.name,
      password: 'wrong1234',
    });
    expect(wrong.body.code).toBe(ResultCode.FORBIDDEN);
  });

  it('a replaced token gets 1000: logging in again on the same device revokes the earlier login', async () => {
    const owner = await registered();
    const d = await guest();
    const first = await d.call('loginAccountLogin', { account: owner.name, password: PASSWORD });
    d.token = first.data.token;
    const second = await d.call('loginAccountLogin', { account: owner.name, password: PASSWORD });
    expect(second.body.code).toBe(200);
    const replaced = new TestClient(ctx.t.app, ctx.t.config);
    replaced.token = first.data.token;
    expect((await replaced.call('userInfo', {})).body).toMatchObject({ code: 1000 });
  });

  it('accepts the bound phone as the account name, case-insensitive names', async () => {
    const owner = await registered();
    const phone = freshPhone();
    const code = await smsCode(owner, phone, 'bind');
    const bound = await owner.call('loginBindMobile', { phone, code });
    expect(bound.body.code).toBe(200);
    const d = await guest();
    const byPhone = await d.call('loginAccountLogin', { account: phone, password: PASSWORD });
    expect(byPhone.data.userInfo.id).toBe(owner.userId);
    const e = await guest();
    const upper = await e.call('loginAccountLogin', {
      account: owner.name.toUpperCase(),
      password: PASSWORD,
    });
    expect(upper.data.userInfo.id).toBe(owner.userId);
  });

  it('answers 4003 with the same tip for a wrong password and an unknown account', async () => {
    const owner = await registered();
    const d = await guest();
    const wrong = await d.call('loginAccountLogin', { account: owner.name, password: 'wrong1234' });
    const unknown = await d.call('loginAccountLogin', { account: 'nosuchuser1', password: PASSWORD });
    expect(wrong.body).toEqual({ code: 4003, msg: 'wrong account or password', tip: '账号或密码错误' });
    expect(unknown.body).toEqual(wrong.body);
    const bad = await d.call('loginAccountLogin', { account: '', password: PASSWORD });
    expect(bad.body.code).toBe(2000);
  });

  it('after 3 failures of an account needs a captcha; a wrong or reused captcha is refused', async () => {
    const owner = await registered();
    const d = await guest();
    for (let i = 0; i < 3; i++) {
      expect(
        (await d.call('loginAccountLogin', { account: owner.name, password: `nope${i}xyz` })).body.code,
      ).toBe(4003);
    }
    expect(
      (await d.call('loginBefore', { action: 'account', account: owner.name })).data.captchaRequired,
    ).toBe(true);
    // Another network is asked too: the count is per account.
    const e = await guest();
    expect(
      (await e.call('loginBefore', { action: 'account', account: owner.name })).data.captchaRequired,
    ).toBe(true);
    const none = await d.call('loginAccountLogin', { account: owner.name, password: PASSWORD });
    expect(none.body).toMatchObject({ code: 2000, msg: 'captchaCode: Required', tip: '请输入图形验证码' });
    const id1 = await captcha(d);
    const wrongCaptcha = await d.call('loginAccountLogin', {
      account: owner.name,
      password: PASSWORD,
      captchaId: id1,
      captchaCode: 'ZZZZ',
    });
    expect(wrongCaptcha.body).toMatchObject({ code: 2000, msg: 'captchaCode: wrong or expired' });
    // The captcha was used up by the wrong answer.
    const reused = await d.call('loginAccountLogin', {
      account: owner.name,
      password: PASSWORD,
      captchaId: id1,
      captchaCode: 'ABCD',
    });
    expect(reused.body.code).toBe(2000);
    const ok = await d.call('loginAccountLogin', {
      account: owner.name,
      password: PASSWORD,
      captchaId: await captcha(d),
      captchaCode: 'ABCD',
    });
    expect(ok.body.code).toBe(200);
    // Success clears the account's count.
    expect(
      (await e.call('loginBefore', { action: 'account', account: owner.name })).data.captchaRequired,
    ).toBe(false);
  });

  it('throttles brute force: 100 failures of an account within the hour lock it, right password or not', async () => {
    const owner = await registered();
    const attackers = await Promise.all(Array.from({ length: 4 }, () => guest()));
    for (let i = 0; i < 100; i++) {
      const a = attackers[i % attackers.length]!;
      const body: Record<string, string> = { account: owner.name, password: `guess${i}abc` };
      if (i >= 3) {
        body.captchaId = await captcha(a);
        body.captchaCode = 'ABCD';
      }
      expect((await a.call('loginAccountLogin', body)).body.code, `attempt ${i}`).toBe(4003);
    }
    const a = attackers[0]!;
    const locked = await a.call('loginAccountLogin', {
      account: owner.name,
      password: PASSWORD,
      captchaId: await captcha(a),
      captchaCode: 'ABCD',
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      code: ResultCode.TOO_MANY_REQUESTS,
      tip: '尝试次数过多，请稍后再试',
    });
    expect(locked.response.headers['retry-after']).toBeDefined();
  });

  it('needs a captcha from a network after 10 failures across accounts', async () => {
    const ip = freshIp();
    const a = await guest(ip);
    for (let i = 0; i < 10; i++) {
      await a.call('loginAccountLogin', { account: `spray${i}name`, password: PASSWORD });
    }
    const b = await guest(ip);
    expect(
      (await b.call('loginBefore', { action: 'account', account: 'freshname1' })).data.captchaRequired,
    ).toBe(true);
  });
});

describe('guest data when logging in to another account', () => {
  it('login/before describes it; the guest keeps it and comes back on logout', async () => {
    const owner = await registered();
    const g = await guest();
    await ctx.t.app.db.update(users).set({ gold: 900 }).where(eq(users.id, g.userId));
    const before = await g.call('loginBefore', { action: 'account', account: owner.name });
    expect(before.data).toMatchObject({
      guestPolicy: 'keep',
      guest: { id: g.userId, gold: 900, diamond: 0, member: false },
    });
    const login = await g.call('loginAccountLogin', { account: owner.name, password: PASSWORD });
    expect(login.data.userInfo).toMatchObject({ id: owner.userId });
    expect(login.data.userInfo.gold).toBe(0);
    g.token = login.data.token;
    expect((await g.call('userLogout', {})).body.code).toBe(200);
    g.token = '';
    const back = await g.guest(g.devID);
    expect(back.data.userInfo).toMatchObject({ id: g.userId, isGuest: true, gold: 900 });
  });

  it('a guest with nothing gets guest: null', async () => {
    const g = await guest();
    expect((await g.call('loginBefore', {})).data.guest).toBeNull();
  });

  it('after logging out of a registered guest, the device gets a new guest, not the account', async () => {
    const c = await registered();
    await c.call('userLogout', {});
    c.token = '';
    const r = await c.guest(c.devID);
    expect(r.body.code).toBe(200);
    expect(r.data.userInfo.isGuest).toBe(true);
    expect(r.data.userInfo.id).not.toBe(c.userId);
    // And that new guest stays the device's guest.
    const again = await new TestClient(ctx.t.app, ctx.t.config).guest(c.devID);
    expect(again.data.userInfo.id).toBe(r.data.userInfo.id);
  });
});

describe('SMS codes and login/phone', () => {
  it('a new phone registers the calling guest with it (same user); the code is single use', async () => {
    const c = await guest();
    const phone = freshPhone();
    const code = await smsCode(c, phone);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await c.call('loginPhone', { phone, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.body).toMatchObject({
      code: 2000,
      msg: 'code: wrong or expired',
      tip: '验证码错误或已过期',
    });
    const r = await c.call('loginPhone', { phone, code });
    expect(r.body.code).toBe(200);
    expect(r.data.userInfo).toMatchObject({
      id: c.userId,
      isGuest: false,
      phone: `${phone.slice(0, 3)}****${phone.slice(7)}`,
      hasPassword: false,
    });
    expect(r.data.userInfo.nickname).toBe(`手机用户${phone.slice(-4)}`);
    c.token = r.data.token;
    const reuse = await (await guest()).call('loginPhone', { phone, code });
    expect(reuse.body.code).toBe(2000);
  });

  it('a bound phone logs another device in to its account', async () => {
    const first = await guest();
    const phone = freshPhone();
    await first.call('loginPhone', { phone, code: await smsCode(first, phone) });
    const second = await guest();
    // The resend gap is per phone: read it from login/before, then wait it out by clearing it.
    const before = await second.call('loginBefore', { action: 'phone', phone });
    expect(before.data.smsResendIn).toBeGreaterThan(50);
    await ctx.t.kv.delete(`sms:gap:${phone}`);
    const r = await second.call('loginPhone', { phone, code: await smsCode(second, phone) });
    expect(r.data.userInfo.id).toBe(first.userId);
  });

  it('refuses a second code within 60 s, bad phones, and drops a code after 5 wrong tries', async () => {
    const c = await guest();
    const phone = freshPhone();
    const code = await smsCode(c, phone);
    const again = await c.call('loginCaptcha', { type: 'sms', phone });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(ResultCode.TOO_MANY_REQUESTS);
    expect(again.body.tip).toMatch(/^请\d+秒后再获取验证码$/);
    for (const bad of ['12345678901', '1381234567', 'abc', '']) {
      const r = await c.call('loginCaptcha', { type: 'sms', phone: bad });
      expect(r.body.code, bad).toBe(2000);
    }
    expect((await c.call('loginPhone', { phone: '10000000000', code })).body.msg).toMatch(/^phone: /);
    for (let i = 0; i < 5; i++) {
      const guessCode = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      expect((await c.call('loginPhone', { phone, code: guessCode })).body.code).toBe(2000);
    }
    expect((await c.call('loginPhone', { phone, code })).body.code).toBe(2000);
  });

  it('limits codes per phone per hour and asks for a captcha after 5 sends from a network', async () => {
    const ip = freshIp();
    const c = await guest(ip);
    const phones = Array.from({ length: 5 }, freshPhone);
    for (const p of phones) await smsCode(c, p);
    expect((await c.call('loginBefore', { action: 'sms' })).data.smsCaptchaRequired).toBe(true);
    const p6 = freshPhone();
    const refused = await c.call('loginCaptcha', { type: 'sms', phone: p6 });
    expect(refused.body).toMatchObject({ code: 2000, msg: 'captchaCode: Required' });
    const ok = await c.call('loginCaptcha', {
      type: 'sms',
      phone: p6,
      captchaId: await captcha(c),
      captchaCode: 'ABCD',
    });
    expect(ok.body.code).toBe(200);

    // Per phone: 5 an hour, whichever network asks.
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) {
      await ctx.t.kv.delete(`sms:gap:${phone}`);
      expect((await (await guest()).call('loginCaptcha', { type: 'sms', phone })).body.code).toBe(200);
    }
    await ctx.t.kv.delete(`sms:gap:${phone}`);
    const sixth = await (await guest()).call('loginCaptcha', { type: 'sms', phone });
    expect(sixth.body).toMatchObject({ code: 1002, tip: '该手机号获取验证码过于频繁，请稍后再试' });
  });

  it('an expired code is refused', async () => {
    const c = await guest();
    const phone = freshPhone();
    const code = await smsCode(c, phone);
    await ctx.t.kv.delete(`sms:code:login:${phone}`); // what the TTL does after 5 minutes
    expect((await c.call('loginPhone', { phone, code })).body.code).toBe(2000);
  });
});

describe('login/bindMobile', () => {
  it('binds a phone to a guest, which becomes an account and keeps its data', async () => {
    const c = await guest();
    await ctx.t.app.db.update(users).set({ diamond: 70 }).where(eq(users.id, c.userId));
    const phone = freshPhone();
    const r = await c.call('loginBindMobile', { phone, code: await smsCode(c, phone, 'bind') });
    expect(r.body.code).toBe(200);
    expect(r.data.userInfo).toMatchObject({ id: c.userId, isGuest: false, diamond: 70 });
    expect(r.data.token).not.toBe(c.token);
  });

  it('refuses a phone of another account (4009) and a second bind', async () => {
    const a = await guest();
    const phone = freshPhone();
    const bound = await a.call('loginBindMobile', { phone, code: await smsCode(a, phone, 'bind') });
    a.token = bound.data.token;
    const b = await registered();
    const send = await b.call('loginCaptcha', { type: 'sms', phone, purpose: 'bind' });
    expect(send.body).toMatchObject({ code: ResultCode.CONFLICT, tip: '该手机号已绑定其他账号' });
    const direct = await b.call('loginBindMobile', { phone, code: '123456' });
    expect(direct.body.code).toBe(ResultCode.CONFLICT);
    const other = freshPhone();
    const twice = await a.call('loginBindMobile', { phone: other, code: '123456' });
    expect(twice.body.code).toBe(ResultCode.CONFLICT);
    const badCode = await b.call('loginBindMobile', { phone: freshPhone(), code: '12' });
    expect(badCode.body.msg).toMatch(/^code: /);
  });
});
