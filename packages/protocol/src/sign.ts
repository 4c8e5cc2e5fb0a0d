/**
 * Request and playlist signatures of PROTOCOL.md §2 and §8. HMAC-SHA1 from @noble/hashes, so
 * it runs in a plain-http page (no WebCrypto) and in Node alike.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha1 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { SIGN_WINDOW_SECONDS } from './constants.ts';
import {
  buildApiKeyHeader,
  nowSeconds,
  type PlaylistQueryFields,
  type PlaylistQueryToSign,
  type PlaylistSignInput,
  playlistQueryText,
  playlistSignInput,
  playlistSignText,
  playlistUrlText,
  type RequestSignInput,
  randomUuidV4,
  requestSignText,
} from './sign-core.ts';

export type { PlaylistQueryFields, PlaylistQueryToSign, PlaylistSignInput, RequestSignInput };
export { buildApiKeyHeader, nowSeconds, randomUuidV4 };

/** Lower-case hex HMAC-SHA1. A string key or message is taken as its UTF-8 bytes. */
export function hmacSha1Hex(key: string | Uint8Array, message: string | Uint8Array): string {
  const k = typeof key === 'string' ? utf8ToBytes(key) : key;
  const m = typeof message === 'string' ? utf8ToBytes(message) : message;
  return bytesToHex(hmac(sha1, k, m));
}

/**
 * `s = hex(HMAC-SHA1(key, token + "/api" + path + X-User-Agent + t + n))` (PROTOCOL §2).
 * The caller passes the path after `/api`; this function prepends `/api`.
 */
export function requestSign(input: RequestSignInput): string {
  return hmacSha1Hex(input.key, requestSignText(input));
}

export interface ApiKeyFields {
  timestamp: number;
  sign: string;
  nonce: string;
}

const API_KEY_RE =
  /^timestamp=(0|[1-9]\d{0,14})&sign=([0-9a-f]{40})&nonce=([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})$/;

/**
 * Parses an `x-api-key` header. Strict: exactly the three fields in PROTOCOL order, a
 * decimal timestamp without leading zeros (so `String(timestamp)` is the signed text),
 * a 40-digit lower-case hex sign and a lower-case v4 UUID nonce; anything else is `null`.
 */
export function parseApiKeyHeader(text: string | null | undefined): ApiKeyFields | null {
  if (typeof text !== 'string') return null;
  const m = API_KEY_RE.exec(text);
  if (!m) return null;
  return { timestamp: Number(m[1]), sign: m[2]!, nonce: m[3]! };
}

/** `hex(HMAC-SHA1(key, token + "/api/app/media/h5/m3u8/" + id + timestamp + nonce))` (PROTOCOL §8). */
export function playlistSign(input: PlaylistSignInput): string {
  return hmacSha1Hex(input.key, playlistSignText(input));
}

/**
 * Query string (without `?`) `token=…&timestamp=…&sign=…&nonce=…` of a playlist URL
 * (PROTOCOL §8), encoded as URLSearchParams does. Either pass the fields, sign included, or
 * pass `key` and `id` and it signs (with a fresh timestamp and nonce unless given).
 */
export function buildPlaylistQuery(input: PlaylistQueryFields | PlaylistQueryToSign): string {
  if ('sign' in input && typeof input.sign === 'string') return playlistQueryText(input);
  const toSign = playlistSignInput(input as PlaylistQueryToSign);
  return playlistQueryText({ ...toSign, sign: playlistSign(toSign) });
}

/** Full signed playlist URL path: `/api/app/media/h5/m3u8/<id>?token=…&timestamp=…&sign=…&nonce=…`. */
export function buildPlaylistUrl(input: PlaylistQueryToSign): string {
  const toSign = playlistSignInput(input);
  return playlistUrlText(toSign, playlistSign(toSign));
}

/**
 * Compares two strings in time that depends only on their lengths (meant for hex signs of a
 * fixed length). Different lengths are unequal.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  if (typeof a !== 'string' || typeof b !== 'string' || a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** True when `timestamp` lies within `windowSeconds` (default 300) of `now` either way (PROTOCOL §2). */
export function isTimestampInWindow(
  timestamp: number,
  now: number = nowSeconds(),
  windowSeconds: number = SIGN_WINDOW_SECONDS,
): boolean {
  return Number.isFinite(timestamp) && Math.abs(now - timestamp) <= windowSeconds;
}
