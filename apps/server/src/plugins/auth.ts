import { ResultCode } from '@lld/protocol/result-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { globalPlugin, isAppUrl } from '../http/global-plugin.ts';
import type { SessionService } from '../modules/session/session.service.ts';

/**
 * Resolves `Authorization` (the raw token) to `request.user` for routes whose `auth` is
 * `optional` or `required`. A `required` route without an active token gets code 1000.
 */
/** `sessions` is read per call: the session module registers its service after the plugins. */
export function authPlugin(
  sessions: () => SessionService,
  /** Called for a token that resolves to nobody (the per-IP budget of token-less calls counts it). */
  onUnknownToken: (request: FastifyRequest) => Promise<void> = async () => {},
) {
  return globalPlugin('auth', async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const mode = request.routeOptions.config?.auth ?? 'none';
      if (mode === 'none' || !isAppUrl(request.url)) return;
      const raw = request.headers.authorization;
      const token = typeof raw === 'string' ? raw : '';
      request.user = token ? await sessions().resolve(token) : null;
      if (token && !request.user) await onUnknownToken(request);
      if (mode === 'required' && !request.user) {
        throw new AppError(ResultCode.TOKEN_INVALID, token ? 'token invalid' : 'token missing');
      }
    });
  });
}
