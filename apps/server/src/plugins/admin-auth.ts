import { createHash, timingSafeEqual } from 'node:crypto';
import {
  CONSOLE_CSRF_HEADER,
  CONSOLE_SESSION_COOKIE,
  type OperatorRole,
  roleAllows,
} from '@lld/protocol/console';
import { ResultCode } from '@lld/protocol/result-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { AdminPrincipal } from '../modules/operators/operators.service.ts';

export type { AdminPrincipal };

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** Same length digests, so the comparison time says nothing about the key. */
export function adminKeyMatches(given: unknown, expected: string): boolean {
  return typeof given === 'string' && given.length > 0 && timingSafeEqual(digest(given), digest(expected));
}

/** OpenAPI security of an operator route. */
export const ADMIN_SECURITY = [{ adminKey: [] }];

/** A route that declares nothing admits the owner only: a new route is safe by default. */
export const DEFAULT_ADMIN_ROLES: readonly OperatorRole[] = ['owner'];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** One cookie's value from a `Cookie` header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** The caller's own origin (scheme + host), what a same-site browser request's `Origin` says. */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * A console request that changes something proves it comes from the console page: its `Origin`
 * (when the browser sends one) is ours and it echoes the session's CSRF token in a header that a
 * cross-site form cannot set. The SameSite=Strict cookie is the first line; this is the second.
 */
export function csrfOk(request: FastifyRequest, expected: string | undefined): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== ownOrigin(request)) return false;
  const given = request.headers[CONSOLE_CSRF_HEADER];
  return typeof given === 'string' && expected !== undefined && adminKeyMatches(given, expected);
}

const rolesOf = (request: FastifyRequest, fallback: readonly OperatorRole[]) =>
  request.routeOptions.config?.adminRoles ?? fallback;

/**
 * Guards an `/api/admin` scope (docs/architecture.md, "Operator API"; issue 17). The caller is
 * the ADMIN_KEY or a scoped API token in `x-admin-key`, or a console session cookie; each
 * route admits the roles in its `config.adminRoles`, else the module's `defaultRoles`, else the
 * owner only. Every call that changes something is written to the audit log.
 */
export function requireAdminAccess(scope: FastifyInstance, defaultRoles?: readonly OperatorRole[]): void {
  const fallback = defaultRoles ?? DEFAULT_ADMIN_ROLES;
  scope.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      scope.adminRouteTable.push({ method, url: route.url, roles: route.config?.adminRoles ?? fallback });
    }
  });
  scope.addHook('onRequest', async (request) => {
    const principal = await scope.services.operators.authenticate(
      request.headers['x-admin-key'],
      readCookie(request.headers.cookie, CONSOLE_SESSION_COOKIE),
    );
    if (!principal) throw new AppError(ResultCode.FORBIDDEN, 'x-admin-key required');
    if (
      principal.kind === 'operator' &&
      !SAFE_METHODS.has(request.method) &&
      !csrfOk(request, principal.csrf)
    ) {
      throw new AppError(ResultCode.FORBIDDEN, 'csrf token required');
    }
    request.adminPrincipal = principal;
    const needed = rolesOf(request, fallback);
    if (!roleAllows(principal.role, needed)) {
      throw new AppError(ResultCode.FORBIDDEN, `role ${['owner', ...needed].join('|')} required`);
    }
  });
  scope.addHook('onSend', async (request, reply, payload) => {
    if (SAFE_METHODS.has(request.method) || !request.adminPrincipal) return payload;
    let code = reply.statusCode === 200 ? 200 : 5000;
    if (typeof payload === 'string') {
      try {
        const parsed = JSON.parse(payload) as { code?: unknown };
        if (typeof parsed.code === 'number') code = parsed.code;
      } catch {
        // not JSON: keep the status-derived code
      }
    }
    const p = request.adminPrincipal;
    const route = request.routeOptions.url ?? request.url;
    await scope.services.operators
      .audit({
        actor: p,
        action: `${request.method} ${route}`,
        target: request.url.split('?')[0] ?? '',
        before: request.auditBefore ?? undefined,
        after: request.auditAfter ?? request.body ?? undefined,
        resultCode: code,
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
      })
      .catch((err: unknown) => request.log.error({ err }, 'audit write failed'));
    return payload;
  });
}
