/**
 * The server's side of the body cipher (PROTOCOL.md §3) and the request signature (§2): the
 * same functions as `@lld/protocol/cipher` and `@lld/protocol/sign`, on Node's native AES-GCM
 * and HMAC instead of the pure-JavaScript ones the browser needs (WebCrypto is missing on
 * plain-http pages). Same inputs, same outputs, same `CipherError` reasons: the tests run both
 * implementations over the same vectors and against each other.
 */
import { createCipheriv, createDecipheriv, createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { CipherError, IV_LENGTH, parsePlaintext, payloadJson, TAG_LENGTH } from '@lld/protocol/cipher';
import type { PlaylistSignInput, RequestSignInput } from '@lld/protocol/sign';
import { playlistSignText, requestSignText } from '@lld/protocol/sign-core';
import {
  ivSource,
  IV_LENGTH as SEALING_IV_LENGTH,
  TAG_LENGTH as SEALING_TAG_LENGTH,
  sealBetween,
} from '../../workers/sealing.mjs';

const KEY_RE = /^[0-9a-fA-F]{64}$/;
let lastKeyHex: string | null = null;
let lastKey: KeyObject | null = null;

/**
 * The data key as a KeyObject, made once: `createCipheriv` with a Buffer key converts it to a
 * key object on every call (`prepareSecretKey`, visible in the profile of each answer).
 */
function keyOf(keyHex: string): KeyObject {
  if (keyHex === lastKeyHex && lastKey) return lastKey;
  if (typeof keyHex !== 'string' || !KEY_RE.test(keyHex)) {
    throw new CipherError('BAD_KEY', 'AES-256-GCM key must be 64 hex digits');
  }
  lastKey = createSecretKey(Buffer.from(keyHex, 'hex'));
  lastKeyHex = keyHex;
  return lastKey;
}

export function encryptPayload(keyHex: string, value: unknown, iv?: Uint8Array): string {
  return encryptJson(keyHex, payloadJson(value), iv);
}

/** Random IVs from a block of CSPRNG bytes, each used once (workers/sealing.mjs). */
const freshIv = ivSource();

/** The IV to seal with: the caller's (test vectors) after checking its length, or a fresh random one. */
function ivFor(iv: Uint8Array | undefined): Uint8Array {
  if (iv === undefined) return freshIv();
  if (iv.length !== IV_LENGTH) throw new CipherError('BAD_IV', 'iv must be 12 bytes');
  return iv;
}

/** AES-256-GCM of JSON text or its UTF-8 bytes: the IV, the ciphertext and the tag, not yet joined. */
function seal(keyHex: string, json: string | Uint8Array, iv?: Uint8Array): [Uint8Array, Buffer, Buffer] {
  const key = keyOf(keyHex);
  const nonce = ivFor(iv);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = typeof json === 'string' ? cipher.update(json, 'utf8') : cipher.update(json);
  const tail = cipher.final(); // empty for GCM
  return [nonce, tail.length === 0 ? body : Buffer.concat([body, tail]), cipher.getAuthTag()];
}

/**
 * Encrypts JSON text that is already serialised (a cached payload), as a string or as its UTF-8
 * bytes (a cached payload keeps them: encoding 17 KB of Chinese text cost as much as the
 * AES-GCM itself): the same bytes as `encryptPayload`.
 */
export function encryptJson(keyHex: string, json: string | Uint8Array, iv?: Uint8Array): string {
  return Buffer.concat(seal(keyHex, json, iv)).toString('base64');
}

/**
 * `head`, then `encryptJson`'s text, then `tail`, as one Buffer (an encrypted answer as sent),
 * by the same function the answer sealer's thread seals with (workers/sealing.mjs).
 */
export function encryptJsonBetween(
  keyHex: string,
  json: string | Uint8Array,
  head: Buffer,
  tail: Buffer,
  iv?: Uint8Array,
): Buffer {
  return sealBetween(keyOf(keyHex), ivFor(iv), json, head, tail);
}

if (IV_LENGTH !== SEALING_IV_LENGTH || TAG_LENGTH !== SEALING_TAG_LENGTH) {
  throw new Error('workers/sealing.mjs and @lld/protocol/cipher disagree on the IV or tag length');
}

/** Canonical padded base64 only (what `bytesToBase64` writes), like the protocol's decoder. */
const BASE64_RE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Each base64 digit's value (-1: not a digit). */
const DIGIT = new Int8Array(128).fill(-1);
for (const [i, c] of [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].entries())
  DIGIT[c.charCodeAt(0)] = i;

function base64Bytes(text: unknown): Buffer | null {
  if (typeof text !== 'string' || !BASE64_RE.test(text)) return null;
  // Non-zero unused bits in the last digit before the padding are not canonical (the low 4
  // bits before `==`, the low 2 before `=`): checked on that digit instead of by encoding
  // the decoded bytes again and comparing.
  const pad = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  if (pad > 0 && ((DIGIT[text.charCodeAt(text.length - pad - 1)] ?? 0) & (pad === 2 ? 0xf : 0x3)) !== 0)
    return null;
  return Buffer.from(text, 'base64');
}

export function decryptPayload(keyHex: string, b64: string): unknown {
  const key = keyOf(keyHex);
  const bytes = base64Bytes(b64);
  if (bytes === null) throw new CipherError('BAD_BASE64', 'payload is not base64');
  if (bytes.length < IV_LENGTH + TAG_LENGTH) throw new CipherError('TOO_SHORT', 'payload is too short');
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_LENGTH));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_LENGTH));
    plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_LENGTH, bytes.length - TAG_LENGTH)),
      decipher.final(),
    ]);
  } catch {
    throw new CipherError('BAD_TAG', 'payload does not authenticate');
  }
  return parsePlaintext(plain);
}

let lastHmacKey: string | null = null;
let lastHmacKeyObject: KeyObject | null = null;

/**
 * A string HMAC key as a KeyObject, kept for the last key (the sign key: one per server), so a
 * signed call does not convert the key again. An empty key stays a string (no key object for it).
 */
function hmacKey(key: string | Uint8Array): string | Uint8Array | KeyObject {
  if (typeof key !== 'string' || key === '') return key;
  if (key !== lastHmacKey || !lastHmacKeyObject) {
    lastHmacKeyObject = createSecretKey(Buffer.from(key, 'utf8'));
    lastHmacKey = key;
  }
  return lastHmacKeyObject;
}

/** Lower-case hex HMAC-SHA1 (a string is its UTF-8 bytes). */
export function hmacSha1Hex(key: string | Uint8Array, message: string | Uint8Array): string {
  return createHmac('sha1', hmacKey(key)).update(message).digest('hex');
}

/** PROTOCOL §2: HMAC-SHA1 over token, `/api` + path (no query), user agent, timestamp, nonce. */
export function requestSign(input: RequestSignInput): string {
  return hmacSha1Hex(input.key, requestSignText(input));
}

/** PROTOCOL §8: HMAC-SHA1 over token, the stream prefix + id, timestamp and nonce. */
export function playlistSign(input: PlaylistSignInput): string {
  return hmacSha1Hex(input.key, playlistSignText(input));
}
