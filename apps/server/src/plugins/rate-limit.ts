import type { IncomingHttpHeaders } from 'node:http';
import { ResultCode } from '@lld/protocol/result-codes';
import type { CounterHit, KvStore } from '../adapters/kv.ts';
import type { Rate } from '../config.ts';
import { AppError } from '../http/app-error.ts';
import type { AuthUser } from '../http/types.ts';

export interface RateLimitOptions {
  kv: KvStore;
  /** Calls that carry no token, per IP. */
  perIp: Rate;
  /** Every call per IP, token or not. */
  perIpCeiling: Rate;
  perToken: Rate;
}

/** Code 1002 (HTTP 429) with `Retry-After`: the window a counter is past its limit in ends in `resetSeconds`. */
export function tooManyRequests(resetSeconds: number): AppError {
  const err = new AppError(ResultCode.TOO_MANY_REQUESTS);
  err.retryAfter = resetSeconds;
  return err;
}

/** Counts one hit on `key`; throws code 1002 (HTTP 429, `Retry-After`) past `rate`. */
export async function hit(kv: KvStore, key: string, rate: Rate): Promise<void> {
  const { count, resetSeconds } = await kv.increment(key, rate.windowSeconds);
  if (count > rate.count) throw tooManyRequests(resetSeconds);
}

/**
 * The per-IP counters of a call (the app gate counts them with its nonce, KvStore.admit), before
 * the signature's verdict so refused traffic costs little. Many real users share one address on
 * a mobile carrier (CGNAT), so a caller with a token is limited by its token (`limitByToken`) and
 * only by a high per-IP ceiling here; calls without a token (first start, guest creation, probes)
 * have the strict per-IP budget.
 */
export function ipCounters(
  request: { headers: IncomingHttpHeaders },
  ip: string,
  options: RateLimitOptions,
): CounterHit[] {
  const ceiling = options.perIpCeiling;
  const counters = [{ key: `rl:ipc:${ip}`, windowSeconds: ceiling.windowSeconds, limit: ceiling.count }];
  if (!request.headers.authorization)
    counters.push({
      key: `rl:ip:${ip}`,
      windowSeconds: options.perIp.windowSeconds,
      limit: options.perIp.count,
    });
  return counters;
}

/** Per-token limit, after the caller is resolved. */
export function limitByToken(user: AuthUser, options: RateLimitOptions): Promise<void> {
  return hit(options.kv, `rl:tok:${user.tokenHash}`, options.perToken);
}

/** Counts a call whose token resolved to nobody against the per-IP budget of token-less calls. */
export function countAsTokenless(options: RateLimitOptions) {
  return (request: { ip: string }) => hit(options.kv, `rl:ip:${request.ip}`, options.perIp);
}
