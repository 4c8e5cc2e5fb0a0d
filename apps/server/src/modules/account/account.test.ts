import { decodeImage } from '@lld/protocol/image-codec';
import { ResultCode } from '@lld/protocol/result-codes';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleSmsSender } from '../../adapters/sms/sms.ts';
import { users, userVips } from '../../db/core.schema.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { devId, TestClient } from '../../test/client.ts';
import { type TestApp, testApp, testDatabase } from '../../test/harness.ts';

let db: DatabaseHandle;
let t: TestApp;
let sms: ConsoleSmsSender;
let ipCounter = 0;
/** A fresh IPv4 address per client, so network limits of one test do not touch another. */
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
let phoneCounter = 0;
const freshPhone = () =>
  `139${String(process.pid % 10_000).padStart(4, '0')}${String(++phoneCounter).padStart(4, '0')}`;
let nameCounter = 0;
const freshName = () => `user${process.pid}x${++nameCounter}`;
const PASSWORD = 'abc12345';

beforeAll(async () => {
  db = await testDatabase();
  sms = new ConsoleSmsSender();
  t = await testApp(db, { PASSWORD_SCRYPT_LOG_N: '10' }, { smsSender: sms });
  t.app.services.captcha.textSource = () => 'ABCD';
});
afterAll(async () => {
  await t?.app.close();
  await db?.close();
});

async function guest(ip = freshIp()) {
  const c = new TestClient(t.app, t.config, { remoteAddress: ip });
  const id = devId('acct');
  const r = await c.guest(id);
  expect(r.body.code).toBe(200);
  return Object.assign(c, { devID: id, userId: r.data.userInfo.id });
}

async function registered(name = freshName(), ip?: string) {
  const c = await guest(ip);
  const r = await c.call('loginAccountRegister', { account: name, password: PASSWORD });
  expect(r.body).toMatchObject({ code: 200 });
  c.token = r.data.token;
  return Object.assign(c, { name });
}

async function smsCode(c: TestClient, phone: string, purpose = 'login') {
  const r = await c.call('loginCaptcha', { type: 'sms', phone, purpose });
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  const entry = sms.outbox(purpose === 'changeOld' ? undefined : phone)[0];
  expect(entry?.purpose).toBe(purpose);
  return entry!.code;
}

async function captcha(c: TestClient) {
  const r = await c.call('loginCaptcha', { type: 'image' });
  expect(r.body.code).toBe(200);
  if (r.data.type !== 'image') throw new Error('expected image');
  return r.data.captchaId;
}

