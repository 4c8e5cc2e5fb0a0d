import type { FastifyInstance } from 'fastify';

/**
 * Marks a plugin as not encapsulated (what fastify-plugin does), so its hooks, decorators and
 * handlers apply to the whole app. Used for the app's cross-cutting plugins.
 */
export function globalPlugin<T extends (app: FastifyInstance) => Promise<void>>(name: string, fn: T): T {
  Object.assign(fn, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
  return fn;
}

/** True for a PROTOCOL call path (`/api/app/...`), query string ignored. */
export function isAppUrl(url: string): boolean {
  return url.startsWith('/api/app/');
}

/** The request path without its query string. */
export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}
