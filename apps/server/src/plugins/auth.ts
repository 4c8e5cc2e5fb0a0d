import type { IncomingHttpHeaders } from 'node:http';
import type { AuthMode } from '@lld/protocol/api/endpoints';
import { ResultCode } from '@lld/protocol/result-codes';
import { AppError } from '../http/app-error.ts';
import type { AuthUser } from '../http/types.ts';
import type { SessionService } from '../modules/session/session.service.ts';

/**
 * Resolves `Authorization` (the raw token) to the caller for a route whose `auth` is `optional`
 * or `required` (plugins/app-gate.ts sets `request.user` from it). A `required` route without
 * an active token gets code 1000.
 */
/** What resolving a caller reads of a call (a Fastify request, or the direct lane's). */
export interface CallerRequest {
  headers: IncomingHttpHeaders;
  ip: string;
}

export async function resolveCaller<R extends CallerRequest>(
  request: R,
  mode: AuthMode,
  sessions: SessionService,
  /** Called for a token that resolves to nobody (the per-IP budget of token-less calls counts it). */
  onUnknownToken: (request: R) => Promise<void>,
): Promise<AuthUser | null> {
  const raw = request.headers.authorization;
  const token = typeof raw === 'string' ? raw : '';
  const user = token ? await sessions.resolve(token) : null;
  if (token && !user) await onUnknownToken(request);
  if (mode === 'required' && !user) {
    throw new AppError(ResultCode.TOKEN_INVALID, token ? 'token invalid' : 'token missing');
  }
  return user;
}