describe('login/account/register', () => {
  it('turns the calling guest into an account: same user, balances and VIP kept, old token revoked', async () => {
    const c = await guest();
    await t.app.db.update(users).set({ gold: 1234, diamond: 56 }).where(eq(users.id, c.userId));
    const expires = new Date(Date.now() + 86_400_000);
    await t.app.db
      .insert(userVips)
      .values({ userId: c.userId, tier: 'normal', vipType: 1, expiresAt: expires });
    const old = new TestClient(t.app, t.config);
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
    const { wallet, purchases, vip } = t.app.services;
    await wallet.credit(c.userId, 'gold', 5000, {
      reason: 'grant',
      reference: `test:${c.userId}`,
      idempotencyKey: `grant-${c.userId}`,
    });
    await purchases.buy(c.userId, { kind: 'video', itemId: 'v-42', rule: { price: 1200, currency: 'gold' } });
    await t.app.db.transaction((tx) =>
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
    const c = new TestClient(t.app, t.config);
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
    const stale = new TestClient(t.app, t.config);
    stale.token = guestToken;
    expect((await stale.call('userInfo', {})).body.code).toBe(ResultCode.TOKEN_INVALID);
    // The owner's own session is untouched.
    expect((await owner.call('userInfo', {})).body.code).toBe(200);
  });

  it('a replaced token gets 1000: logging in again on the same device revokes the earlier login', async () => {
    const owner = await registered();
    const d = await guest();
    const first = await d.call('loginAccountLogin', { account: owner.name, password: PASSWORD });
    d.token = first.data.token;
    const second = await d.call('loginAccountLogin', { account: owner.name, password: PASSWORD });
    expect(second.body.code).toBe(200);
    const replaced = new TestClient(t.app, t.config);
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
    await t.app.db.update(users).set({ gold: 900 }).where(eq(users.id, g.userId));
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
    const again = await new TestClient(t.app, t.config).guest(c.devID);
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
    await t.kv.delete(`sms:gap:${phone}`);
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
      await t.kv.delete(`sms:gap:${phone}`);
      expect((await (await guest()).call('loginCaptcha', { type: 'sms', phone })).body.code).toBe(200);
    }
    await t.kv.delete(`sms:gap:${phone}`);
    const sixth = await (await guest()).call('loginCaptcha', { type: 'sms', phone });
    expect(sixth.body).toMatchObject({ code: 1002, tip: '该手机号获取验证码过于频繁，请稍后再试' });
  });

  it('an expired code is refused', async () => {
    const c = await guest();
    const phone = freshPhone();
    const code = await smsCode(c, phone);
    await t.kv.delete(`sms:code:login:${phone}`); // what the TTL does after 5 minutes
    expect((await c.call('loginPhone', { phone, code })).body.code).toBe(2000);
  });
});

