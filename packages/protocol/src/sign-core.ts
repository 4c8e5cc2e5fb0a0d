/**
 * What both forms of the request and playlist signatures share (PROTOCOL §2, §8): their inputs,
 * the texts they sign, the header and query they go in, their timestamp and nonce. No HMAC here:
 * sign.ts is the pure-JS one (it re-exports all of this), sign-async.ts the native one; a page
 * that has the native one needs only this module.
 */
import { bytesToHex, randomBytes } from '@noble/hashes/utils.js';
import { STREAM_PREFIX } from './constants.ts';

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

/** `timestamp=<t>&sign=<s>&nonce=<n>`, in that order (PROTOCOL §2). */
export function buildApiKeyHeader(fields: {
  timestamp: number | string;
  sign: string;
  nonce: string;
}): string {
  return `timestamp=${fields.timestamp}&sign=${fields.sign}&nonce=${fields.nonce}`;
}

/** A random version-4 UUID in lower case, from the platform CSPRNG (`crypto.getRandomValues`). */
export function randomUuidV4(): string {
  const b = randomBytes(16);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = bytesToHex(b);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Current time in UTC seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export interface PlaylistSignInput {
  key: string;
  token: string;
  /** The path before the id: a video's playlist (STREAM_PREFIX, the default) or a live channel's. */
  prefix?: string;
  /** Media id, as it appears in the playlist path. */
  id: number | string;
  timestamp: number | string;
  nonce: string;
}

/** The signed text `token + prefix + id + timestamp + nonce` (PROTOCOL §8; prefix `/api/app/media/h5/m3u8/` unless given). */
export function playlistSignText(input: PlaylistSignInput): string {
  const { token, prefix = STREAM_PREFIX, id, timestamp, nonce } = input;
  return `${token}${prefix}${id}${timestamp}${nonce}`;
}

/** Query of a playlist whose sign is already known. */
export interface PlaylistQueryFields {
  token: string;
  timestamp: number | string;
  sign: string;
  nonce: string;
}

/** Query of a playlist to be signed here: `timestamp` defaults to now, `nonce` to a fresh UUID. */
export interface PlaylistQueryToSign {
  key: string;
  token: string;
  /** STREAM_PREFIX unless given (PlaylistSignInput). */
  prefix?: string;
  id: number | string;
  timestamp?: number | string;
  nonce?: string;
}

/** What a playlist's sign is made of: `input` with its timestamp and nonce filled in. */
export function playlistSignInput(input: PlaylistQueryToSign): PlaylistSignInput {
  return {
    key: input.key,
    token: input.token,
    ...(input.prefix === undefined ? {} : { prefix: input.prefix }),
    id: input.id,
    timestamp: input.timestamp ?? nowSeconds(),
    nonce: input.nonce ?? randomUuidV4(),
  };
}

/** `token=…&timestamp=…&sign=…&nonce=…` (no `?`), encoded as URLSearchParams does (PROTOCOL §8). */
export function playlistQueryText(fields: PlaylistQueryFields): string {
  return new URLSearchParams([
    ['token', fields.token],
    ['timestamp', String(fields.timestamp)],
    ['sign', fields.sign],
    ['nonce', fields.nonce],
  ]).toString();
}

/** `<prefix><id>?token=…&timestamp=…&sign=…&nonce=…` of a signed playlist. */
export function playlistUrlText(input: PlaylistSignInput, sign: string): string {
  const query = playlistQueryText({
    token: input.token,
    timestamp: input.timestamp,
    sign,
    nonce: input.nonce,
  });
  return `${input.prefix ?? STREAM_PREFIX}${encodeURIComponent(String(input.id))}?${query}`;
}
