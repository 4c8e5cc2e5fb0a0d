import { CONSOLE_LOCKOUT, OPERATOR_ROLES, type OperatorRole } from '@lld/protocol/console';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { base32Decode, totp } from './totp.ts';

const h = useTestApp({ PASSWORD_SCRYPT_LOG_N: '10' });
const PASSWORD = 'correct-horse-42';

interface Session {
  cookie: string;
  csrf: string;
}

async function inject(
  method: string,
  url: string,
  opts: { session?: Session; key?: string; body?: unknown; origin?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.session) {
    headers.cookie = opts.session.cookie;
    headers['x-csrf-token'] = opts.session.csrf;
  }
  if (opts.key) headers['x-admin-key'] = opts.key;
  if (opts.origin) headers.origin = opts.origin;
  const r = await h.t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(method === 'GET' || opts.body === undefined ? {} : { payload: opts.body as object }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: test reads arbitrary JSON answers
  return { r, json: r.json() as { code: number; msg: string; data: any } };
}

async function login(username: string, password = PASSWORD, code?: string): Promise<Session> {
  const { r, json } = await inject('POST', '/api/console/login', {
    body: { username, password, ...(code ? { totp: code } : {}) },
  });
  expect(json.code, json.msg).toBe(200);
  const setCookie = String(r.headers['set-cookie']);
  return { cookie: setCookie.split(';')[0]!, csrf: json.data.csrf };
}

/** `/api/admin/x/:id/y` with every parameter filled in. */
const fill = (url: string) =>
  url
    .replace(/:key\b/, 'theme')
    .replace(/:[A-Za-z]+/g, '1')
    .replace(/\*/g, 'x');

describe('operator console access', () => {
  it('creates the first owner with the setup code only once', async () => {
    expect((await inject('GET', '/api/console/session')).json.data).toMatchObject({
      operator: null,
      setup: true,
    });
    const wrong = await inject('POST', '/api/console/setup', {
      body: { code: 'nope', username: 'boss', password: PASSWORD },
    });
    expect(wrong.json.code).toBe(4003);
    const weak = await inject('POST', '/api/console/setup', {
      body: { code: h.t.config.adminKey, username: 'boss', password: 'short' },
    });
    expect(weak.json.code).toBe(2000);
    const ok = await inject('POST', '/api/console/setup', {
      body: { code: h.t.config.adminKey, username: 'boss', password: PASSWORD },
    });
    expect(ok.json).toMatchObject({ code: 200, data: { operator: { username: 'boss', role: 'owner' } } });
    const again = await inject('POST', '/api/console/setup', {
      body: { code: h.t.config.adminKey, username: 'boss2', password: PASSWORD },
    });
    expect(again.json.code).toBe(4009);
    expect((await inject('GET', '/api/console/session')).json.data.setup).toBe(false);
  });

  it('sets an HttpOnly SameSite=Strict session cookie and refuses changes without the CSRF token', async () => {
    const { r } = await inject('POST', '/api/console/login', {
      body: { username: 'boss', password: PASSWORD },
    });
    const cookie = String(r.headers['set-cookie']);
    expect(cookie).toMatch(/^lld_console=[\w-]+; Path=\/api; HttpOnly; SameSite=Strict; Max-Age=43200$/);
    const s = await login('boss');
    const me = await inject('GET', '/api/console/session', { session: s });
    expect(me.json.data).toMatchObject({ operator: { username: 'boss' }, csrf: s.csrf });
    // GET needs no token; a change does, and a foreign Origin is refused even with it.
    expect(
      (await inject('GET', '/api/admin/operators', { session: { cookie: s.cookie, csrf: '' } })).json.code,
    ).toBe(200);
    const noCsrf = await inject('PUT', '/api/admin/settings/theme', {
      session: { cookie: s.cookie, csrf: 'x' },
      body: { value: 2 },
    });
    expect(noCsrf.json).toEqual({ code: 4003, msg: 'csrf token required' });
    const foreign = await inject('PUT', '/api/admin/settings/theme', {
      session: s,
      body: { value: 2 },
      origin: 'https://evil.example',
    });
    expect(foreign.json.code).toBe(4003);
    const good = await inject('PUT', '/api/admin/settings/theme', {
      session: s,
      body: { value: 2 },
      origin: 'http://localhost:80',
    });
    expect(good.json.code).toBe(200);
    const loginForeign = await inject('POST', '/api/console/login', {
      body: { username: 'boss', password: PASSWORD },
      origin: 'https://evil.example',
    });
    expect(loginForeign.json.code).toBe(4003);
    await inject('POST', '/api/console/logout', { session: s, body: {} });
    expect((await inject('GET', '/api/admin/operators', { session: s })).json.code).toBe(4003);
  });

  it('enrols TOTP (RFC 6238) and then needs the code; a code is never accepted twice', async () => {
    const owner = await login('boss');
    await inject('POST', '/api/admin/operators', {
      session: owner,
      body: { username: 'mod2fa', password: PASSWORD, role: 'moderator' },
    });
    const s = await login('mod2fa');
    const begin = await inject('POST', '/api/console/totp/begin', { session: s, body: {} });
    const secret = begin.json.data.secret as string;
    expect(begin.json.data.uri).toContain(`secret=${secret}`);
    const key = base32Decode(secret);
    expect(
      (
        await inject('POST', '/api/console/totp/confirm', {
          session: s,
          body: { code: '000000' === totp(key, Date.now() / 1000) ? '111111' : '000000' },
        })
      ).json.code,
    ).toBe(2000);
    const confirmCode = totp(key, Date.now() / 1000);
    expect(
      (await inject('POST', '/api/console/totp/confirm', { session: s, body: { code: confirmCode } })).json
        .data.operator.totp,
    ).toBe(true);

    const pw = await inject('POST', '/api/console/login', {
      body: { username: 'mod2fa', password: PASSWORD },
    });
    expect(pw.json.data).toEqual({ needTotp: true, operator: null, csrf: null });
    expect(pw.r.headers['set-cookie']).toBeUndefined();
    // The enrolment used this step's code: the next login waits for the next step (replay refused).
    const reused = await inject('POST', '/api/console/login', {
      body: { username: 'mod2fa', password: PASSWORD, totp: confirmCode },
    });
    expect(reused.json.code).toBe(4003);
    const later = totp(key, Date.now() / 1000 + 30);
    const ok = await inject('POST', '/api/console/login', {
      body: { username: 'mod2fa', password: PASSWORD, totp: later },
    });
    expect(ok.json.code).toBe(200);
    const replay = await inject('POST', '/api/console/login', {
      body: { username: 'mod2fa', password: PASSWORD, totp: later },
    });
    expect(replay.json.code).toBe(4003);
  });

  it(`locks an account after ${CONSOLE_LOCKOUT.failures} failures, even for the right password`, async () => {
    const owner = await login('boss');
    await inject('POST', '/api/admin/operators', {
      session: owner,
      body: { username: 'victim', password: PASSWORD, role: 'support' },
    });
    for (let i = 0; i < CONSOLE_LOCKOUT.failures; i++) {
      const r = await inject('POST', '/api/console/login', {
        body: { username: 'victim', password: 'wrong-password-1' },
      });
      expect(r.json.code).toBe(4003);
    }
    const locked = await inject('POST', '/api/console/login', {
      body: { username: 'victim', password: PASSWORD },
    });
    expect(locked.json.code).toBe(1002);
    expect(Number(locked.r.headers['retry-after'])).toBeGreaterThan(CONSOLE_LOCKOUT.seconds - 60);
    const list = await inject('GET', '/api/admin/operators', { session: owner });
    const victim = list.json.data.list.find((o: { username: string }) => o.username === 'victim');
    expect(victim.locked).toBe(true);
    expect(
      (await inject('PATCH', `/api/admin/operators/${victim.id}`, { session: owner, body: { unlock: true } }))
        .json.code,
    ).toBe(200);
    await login('victim');
    // Unknown usernames answer like wrong passwords.
    const unknown = await inject('POST', '/api/console/login', {
      body: { username: 'nobody', password: PASSWORD },
    });
    expect(unknown.json).toEqual({ code: 4003, msg: 'wrong username or password' });
  });

  it('scoped API tokens: the role they were given, until revoked; ADMIN_KEY stays owner', async () => {
    const owner = await login('boss');
    const made = await inject('POST', '/api/admin/tokens', {
      session: owner,
      body: { name: 'refund bot', role: 'finance' },
    });
    const token = made.json.data.token as string;
    expect(token).toMatch(/^lldt_/);
    expect((await inject('GET', '/api/admin/orders', { key: token })).json.code).toBe(200);
    expect((await inject('GET', '/api/admin/operators', { key: token })).json.code).toBe(4003);
    // A token is automation: it needs no CSRF token.
    expect((await inject('POST', '/api/admin/products', { key: token, body: {} })).json.code).toBe(2000);
    await inject('DELETE', `/api/admin/tokens/${made.json.data.item.id}`, { session: owner });
    expect((await inject('GET', '/api/admin/orders', { key: token })).json).toEqual({
      code: 4003,
      msg: 'x-admin-key required',
    });
    expect((await inject('GET', '/api/admin/operators', { key: h.t.config.adminKey })).json.code).toBe(200);
  });

  it('writes every change to the audit log with who, what, after and from where; secrets masked', async () => {
    const owner = await login('boss');
    await inject('PUT', '/api/admin/settings/theme', { session: owner, body: { value: 3 } });
    await inject('POST', '/api/admin/operators', {
      session: owner,
      body: { username: 'auditee', password: PASSWORD, role: 'content' },
    });
    const audit = await inject('GET', '/api/admin/audit?actor=boss&pageSize=100', { session: owner });
    // biome-ignore lint/suspicious/noExplicitAny: audit entries are JSON
    const items = audit.json.data.list as Array<Record<string, any>>;
    const theme = items.find((e) => e.action === 'PUT /api/admin/settings/:key' && e.after?.value === 3);
    expect(theme).toMatchObject({
      actorKind: 'operator',
      actorName: 'boss',
      role: 'owner',
      target: '/api/admin/settings/theme',
      resultCode: 200,
      ip: '127.0.0.1',
    });
    expect(theme!.before).toMatchObject({ key: 'theme' });
    const created = items.find(
      (e) => e.action === 'POST /api/admin/operators' && e.after?.username === 'auditee',
    );
    expect(created!.after.password).toBe('***');
    expect(items.some((e) => e.action === 'console.login')).toBe(true);
    const filtered = await inject('GET', '/api/admin/audit?action=settings', { session: owner });
    expect(
      (filtered.json.data.list as Array<{ action: string }>).every((e) => /settings/.test(e.action)),
    ).toBe(true);
  });

  it('every /api/admin route admits exactly its declared roles (owner always) and refuses no one', async () => {
    const table = h.t.app.adminRouteTable;
    expect(table.length).toBeGreaterThan(30);
    const owner = await login('boss');
    const sessions = {} as Record<OperatorRole, Session>;
    for (const role of OPERATOR_ROLES) {
      if (role === 'owner') {
        sessions.owner = owner;
        continue;
      }
      await inject('POST', '/api/admin/operators', {
        session: owner,
        body: { username: `r-${role}`, password: PASSWORD, role },
      });
      sessions[role] = await login(`r-${role}`);
    }
    const summary: string[] = [];
    for (const route of table) {
      const url = fill(route.url);
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const none = await inject(route.method, url, { body });
      expect(none.json, `${route.method} ${route.url} as no one`).toEqual({
        code: 4003,
        msg: 'x-admin-key required',
      });
      for (const role of OPERATOR_ROLES) {
        if (route.url === '/api/admin/operators/:id' && role === 'owner') continue; // would patch the owner itself
        const res = await inject(route.method, url, { session: sessions[role], body });
        const allowed = role === 'owner' || route.roles.includes(role);
        const denied = res.json.code === 4003 && res.json.msg.startsWith('role ');
        expect(
          denied,
          `${route.method} ${route.url} as ${role}: ${JSON.stringify(res.json).slice(0, 200)}`,
        ).toBe(!allowed);
        expect(res.json.msg).not.toBe('x-admin-key required');
      }
      summary.push(`${route.method} ${route.url} → owner${route.roles.map((r) => `,${r}`).join('')}`);
    }
    expect(summary.length).toBe(table.length);
  }, 240_000);
});