describe('login/bindMobile', () => {
  it('binds a phone to a guest, which becomes an account and keeps its data', async () => {
    const c = await guest();
    await t.app.db.update(users).set({ diamond: 70 }).where(eq(users.id, c.userId));
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

describe('user/changeMobile', () => {
  it('moves the account to a new phone with codes from both phones', async () => {
    const c = await guest();
    const oldPhone = freshPhone();
    c.token = (await c.call('loginPhone', { phone: oldPhone, code: await smsCode(c, oldPhone) })).data.token;
    await t.kv.delete(`sms:gap:${oldPhone}`);
    const oldCode = await smsCode(c, '', 'changeOld');
    expect(sms.outbox()[0]?.phone).toBe(oldPhone);
    const newPhone = freshPhone();
    const same = await c.call('userChangeMobile', { oldCode, phone: oldPhone, code: '123456' });
    expect(same.body.code).toBe(2000);
    const newCode = await smsCode(c, newPhone, 'changeNew');
    const wrongOld = await c.call('userChangeMobile', {
      oldCode: oldCode === '000000' ? '000001' : '000000',
      phone: newPhone,
      code: newCode,
    });
    expect(wrongOld.body).toMatchObject({ code: 2000, msg: 'oldCode: wrong or expired' });
    const r = await c.call('userChangeMobile', { oldCode, phone: newPhone, code: newCode });
    expect(r.body.code).toBe(200);
    expect(r.data.phone).toBe(`${newPhone.slice(0, 3)}****${newPhone.slice(7)}`);
    // The old phone is free; the new one logs in to this account.
    const d = await guest();
    await t.kv.delete(`sms:gap:${newPhone}`);
    expect(
      (await d.call('loginPhone', { phone: newPhone, code: await smsCode(d, newPhone) })).data.userInfo.id,
    ).toBe(c.userId);
  });

  it('refuses without a bound phone (4003) and a phone of another account (4009)', async () => {
    const c = await registered();
    expect(
      (await c.call('userChangeMobile', { oldCode: '123456', phone: freshPhone(), code: '123456' })).body
        .code,
    ).toBe(4003);
    expect((await c.call('loginCaptcha', { type: 'sms', purpose: 'changeOld' })).body.code).toBe(4003);
    const a = await guest();
    const pa = freshPhone();
    a.token = (await a.call('loginPhone', { phone: pa, code: await smsCode(a, pa) })).data.token;
    const b = await guest();
    const pb = freshPhone();
    b.token = (await b.call('loginPhone', { phone: pb, code: await smsCode(b, pb) })).data.token;
    const r = await b.call('userChangeMobile', { oldCode: '123456', phone: pa, code: '123456' });
    expect(r.body.code).toBe(ResultCode.CONFLICT);
  });
});

describe('user/changePassword', () => {
  it('changes the password and ends every other session; this one goes on', async () => {
    const c = await registered();
    const other = await guest();
    other.token = (await other.call('loginAccountLogin', { account: c.name, password: PASSWORD })).data.token;
    const r = await c.call('userChangePassword', { oldPassword: PASSWORD, password: 'newpass123' });
    expect(r.body.code).toBe(200);
    expect(r.data).toEqual({ ok: true, revokedSessions: 1 });
    expect((await other.call('userInfo', {})).body.code).toBe(ResultCode.TOKEN_INVALID);
    expect((await c.call('userInfo', {})).body.code).toBe(200);
    const d = await guest();
    expect((await d.call('loginAccountLogin', { account: c.name, password: PASSWORD })).body.code).toBe(4003);
    expect((await d.call('loginAccountLogin', { account: c.name, password: 'newpass123' })).body.code).toBe(
      200,
    );
  });

  it('refuses a wrong old password, a weak or unchanged one, and guests', async () => {
    const c = await registered();
    expect(
      (await c.call('userChangePassword', { oldPassword: 'wrong123', password: 'newpass123' })).body,
    ).toMatchObject({
      code: 4003,
      tip: '原密码错误',
    });
    expect((await c.call('userChangePassword', { password: 'newpass123' })).body.msg).toBe(
      'oldPassword: Required',
    );
    expect(
      (await c.call('userChangePassword', { oldPassword: PASSWORD, password: 'short1' })).body.code,
    ).toBe(2000);
    expect(
      (await c.call('userChangePassword', { oldPassword: PASSWORD, password: PASSWORD })).body.code,
    ).toBe(2000);
    const g = await guest();
    expect((await g.call('userChangePassword', { password: 'newpass123' })).body).toMatchObject({
      code: 4003,
      tip: '请先注册账号或绑定手机号',
    });
  });

  it('lets a phone-only account set a first password without an old one', async () => {
    const c = await guest();
    const phone = freshPhone();
    c.token = (await c.call('loginPhone', { phone, code: await smsCode(c, phone) })).data.token;
    const r = await c.call('userChangePassword', { password: 'first1234' });
    expect(r.body.code).toBe(200);
    const d = await guest();
    expect(
      (await d.call('loginAccountLogin', { account: phone, password: 'first1234' })).data.userInfo.id,
    ).toBe(c.userId);
  });
});

describe('user/info/modify', () => {
  it('changes nickname, intro, gender and birthday; others see them in the public profile', async () => {
    const c = await guest();
    const r = await c.call('userInfoModify', {
      nickname: '小明同学',
      intro: '爱看电影',
      gender: 1,
      birthday: '1999-09-09',
    });
    expect(r.body.code).toBe(200);
    expect(r.data).toMatchObject({
      nickname: '小明同学',
      intro: '爱看电影',
      gender: 1,
      birthday: '1999-09-09',
    });
    const other = await guest();
    const pub = await other.call('userInfo', { userId: c.userId });
    expect(pub.data).toMatchObject({ nickname: '小明同学', intro: '爱看电影' });
    expect(pub.data).not.toHaveProperty('phone');
    const partial = await c.call('userInfoModify', { intro: '' });
    expect(partial.data).toMatchObject({ nickname: '小明同学', intro: '', gender: 1 });
  });

  it('refuses bad values with 2000 naming the field', async () => {
    const c = await guest();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ nickname: 'a' }, /^nickname: tooShort$/],
      [{ nickname: '名'.repeat(17) }, /^nickname: tooLong$/],
      [{ nickname: ' 空格 ' }, /^nickname: spaces$/],
      [{ nickname: '<b>x</b>' }, /^nickname: format$/],
      [{ intro: '字'.repeat(61) }, /^intro: tooLong$/],
      [{ gender: 3 }, /^gender: /],
      [{ birthday: '2001-02-30' }, /^birthday: format$/],
      [{ birthday: '3000-01-01' }, /^birthday: format$/],
      [{ birthday: 'yesterday' }, /^birthday: /],
    ];
    for (const [body, msg] of cases) {
      const r = await c.call('userInfoModify', body);
      expect(r.body.code, JSON.stringify(body)).toBe(2000);
      expect(r.body.msg).toMatch(msg);
    }
  });
});

function multipart(
  parts: Array<{ name: string; filename?: string; type?: string; data: Uint8Array | string }>,
) {
  const boundary = `----lld${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head = p.filename
      ? `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`
      : `Content-Disposition: form-data; name="${p.name}"\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`), Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('user/avatar', () => {
  async function upload(
    c: TestClient,
    parts: Parameters<typeof multipart>[0],
    headers: Record<string, string> = {},
  ) {
    const { body, contentType } = multipart(parts);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/user/avatar',
      headers: { ...c.signedHeaders('/app/user/avatar'), 'content-type': contentType, ...headers },
      payload: body,
    });
    return res;
  }

  it('re-encodes an upload to a 256×256 WebP, stores it obfuscated and sets user.avatar', async () => {
    const c = await guest();
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const res = await upload(c, [{ name: 'file', filename: 'me.png', type: 'image/png', data: png }]);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.hash).toBe(true);
    const { decryptPayload } = await import('@lld/protocol/cipher');
    const data = decryptPayload(t.config.dataKey, body.data) as {
      avatar: string;
      userInfo: { avatar: string };
    };
    expect(data.avatar).toMatch(/^\/avatar\/[a-z0-9]+\.webp$/);
    expect(data.userInfo.avatar).toBe(data.avatar);
    const file = await t.app.inject({ method: 'GET', url: `/files${data.avatar}` });
    expect(file.statusCode).toBe(200);
    const raw = new Uint8Array(file.rawPayload);
    expect(String.fromCharCode(...raw.subarray(0, 4))).not.toBe('RIFF'); // obfuscated
    const decoded = decodeImage(raw, t.config.imageKey);
    const meta = await sharp(decoded).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    // A second upload replaces the first file.
    const jpg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#cc3366' } })
      .jpeg()
      .toBuffer();
    const second = await upload(c, [{ name: 'file', filename: 'x.jpg', data: jpg }]);
    expect(second.json().code).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/files${data.avatar}` })).statusCode).toBe(404);
  });

  it('judges by magic bytes, not by name or type; refuses broken, missing and oversized files', async () => {
    const c = await guest();
    const fake = await upload(c, [
      {
        name: 'file',
        filename: 'a.png',
        type: 'image/png',
        data: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
    ]);
    expect(fake.json()).toMatchObject({ code: 2000, msg: 'file: not a JPEG, PNG, GIF or WebP image' });
    const broken = await upload(c, [
      {
        name: 'file',
        filename: 'b.png',
        data: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      },
    ]);
    expect(broken.json()).toMatchObject({ code: 2000, msg: 'file: unreadable image' });
    const none = await upload(c, [{ name: 'other', data: 'x' }]);
    expect(none.json()).toMatchObject({ code: 2000, msg: 'file: Required' });
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff]);
    const tooBig = await upload(c, [{ name: 'file', filename: 'big.jpg', data: big }]);
    expect(tooBig.json()).toMatchObject({ code: 2000, msg: 'file: too large' });
    const json = await c.call('userAvatar', {});
    expect(json.body.code).toBe(2000);
  });

  it('needs a token and a valid signature', async () => {
    const anon = new TestClient(t.app, t.config);
    const res = await upload(anon, [{ name: 'file', filename: 'a.png', data: 'x' }]);
    expect(res.json().code).toBe(1000);
    const c = await guest();
    const forged = await upload(c, [{ name: 'file', filename: 'a.png', data: 'x' }], {
      'x-api-key': 'timestamp=1&sign=x&nonce=y',
    });
    expect(forged.json().code).toBe(1001);
  });
});

