import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * LGP/1, the launch-and-callback protocol between us (the operator) and a game provider
 * (docs/game-provider-protocol.md). Both sides use these functions: our adapter
 * (provider.ts) and the sandbox provider (sandbox/).
 *
 * - sign: every parameter except `sign`, with a non-empty value, sorted by name, joined as
 *   `a=1&b=2`; HMAC-SHA256 with the shared secret, lower-case hex.
 * - launch: the player's browser opens `<provider>/launch?op&game&token&player&api&exp&sign`.
 *   The token is ours, opaque, one use, short-lived; `player` is an opaque id of our user at
 *   this provider; `api` is where the provider reaches us (verify, score).
 * - verify (provider → us, server to server): POST `<api>/verify` form
 *   `op, token, player, ts, nonce, sign` → JSON `{code: 0, session, player, nickname, game,
 *   ts, sign}` (signed the same way; `code` ≠ 0 with `msg` when refused). The token is spent.
 * - score (provider → us): POST `<api>/score` form `op, session, event, score, ts, nonce,
 *   sign` → JSON `{code: 0, duplicate, best, ts, sign}`. `event` is the provider's unique id of
 *   the report: the same event twice is counted once (`duplicate: true`).
 * - every signed request carries `ts` (UTC seconds) and is refused outside ±300 s.
 */

export const LGP_VERSION = '1';
export const LGP_WINDOW_SECONDS = 300;

export type LgpParams = Record<string, string>;

export function lgpSignText(params: LgpParams): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function lgpSign(params: LgpParams, secret: string): string {
  return createHmac('sha256', secret).update(lgpSignText(params), 'utf8').digest('hex');
}

export function lgpVerify(params: LgpParams, secret: string): boolean {
  const given = params.sign;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(lgpSign(params, secret)), Buffer.from(given));
}

/** `params` with `sign` added. */
export function lgpSigned(params: LgpParams, secret: string): LgpParams {
  return { ...params, sign: lgpSign(params, secret) };
}

/** True when `ts` (UTC seconds, as text) is within the window around `now`. */
export function lgpFresh(ts: string | undefined, now: number): boolean {
  if (!ts || !/^\d{1,12}$/.test(ts)) return false;
  return Math.abs(Number(ts) - now) <= LGP_WINDOW_SECONDS;
}

export const lgpNonce = (): string => randomBytes(12).toString('hex');

/** Any JSON answer's values as text (how signatures read them). */
export function lgpText(body: Record<string, unknown>): LgpParams {
  const out: LgpParams = {};
  for (const [k, v] of Object.entries(body))
    if (typeof v === 'string') out[k] = v;
    else if (typeof v === 'number' || typeof v === 'boolean') out[k] = String(v);
  return out;
}

/** Form-encoded or JSON bodies and the query string, as text parameters. */
export function lgpParamsOf(...sources: unknown[]): LgpParams {
  const out: LgpParams = {};
  for (const source of sources)
    if (source && typeof source === 'object' && !Array.isArray(source))
      Object.assign(out, lgpText(source as Record<string, unknown>));
  return out;
}

/** How one side makes server-to-server HTTP calls to the other (fetch by default; tests inject). */
export type LgpTransport = (request: {
  url: string;
  /** Form-encoded. */
  body: string;
}) => Promise<{ status: number; text: string }>;

export const fetchLgpTransport: LgpTransport = async ({ url, body }) => {
  const res = await fetch(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, text: await res.text() };
};

/**
 * The provider's side of a call to the operator: POSTs `params` signed, reads the JSON answer
 * and checks its signature. Returns the answer's parameters, or `null` when it was not a signed
 * answer from the operator (network failure, forged or garbled).
 */
export async function lgpCall(
  transport: LgpTransport,
  url: string,
  params: LgpParams,
  secret: string,
  now: number,
): Promise<{ status: number; answer: LgpParams | null }> {
  const signed = lgpSigned({ ...params, ts: String(now), nonce: lgpNonce() }, secret);
  const res = await transport({ url, body: new URLSearchParams(signed).toString() });
  let answer: LgpParams | null = null;
  try {
    const body = JSON.parse(res.text) as unknown;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const text = lgpText(body as Record<string, unknown>);
      if (lgpVerify(text, secret) && lgpFresh(text.ts, now)) answer = text;
    }
  } catch {
    // not JSON: no answer
  }
  return { status: res.status, answer };
}
