import type { OperatorRole } from '@lld/protocol/console';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { TEST_SECRETS, useTestApp } from './harness.ts';

/** A plain picture of `width`×`height` in one colour, as PNG bytes (what an operator uploads). */
export function testPicture(width: number, height: number, colour = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An operator call with the test admin key: a Buffer goes as a raw `application/octet-stream`
 * body (console uploads), anything else as JSON. Answers the parsed `{code,msg,data}` and the response.
 */
export async function adminCall(
  app: FastifyInstance,
  method: AdminMethod,
  url: string,
  payload?: unknown,
  auth: Record<string, string> = { 'x-admin-key': TEST_SECRETS.ADMIN_KEY },
) {
  const raw = Buffer.isBuffer(payload);
  const response = await app.inject({
    method,
    url: `/api/admin${url}`,
    headers: {
      ...auth,
      ...(raw ? { 'content-type': 'application/octet-stream' } : {}),
    },
    ...(payload !== undefined ? { payload: payload as Buffer } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the route answers
  let json: { code: number; msg: string; data: any };
  try {
    json = response.json();
  } catch {
    json = { code: response.statusCode, msg: '', data: null };
  }
  return { ...json, response };
}

/** The newest audit entry of `action` (`PUT /api/admin/gallery/:id`), as the audit list gives it. */
export async function lastAudit(app: FastifyInstance, action: string) {
  const r = await adminCall(app, 'GET', `/audit?action=${encodeURIComponent(action)}&pageSize=1`);
  return r.data.list[0] as {
    action: string;
    target: string;
    before: unknown;
    after: unknown;
    actorName: string;
    role: string;
    ip: string;
    resultCode: number;
    at: number;
  };
}

const OPERATOR_PASSWORD = 'correct-horse-42';

/**
 * A console operator of `role` (made with the admin key, then signed in): calls as that operator
 * with its session cookie and CSRF token, as the console sends them.
 */
export async function operatorOf(app: FastifyInstance, role: OperatorRole, username = `op-${role}`) {
  const made = await adminCall(app, 'POST', '/operators', { username, password: OPERATOR_PASSWORD, role });
  if (made.code !== 200) throw new Error(`operator ${username}: ${made.msg}`);
  const r = await app.inject({
    method: 'POST',
    url: '/api/console/login',
    payload: { username, password: OPERATOR_PASSWORD },
  });
  const csrf = (r.json() as { data: { csrf: string } }).data.csrf;
  const auth = { cookie: String(r.headers['set-cookie']).split(';')[0]!, 'x-csrf-token': csrf };
  return {
    username,
    call: (method: AdminMethod, url: string, payload?: unknown) => adminCall(app, method, url, payload, auth),
  };
}

/**
 * A test file of the operator API: its app (`useTestApp`, `h`), `admin(method, url, payload)`
 * calls with the test admin key, `lastAudit(action)` on that app and `operator(role)` (see
 * `operatorOf`). `env` goes to the app (a cheap password hash for operators: PASSWORD_SCRYPT_LOG_N).
 */
export function useAdminTestApp(env: Record<string, string> = {}) {
  const h = useTestApp(env);
  return {
    h,
    admin: (method: AdminMethod, url: string, payload?: unknown) => adminCall(h.t.app, method, url, payload),
    lastAudit: (action: string) => lastAudit(h.t.app, action),
    operator: (role: OperatorRole, username?: string) => operatorOf(h.t.app, role, username),
  };
}

/**
 * Checks that every operator route whose path starts `/api/admin${prefix}` admits exactly
 * `roles` (the owner always passes); answers how many routes there are.
 */
export function expectRolesUnder(
  app: FastifyInstance,
  prefix: string,
  roles: readonly OperatorRole[],
): number {
  const routes = app.adminRouteTable.filter((r) => r.url.startsWith(`/api/admin${prefix}`));
  for (const r of routes) expect(r.roles, `${r.method} ${r.url}`).toEqual(roles);
  return routes.length;
}