describe('credential QR: user/qrcode {type:"credential"} and login/official', () => {
  it('restores the account on another device; reset and password change revoke it', async () => {
    const c = await registered();
    const first = await c.call('userQrcode', { type: 'credential' });
    expect(first.body.code).toBe(200);
    if (first.data.type !== 'credential') throw new Error('credential expected');
    expect(first.data.credential).toMatch(/^LLDC1\.\d+\./);
    expect(first.data).toMatchObject({ userId: c.userId, account: c.name });
    // Stable until reset.
    const same = await c.call('userQrcode', { type: 'credential' });
    expect(same.data).toMatchObject({ credential: first.data.credential });

    const d = await guest();
    const restored = await d.call('loginOfficial', { credential: first.data.credential });
    expect(restored.body.code).toBe(200);
    expect(restored.data.userInfo.id).toBe(c.userId);

    const tampered = first.data.credential.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    const e = await guest();
    expect((await e.call('loginOfficial', { credential: tampered })).body).toMatchObject({ code: 4003 });
    const otherUser = first.data.credential.replace(/^LLDC1\.\d+/, `LLDC1.${c.userId + 1}`);
    expect((await e.call('loginOfficial', { credential: otherUser })).body.code).toBe(4003);
    expect((await e.call('loginOfficial', { credential: 'hello' })).body.code).toBe(4003);

    const reset = await c.call('userQrcode', { type: 'credential', reset: true });
    if (reset.data.type !== 'credential') throw new Error('credential expected');
    expect(reset.data.credential).not.toBe(first.data.credential);
    expect((await e.call('loginOfficial', { credential: first.data.credential })).body.code).toBe(4003);
    expect((await e.call('loginOfficial', { credential: reset.data.credential })).body.code).toBe(200);

    await c.call('userChangePassword', { oldPassword: PASSWORD, password: 'another123' });
    const f = await guest();
    expect((await f.call('loginOfficial', { credential: reset.data.credential })).body.code).toBe(4003);
  });

  it("restores a guest's own account too (the card is how a guest keeps it)", async () => {
    const g = await guest();
    const cred = await g.call('userQrcode', { type: 'credential' });
    if (cred.data.type !== 'credential') throw new Error('credential expected');
    expect(cred.data.account).toBe('');
    const d = await guest();
    const r = await d.call('loginOfficial', { credential: cred.data.credential });
    expect(r.data.userInfo).toMatchObject({ id: g.userId, isGuest: true });
  });

  it('locks a network out after 30 bad credentials within the hour', async () => {
    const ip = freshIp();
    const c = await guest(ip);
    for (let i = 0; i < 30; i++) {
      expect(
        (await c.call('loginOfficial', { credential: `LLDC1.1.${'a'.repeat(24)}.${'b'.repeat(32)}` })).body
          .code,
      ).toBe(4003);
    }
    expect((await c.call('loginOfficial', { credential: 'x' })).body.code).toBe(1002);
  });
});

