import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
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
export async function adminCall(app: FastifyInstance, method: AdminMethod, url: string, payload?: unknown) {
  const raw = Buffer.isBuffer(payload);
  const response = await app.inject({
    method,
    url: `/api/admin${url}`,
    headers: {
      'x-admin-key': TEST_SECRETS.ADMIN_KEY,
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
  return r.data.list[0] as { action: string; target: string; before: unknown; after: unknown };
}

/**
 * A test file of the operator API: its app (`useTestApp`, `h`), `admin(method, url, payload)`
 * calls with the test admin key and `lastAudit(action)` on that app.
 */
export function useAdminTestApp() {
  const h = useTestApp();
  return {
    h,
    admin: (method: AdminMethod, url: string, payload?: unknown) => adminCall(h.t.app, method, url, payload),
    lastAudit: (action: string) => lastAudit(h.t.app, action),
  };
}

/** The operator routes whose path starts `/api/admin${prefix}` (to check their roles). */
export const adminRoutesUnder = (app: FastifyInstance, prefix: string) =>
  app.adminRouteTable.filter((r) => r.url.startsWith(`/api/admin${prefix}`));
