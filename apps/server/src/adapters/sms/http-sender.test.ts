import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { devId, TestClient } from '../../test/client.ts';
import { TEST_SECRETS, testApp, useTestDatabase } from '../../test/harness.ts';
import { HttpSmsSender } from './http-sender.ts';
import { ConsoleSmsSender, SmsSendError } from './sms.ts';

/** A local gateway that speaks the HttpSmsSender protocol; its answer is set per test. */
interface Received {
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}
let server: Server;
let url = '';
const received: Received[] = [];
let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: '{"ok":true}' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => {
      text += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(text) as Record<string, unknown> });
      const send = () => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms/send`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const message = { phone: '13800138000', code: '123456', purpose: 'login', text: '验证码 123456' };

describe('HttpSmsSender against a local gateway', () => {
  it('posts the JSON body with the bearer token and an idempotency key', async () => {
    answer = { status: 200, body: '{"ok":true,"id":"m1"}' };
    received.length = 0;
    await new HttpSmsSender({ url, token: 'gw-secret', timeoutMs: 2000 }).send(message);
    const got = received[0]!;
    expect(got.headers.authorization).toBe('Bearer gw-secret');
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(got.body).toMatchObject({
      ...message,
      countryCode: '86',
      requestId: got.headers['idempotency-key'],
    });
  });

  it('accepts an empty 2xx and {"code":0}; sends no Authorization without a token', async () => {
    received.length = 0;
    answer = { status: 204, body: '' };
    await new HttpSmsSender({ url, token: undefined, timeoutMs: 2000 }).send(message);
    expect(received[0]!.headers.authorization).toBeUndefined();
    answer = { status: 200, body: '{"code":0,"message":"OK"}' };
    await expect(
      new HttpSmsSender({ url, token: 'x', timeoutMs: 2000 }).send(message),
    ).resolves.toBeUndefined();
  });

  it('fails on a non-2xx status, a refusal in the body, a timeout and an unreachable gateway', async () => {
    const sender = new HttpSmsSender({ url, token: 'x', timeoutMs: 300 });
    answer = { status: 500, body: '{"error":"down"}' };
    await expect(sender.send(message)).rejects.toThrow(SmsSendError);
    answer = { status: 200, body: '{"ok":false,"message":"blacklisted"}' };
    await expect(sender.send(message)).rejects.toThrow(/blacklisted/);
    answer = { status: 200, body: '{"code":1001,"message":"no balance"}' };
    await expect(sender.send(message)).rejects.toThrow(/no balance/);
    answer = { status: 200, body: '{"ok":true}', delayMs: 1000 };
    await expect(sender.send(message)).rejects.toThrow(/unreachable/);
    const closed = new HttpSmsSender({ url: 'http://127.0.0.1:1/sms', token: undefined, timeoutMs: 500 });
    await expect(closed.send(message)).rejects.toThrow(SmsSendError);
  });
});

describe('SMS_SENDER=http in the app', () => {
  const h = useTestDatabase();

  it('login/captcha {type:"sms"} reaches the gateway; a gateway failure is 5000 with a tip', async () => {
    const t = await testApp(h.db, {
      SMS_SENDER: 'http',
      SMS_HTTP_URL: url,
      SMS_HTTP_TOKEN: 'tok-123',
      SMS_HTTP_TIMEOUT_MS: '2000',
    });
    try {
      const c = new TestClient(t.app, t.config);
      await c.guest(devId('smshttp'));
      received.length = 0;
      answer = { status: 200, body: '{"ok":true}' };
      const r = await c.call('loginCaptcha', { type: 'sms', phone: '13700001111' });
      expect(r.body.code).toBe(200);
      const got = received[0]!;
      expect(got.body.phone).toBe('13700001111');
      expect(String(got.body.text)).toContain(String(got.body.code));
      expect(got.headers.authorization).toBe('Bearer tok-123');
      const login = await c.call('loginPhone', { phone: '13700001111', code: got.body.code });
      expect(login.body.code).toBe(200);
      c.token = (login.data as { token: string }).token;

      answer = { status: 503, body: '' };
      const failed = await c.call('loginCaptcha', { type: 'sms', phone: '13700002222' });
      expect(failed.status, JSON.stringify(failed.body)).toBe(500);
      expect(failed.body).toMatchObject({ code: 5000, tip: '短信发送失败，请稍后再试' });
      // No outbox with a real gateway.
      const outbox = await t.app.inject({
        method: 'GET',
        url: '/api/admin/sms/outbox',
        headers: { 'x-admin-key': t.config.adminKey },
      });
      expect(outbox.json().code).toBe(2004);
    } finally {
      await t.app.close();
    }
  });

  it('the console sender keeps codes for the operator API', async () => {
    const t = await testApp(h.db);
    try {
      expect(t.app.services.smsCodes.sender).toBeInstanceOf(ConsoleSmsSender);
      const c = new TestClient(t.app, t.config);
      await c.guest(devId('smscon'));
      await c.call('loginCaptcha', { type: 'sms', phone: '13600003333' });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/sms/outbox?phone=13600003333',
        headers: { 'x-admin-key': t.config.adminKey },
      });
      expect(res.json()).toMatchObject({ code: 200, data: [{ phone: '13600003333', purpose: 'login' }] });
      const denied = await t.app.inject({ method: 'GET', url: '/api/admin/sms/outbox' });
      expect(denied.json().code).toBe(4003);
    } finally {
      await t.app.close();
    }
  });

  it('SMS_SENDER=http without SMS_HTTP_URL is a configuration error', () => {
    expect(() => loadConfig({ ...TEST_SECRETS, DATA_DIR: '/tmp/lld-sms-cfg', SMS_SENDER: 'http' })).toThrow(
      ConfigError,
    );
    expect(() =>
      loadConfig({ ...TEST_SECRETS, DATA_DIR: '/tmp/lld-sms-cfg', SMS_SENDER: 'carrier-pigeon' }),
    ).toThrow(/SMS_SENDER/);
  });
});
