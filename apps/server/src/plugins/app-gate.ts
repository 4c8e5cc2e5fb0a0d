import type { FastifyInstance } from 'fastify';
import { handOverOf } from '../http/direct-lane.ts';
import { globalPlugin, isAppUrl } from '../http/global-plugin.ts';
import type { SessionService } from '../modules/session/session.service.ts';
import { resolveCaller } from './auth.ts';
import { limitByIp, limitByToken, type RateLimitOptions } from './rate-limit.ts';
import { type SignatureOptions, verifyRequestSignature } from './signature.ts';

export interface AppGateOptions {
  rates: RateLimitOptions;
  signature: SignatureOptions;
  /** Read per call: the session module registers its service after the plugins. */
  sessions: () => SessionService;
  /** A token that resolves to nobody (the per-IP budget of token-less calls counts it). */
  onUnknownToken: (request: { ip: string }) => Promise<void>;
}

/**
 * The checks every PROTOCOL call (`/api/app/*`, known route or not) passes before its handler,
 * in this order, as one onRequest hook (four hooks cost each call a promise, a hook step and a
 * read of `request.routeOptions` apiece; docs/decisions.md):
 * 1. per-IP limits (code 1002), first so that refused traffic costs little — unless the route
 *    limits its own rate (`ownRateLimit`);
 * 2. the request signature, timestamp window and nonce (PROTOCOL §2, code 1001) — unless the
 *    route signs differently (`signature: false`);
 * 3. the caller: `Authorization` resolved to `request.user` on `optional` and `required` routes
 *    (code 1000 on a `required` one without an active token);
 * 4. the per-token limit of a resolved caller (code 1002), unless `ownRateLimit`.
 * A call the direct lane started (http/direct-lane.ts) has passed these there: its refusal is
 * thrown, or its caller taken, without counting or checking anything again.
 */
export function appGatePlugin(options: AppGateOptions) {
  return globalPlugin('app-gate', async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      if (!isAppUrl(request.url)) return;
      const handed = handOverOf(request.raw);
      if (handed) {
        if ('refusal' in handed) throw handed.refusal;
        request.user = handed.user ?? null;
        return;
      }
      const config = request.routeOptions.config;
      const ownRateLimit = config?.ownRateLimit === true;
      if (!ownRateLimit) await limitByIp(request, request.ip, options.rates);
      if (config?.signature !== false) await verifyRequestSignature(request, options.signature);
      const mode = config?.auth ?? 'none';
      if (mode === 'none') return;
      const user = await resolveCaller(request, mode, options.sessions(), options.onUnknownToken);
      request.user = user;
      if (user && !ownRateLimit) await limitByToken(user, options.rates);
    });
  });
}
