import { createHash, timingSafeEqual } from 'node:crypto';
import { ResultCode } from '@lld/protocol/result-codes';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** Same length digests, so the comparison time says nothing about the key. */
export function adminKeyMatches(given: unknown, expected: string): boolean {
  return typeof given === 'string' && given.length > 0 && timingSafeEqual(digest(given), digest(expected));
}

/** OpenAPI security of an operator route. */
export const ADMIN_SECURITY = [{ adminKey: [] }];

/**
 * Guards an `/api/admin` scope (docs/architecture.md, "Operator API"): `x-admin-key`, compared in
 * constant time. Every module's operator routes are registered inside such a scope by
 * `defineModule`, so no route file checks the key itself.
 */
export function requireAdminKey(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request) => {
    if (!adminKeyMatches(request.headers['x-admin-key'], scope.config.adminKey)) {
      throw new AppError(ResultCode.FORBIDDEN, 'x-admin-key required');
    }
  });
}
