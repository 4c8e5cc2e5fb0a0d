import type { AuthMode } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { globalPlugin, isAppUrl } from '../http/global-plugin.ts';
import { handOverOf } from '../http/hand-over.ts';
import type { AuthUser } from '../http/types.ts';
import type { SessionService } from '../modules/session/session.service.ts';
import { type CallerRequest, resolveCaller } from './auth.ts';
import { ipCounters, limitByToken, type RateLimitOptions, tooManyRequests } from './rate-limit.ts';
import {
  checkRequestSignature,
  nonceReplayed,
  type SignatureOptions,
  type SignedRequest,
} from './signature.ts';

export interface AppGateOptions {
  /** The limits, and the store that counts them and holds the nonces. */
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
 * Steps 1 and 2 touch the store once (`KvStore.admit`: one round trip when it is Redis).
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
  const counters = ownRateLimit ? [] : ipCounters(call, call.ip, options.rates);
  // Steps 1 and 2 as one step of the store (one round trip to Redis): the signature is checked
  // first, but a refused one is reported after the per-IP limits, and only a good one's nonce
  // is claimed.
  let nonce: string | null = signedNonce ?? null;
  let badSignature: unknown = null;
  if (signedNonce === undefined && route.signature !== false) {
    try {
      nonce = checkRequestSignature(call, options.signature);
    } catch (err) {
      badSignature = err;
    }
  }
  if (counters.length > 0 || nonce !== null) {
    const admission = await options.rates.kv.admit(counters, nonce);
    if (admission.refused === 'counter') throw tooManyRequests(admission.resetSeconds);
    if (admission.refused === 'nonce') throw nonceReplayed();
  }
  if (badSignature !== null) throw badSignature;
  const mode = route.auth ?? 'none';
  if (mode === 'none') return null;
  const user = await resolveCaller(call, mode, options.sessions(), options.onUnknownToken);
  if (user && !ownRateLimit) await limitByToken(user, options.rates);
  return user;
}
