// Shared by the account test files: one app per file (PGlite, console SMS sender, a fixed captcha),
// and clients that never share a network, a phone or a name with another test.
import { afterAll, beforeAll, expect } from 'vitest';
import { ConsoleSmsSender } from '../../adapters/sms/sms.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { devId, TestClient } from '../../test/client.ts';
import { type TestApp, testApp, testDatabase } from '../../test/harness.ts';

export const PASSWORD = 'abc12345';
let ipCounter = 0;
/** A fresh IPv4 address per client, so network limits of one test do not touch another. */
export const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
let phoneCounter = 0;
export const freshPhone = () =>
  `139${String(process.pid % 10_000).padStart(4, '0')}${String(++phoneCounter).padStart(4, '0')}`;
let nameCounter = 0;
export const freshName = () => `user${process.pid}x${++nameCounter}`;

/** Starts the file's app before its tests and closes it after; `ctx.t` and `ctx.sms` are set once started. */
export function useAccountApp() {
  const ctx = {} as { db: DatabaseHandle; t: TestApp; sms: ConsoleSmsSender };
  beforeAll(async () => {
    ctx.db = await testDatabase();
    ctx.sms = new ConsoleSmsSender();
    ctx.t = await testApp(ctx.db, { PASSWORD_SCRYPT_LOG_N: '10' }, { smsSender: ctx.sms });
    ctx.t.app.services.captcha.textSource = () => 'ABCD';
  });
  afterAll(async () => {
    await ctx.t?.app.close();
    await ctx.db?.close();
  });

  async function guest(ip = freshIp()) {
    const c = new TestClient(ctx.t.app, ctx.t.config, { remoteAddress: ip });
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
    const entry = ctx.sms.outbox(purpose === 'changeOld' ? undefined : phone)[0];
    expect(entry?.purpose).toBe(purpose);
    return entry!.code;
  }

  async function captcha(c: TestClient) {
    const r = await c.call('loginCaptcha', { type: 'image' });
    expect(r.body.code).toBe(200);
    if (r.data.type !== 'image') throw new Error('expected image');
    return r.data.captchaId;
  }

  return { ctx, guest, registered, smsCode, captcha };
}
