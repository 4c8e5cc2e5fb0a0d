/**
 * What both forms of the request signature share (PROTOCOL §2): its input and the text it signs.
 * No HMAC here: sign.ts is the pure-JS one, sign-async.ts the native one.
 */

export interface RequestSignInput {
  /** `APP_SIGN_KEY`. */
  key: string;
  /** The `Authorization` value; `""` before the first guest login. */
  token: string;
  /**
   * Request path after `/api`, with its leading slash, e.g. `/app/user/info`. A query string,
   * if present, is ignored (PROTOCOL §2 signs the path without it).
   */
  path: string;
  /** Exact text of the `X-User-Agent` header. */
  userAgent: string;
  /** UTC seconds, as sent in `x-api-key`. */
  timestamp: number | string;
  /** Lower-case v4 UUID, as sent in `x-api-key`. */
  nonce: string;
}

/** The path part of a request target: everything before `?` or `#`. */
function stripQuery(path: string): string {
  const cut = path.search(/[?#]/);
  return cut === -1 ? path : path.slice(0, cut);
}

/**
 * The signed text `token + "/api" + path + X-User-Agent + t + n` (PROTOCOL §2). The caller
 * passes the path after `/api`; this function prepends `/api`.
 */
export function requestSignText(input: RequestSignInput): string {
  const { token, path, userAgent, timestamp, nonce } = input;
  return `${token}/api${stripQuery(path)}${userAgent}${timestamp}${nonce}`;
}