describe('login QR: user/qrcode {type:"login"} and user/qrcode/info', () => {
  it('a second device shows a ticket, a logged-in phone scans and confirms, the device gets the session once', async () => {
    const phone = await registered();
    const desk = await guest();
    const deskGuestToken = desk.token;
    const made = await desk.call('userQrcode', { type: 'login' });
    if (made.data.type !== 'login') throw new Error('login ticket expected');
    const { ticket } = made.data;
    expect(ticket).toMatch(/^LLDL1\./);
    expect(made.data.expiresIn).toBe(120);

    expect((await desk.call('userQrcodeInfo', { ticket })).data).toMatchObject({ status: 'pending' });
    const scanned = await phone.call('userQrcodeInfo', { ticket, action: 'scan' });
    expect(scanned.data).toMatchObject({ status: 'scanned' });
    expect(scanned.data.device).toContain('Safari');
    expect((await desk.call('userQrcodeInfo', { ticket })).data.status).toBe('scanned');
    // Nobody else can take it over.
    const intruder = await registered();
    expect((await intruder.call('userQrcodeInfo', { ticket, action: 'confirm' })).body.code).toBe(4009);
    expect((await intruder.call('userQrcodeInfo', { ticket })).body.code).toBe(4003);

    expect((await phone.call('userQrcodeInfo', { ticket, action: 'confirm' })).data.status).toBe('confirmed');
    const done = await desk.call('userQrcodeInfo', { ticket });
    expect(done.data).toMatchObject({ status: 'confirmed', userInfo: { id: phone.userId } });
    expect(done.data.token).toBeTruthy();
    const stale = new TestClient(t.app, t.config);
    stale.token = deskGuestToken;
    expect((await stale.call('userQrcodeInfo', { ticket })).body.code).toBe(1000);
    desk.token = done.data.token!;
    expect((await desk.call('userInfo', {})).data.id).toBe(phone.userId);
  });

  it('guests cannot confirm; cancel ends it; unknown tickets read as expired', async () => {
    const desk = await guest();
    const made = await desk.call('userQrcode', { type: 'login' });
    if (made.data.type !== 'login') throw new Error('login ticket expected');
    const g = await guest();
    expect((await g.call('userQrcodeInfo', { ticket: made.data.ticket, action: 'scan' })).body).toMatchObject(
      {
        code: 4003,
        tip: '请先登录账号后再扫码',
      },
    );
    expect((await desk.call('userQrcodeInfo', { ticket: made.data.ticket, action: 'scan' })).body.code).toBe(
      4003,
    );
    const phone = await registered();
    expect(
      (await phone.call('userQrcodeInfo', { ticket: made.data.ticket, action: 'confirm' })).body.code,
    ).toBe(4003);
    await phone.call('userQrcodeInfo', { ticket: made.data.ticket, action: 'scan' });
    expect(
      (await phone.call('userQrcodeInfo', { ticket: made.data.ticket, action: 'cancel' })).data.status,
    ).toBe('cancelled');
    expect((await desk.call('userQrcodeInfo', { ticket: made.data.ticket })).data.status).toBe('cancelled');
    expect((await desk.call('userQrcodeInfo', { ticket: 'LLDL1.nosuchticketatall00' })).data.status).toBe(
      'expired',
    );
    expect((await desk.call('userQrcodeInfo', { ticket: '' })).body.code).toBe(2000);
  });
});

describe('login/captcha {type:"image"}', () => {
  it('draws an SVG of paths (no text), single use, case-insensitive', async () => {
    t.app.services.captcha.textSource = () => 'K7XP';
    try {
      const c = await guest();
      const r = await c.call('loginCaptcha', { type: 'image' });
      if (r.data.type !== 'image') throw new Error('image expected');
      expect(r.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(r.data.image.split(',')[1]!, 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg /);
      expect(svg).not.toMatch(/<text|K7XP/);
      expect(r.data.expiresIn).toBe(300);
      const svc = t.app.services.captcha;
      expect(await svc.verify(r.data.captchaId, 'k7xp')).toBe(true);
      expect(await svc.verify(r.data.captchaId, 'K7XP')).toBe(false);
      expect(await svc.verify('unknown', 'K7XP')).toBe(false);
    } finally {
      t.app.services.captcha.textSource = () => 'ABCD';
    }
  });

  it('refuses unknown types', async () => {
    const c = await guest();
    expect((await c.call('loginCaptcha', { type: 'voice' })).body.code).toBe(2000);
  });
});
