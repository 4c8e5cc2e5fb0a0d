/**
 * `none`: the token is not looked at; `optional`: resolved when valid, ignored otherwise;
 * `required`: a missing, unknown, expired or revoked token gets code 1000.
 */
export type AuthMode = 'none' | 'optional' | 'required';
export type CallMethod = 'GET' | 'POST';

/**
 * Where a call lives and how it is made: its name (the key in the endpoint table), method,
 * path after `/api` as signed (PROTOCOL §2, e.g. `/app/user/info`) and auth mode. No schema
 * here, so a browser chunk that makes a call carries a few bytes, not zod and every schema.
 */
export interface Call<
  N extends string = string,
  M extends CallMethod = CallMethod,
  P extends string = string,
  A extends AuthMode = AuthMode,
> {
  readonly name: N;
  readonly method: M;
  readonly path: P;
  readonly auth: A;
}

type CallSpec = readonly [CallMethod, string, AuthMode];

/** `{ name: [method, path, auth] }` → `{ name: Call }`; the key is the call's name. */
export function defineCalls<const T extends Record<string, CallSpec>>(
  specs: T,
): { readonly [K in keyof T & string]: Call<K, T[K][0], T[K][1], T[K][2]> } {
  const out: Record<string, Call> = {};
  for (const [name, [method, path, auth]] of Object.entries(specs)) {
    out[name] = Object.freeze({ name, method, path, auth });
  }
  return out as { readonly [K in keyof T & string]: Call<K, T[K][0], T[K][1], T[K][2]> };
}

/**
 * A Server-Sent Events stream as a call (GET, not in the endpoint table: it answers a stream,
 * not a result body), so a client signs it like every other call.
 */
export function streamCall<const N extends string, const P extends string, const A extends AuthMode>(
  name: N,
  path: P,
  auth: A,
): Call<N, 'GET', P, A> {
  return Object.freeze({ name, method: 'GET', path, auth });
}
