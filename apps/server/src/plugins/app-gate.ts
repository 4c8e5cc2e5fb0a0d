import type { AuthMode } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { globalPlugin, isAppUrl } from '../http/global-plugin.ts';
import { handOverOf } from '../http/hand-over.ts';
import type { AuthUser } from '../http/types.ts';
import type { SessionService } from '../modules/session/session.service.ts';
import { type CallerRequest, resolveCaller } from './auth.ts';
import { limitByIp, limitByToken, type RateLimitOptions } from './rate-limit.ts';
import {
  consumeNonce,
  type SignatureOptions,
  type SignedRequest,
  verifyRequestSignature,
} from './signature.ts';

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
      request.user = await passGate(request, request.routeOptions.config ?? {}, options);
    });
  });
}

/** What the gate reads of a call: a Fastify request, or the direct lane's. */
export interface GateCall extends CallerRequest, SignedRequest {}

/**
 * The gate's four steps (above) for one call; the caller, or null. `signedNonce`: the call's
 * signature was checked already (the direct lane checks it before anything with a side effect),
 * so only its nonce is consumed here.
 */
export async function passGate(
  call: GateCall,
  route: { auth?: AuthMode; ownRateLimit?: boolean; signature?: boolean },
  options: AppGateOptions,
  signedNonce?: string,
): Promise<AuthUser | null> {
  const ownRateLimit = route.ownRateLimit === true;
  if (!ownRateLimit) await limitByIp(call, call.ip, options.rates);
  if (signedNonce !== undefined) await consumeNonce(options.signature.kv, signedNonce);
  else if (route.signature !== false) await verifyRequestSignature(call, options.signature);
  const mode = route.auth ?? 'none';
  if (mode === 'none') return null;
  const user = await resolveCaller(call, mode, options.sessions(), options.onUnknownToken);
  if (user && !ownRateLimit) await limitByToken(user, options.rates);
  return user;
}
