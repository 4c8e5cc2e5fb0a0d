// What an outside probe found (issue 20), as tests: path spellings that skipped the signature,
// text PostgreSQL cannot hold, over-long bodies, security headers and the rate-limit design.
import http from 'node:http';
import net from 'node:net';
import { ResultCode } from '@lld/protocol/result-codes';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/core.schema.ts';
import { devId, TestClient } from '../test/client.ts';
import { testApp, useTestApp } from '../test/harness.ts';
import { isCanonicalPath, looseForm } from './canonical-path.ts';
import { scriptHash } from './security-headers.ts';
import { findBadText } from './text-guard.ts';
import { runtimeConfigOf, runtimeScript } from './web.ts';

const h = useTestApp({ BODY_LIMIT: '65536' });

let address: string | undefined;
const listening = async () => (address ??= await h.t.app.listen({ port: 0, host: '127.0.0.1' }));

/** One request with the path exactly as given. */
function raw(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, method, path, headers }, (res) => {
      let body = '';
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

/** Spellings of real routes that a lenient router could match; none may reach a handler. */
const SPELLINGS = [
  '/api/%61pp/login/guest',
  '/api/ap%70/media/home',
  '/%61pi/app/community/post/list',
  '/api/%61pp/user/info',
  '/api/app/user/%69nfo',
  '/api/app%2Fuser/info',
  '//api/app/user/info',
  '/api//app/user/info',
  '/api/./app/user/info',
  '/api/app/../app/user/info',
  '/api/app/user/info/',
  '/api/app/user/info;jsessionid=1',
  '/api/app/user/info%00',
  '/API/app/user/info',
  '/Api/app/user/info',
  '/api/App/user/info',
  '/api\\app\\user\\info',
  '/api/admin/%73ettings/theme',
  '/api/admin//settings/theme',
  '/files/%2e%2e/secrets',
  '/%66iles/x',
];

describe('one spelling per route', () => {
  it('answers every other spelling 404 with code 2004 before any plugin or handler runs', async () => {
    const [before] = await h.t.app.db.select({ n: count() }).from(users);
    // A real socket: the path reaches the server exactly as written (inject would resolve dots).
    const base = await listening();
    for (const url of SPELLINGS)
      for (const method of ['GET', 'POST'] as const) {
        const r = await raw(base, method, url, {
          accept: 'text/html',
          'content-type': 'application/json',
          'x-admin-key': h.t.config.adminKey,
        });
        expect(r.status, `${method} ${url}`).toBe(404);
        expect(JSON.parse(r.body), `${method} ${url}`).toMatchObject({ code: ResultCode.NOT_FOUND });
      }
    // login/guest never ran: no user was made.
    const [after] = await h.t.app.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
  });

  it('still serves the canonical spelling, and leaves client-side page paths alone', async () => {
    const c = new TestClient(h.t.app, h.t.config);
    expect((await c.guest(devId('canonical'))).body.code).toBe(200);
    expect((await c.call('userInfo', {})).body.code).toBe(200);
    const page = await h.t.app.inject({
      method: 'GET',
      url: '/mine/setting/',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).not.toBe(404); // the SPA fallback (503 here: the web app is not built)
  });

  it('tells canonical paths from the rest', () => {
    expect(isCanonicalPath('/api/app/user/info')).toBe(true);
    expect(isCanonicalPath('/')).toBe(true);
    for (const p of ['/api/app/x/', '/api/%61pp', '/a//b', '/a/./b', '/a/../b', '/a;b', '/a\\b'])
      expect(isCanonicalPath(p), p).toBe(false);
    expect(looseForm('//API/./app/%75ser/../user/info')).toBe('/api/app/user/info');
  });
});

describe('text no column can hold', () => {
  it('finds NUL, control characters, lone surrogates and over-deep JSON; passes emoji and CJK', () => {
    expect(findBadText({ a: '好😀\t\n' })).toBeNull();
    expect(findBadText({ a: 'x\u0000y' })).toBe('a: invalid characters');
    expect(findBadText({ list: ['ok', 'b\u0007'] })).toBe('list.1: invalid characters');
    expect(findBadText({ a: '\ud83d' })).toBe('a: invalid characters');
    expect(findBadText({ a: 'x\udc00' })).toBe('a: invalid characters');
    expect(findBadText({ 'k\u0000': 1 })).toBe('k\u0000: invalid characters');
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = { d: deep };
    expect(findBadText(deep)).toMatch(/nested too deep$/);
  });

  it('answers 2000 (never 5000) for NUL in any text field, and saves nothing', async () => {
    const c = new TestClient(h.t.app, h.t.config);
    await c.guest(devId('nul'));
    const before = (await c.call('userInfo', {})).data;
    for (const [name, body] of [
      ['userInfoModify', { nickname: 'a\u0000b' }],
      ['userInfoModify', { intro: 'x\ud800' }],
      ['communityPostPublish', { text: 'hi\u0000', categoryId: 1 }],
      ['mediaHotSearches', { keyword: '\u0000' }],
      ['feedbackAdd', { category: 'other', text: '反馈\u0000内容很长' }],
    ] as const) {
      const r = await c.call(name, body);
      expect(r.status, name).toBeLessThan(500);
      expect(r.body.code, name).toBe(ResultCode.INVALID_PARAMS);
    }
    expect((await c.call('userInfo', {})).data).toEqual(before);
  });
});

describe('over-long bodies', () => {
  it('answer 413 with a body, and a raw client still sending can read it', async () => {
    const r = await h.t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/epay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'x'.repeat(200_000),
    });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ code: ResultCode.INVALID_PARAMS, msg: 'body too large' });

    const port = Number(new URL(await listening()).port);
    const answer = await new Promise<{ text: string; error: string | null }>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      let text = '';
      let error: string | null = null;
      s.on('data', (d) => {
        text += d;
      });
      s.on('error', (e: NodeJS.ErrnoException) => {
        error = e.code ?? e.message;
      });
      s.on('close', () => resolve({ text, error }));
      const body = Buffer.alloc(2_000_000, 120);
      s.write(
        `POST /api/app/media/hotSearchs/list HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      s.write(body, () => s.end());
    });
    expect(answer.error).toBeNull();
    expect(answer.text).toMatch(/^HTTP\/1\.1 (413|403)/); // unsigned: refused early, still readable
  });
});

describe('security headers', () => {
  it('sends CSP, nosniff, Referrer-Policy, Permissions-Policy and frame-ancestors on API answers', async () => {
    const r = await h.t.app.inject({ method: 'GET', url: '/api/runtime-config.json' });
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.headers['permissions-policy']).toContain('camera=(self)');
    expect(r.headers['x-frame-options']).toBe('DENY');
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(scriptHash(runtimeScript(runtimeConfigOf(h.t.config))));
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(r.headers['strict-transport-security']).toBeUndefined();
    const bad = await h.t.app.inject({ method: 'POST', url: '/api/app/user/info' });
    expect(bad.headers['x-content-type-options']).toBe('nosniff');
    expect(bad.headers['content-security-policy']).toBeDefined();
  });

  it('adds HSTS when the operator says TLS is in front', async () => {
    const t = await testApp(h.db, { HSTS: 'on' });
    try {
      const r = await t.app.inject({ method: 'GET', url: '/api/runtime-config.json' });
      expect(r.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await t.app.close();
    }
  });
});

describe('rate limits on a shared address (CGNAT)', () => {
  it('limits token-less calls per IP, but callers with a token only by their token', async () => {
    const t = await testApp(h.db, { RATE_LIMIT_IP: '3/10s', RATE_LIMIT_TOKEN: '5/10s' });
    try {
      const shared = '198.51.100.77';
      // Ten people behind one address, each made a guest elsewhere.
      const people = await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const c = new TestClient(t.app, t.config, { remoteAddress: `203.0.113.${i + 1}` });
          await c.guest(devId(`cgnat-${i}`));
          return c;
        }),
      );
      for (const c of people)
        for (let k = 0; k < 4; k++)
          expect((await c.call('userInfo', {}, { remoteAddress: shared })).body.code).toBe(200);
      // Token-less calls from that address have their own small budget …
      const anon = new TestClient(t.app, t.config, { remoteAddress: shared });
      for (let k = 0; k < 3; k++) expect((await anon.call('pingCheck')).body.code).toBe(200);
      expect((await anon.call('pingCheck')).status).toBe(429);
      // … and a made-up token counts as token-less.
      const fake = await anon.call('userInfo', {}, { token: 'not-a-token', remoteAddress: '198.51.100.78' });
      expect(fake.body.code).toBe(ResultCode.TOKEN_INVALID);
      for (let k = 0; k < 3; k++)
        await anon.call('userInfo', {}, { token: 'not-a-token', remoteAddress: '198.51.100.78' });
      expect(
        (await anon.call('userInfo', {}, { token: 'nope', remoteAddress: '198.51.100.78' })).status,
      ).toBe(429);
    } finally {
      await t.app.close();
    }
  });
});
