import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './harness.ts';

/** The methods the operator API uses. */
export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls a test app's operator API (`/api/admin` + `url`) with the admin key, or with `key`. */
export function adminInject(
  t: TestApp,
  method: AdminMethod,
  url: string,
  payload?: unknown,
  key: string = t.config.adminKey,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { 'x-admin-key': key },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}
