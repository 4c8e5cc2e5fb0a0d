/**
 * The server's side of the body cipher (PROTOCOL.md §3) and the request signature (§2): the
 * same functions as `@lld/protocol/cipher` and `@lld/protocol/sign`, on Node's native AES-GCM
 * and HMAC instead of the pure-JavaScript ones the browser needs (WebCrypto is missing on
 * plain-http pages). Same inputs, same outputs, same `CipherError` reasons: the tests run both
 * implementations over the same vectors and against each other.
 */
import { createCipheriv, createDecipheriv, createHmac, randomFillSync } from 'node:crypto';
import { CipherError, IV_LENGTH, parsePlaintext, TAG_LENGTH } from '@lld/protocol/cipher';
import { STREAM_PREFIX } from '@lld/protocol/constants';
import type { PlaylistSignInput, RequestSignInput } from '@lld/protocol/sign';

const KEY_RE = /^[0-9a-fA-F]{64}$/;
let lastKeyHex: string | null = null;
let lastKey: Buffer = Buffer.alloc(0);

function keyBytes(keyHex: string): Buffer {
  if (keyHex === lastKeyHex) return lastKey;
  if (typeof keyHex !== 'string' || !KEY_RE.test(keyHex)) {
    throw new CipherError('BAD_KEY', 'AES-256-GCM key must be 64 hex digits');
  }
  lastKey = Buffer.from(keyHex, 'hex');
  lastKeyHex = keyHex;
  return lastKey;
}

export function encryptPayload(keyHex: string, value: unknown, iv?: Uint8Array): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (error) {
    throw new CipherError('NOT_SERIALIZABLE', `value cannot be serialised: ${(error as Error).message}`);
  }
  if (json === undefined) throw new CipherError('NOT_SERIALIZABLE', 'value has no JSON text');
  return encryptJson(keyHex, json, iv);
}

/**
 * Random IVs drawn from a block of CSPRNG bytes filled 256 IVs at a time (as Node's randomUUID
 * does for its UUIDs): one OpenSSL call per 256 answers instead of one per answer. Each IV is
 * used once; the view is read synchronously by `createCipheriv` and the copy into the output.
 */
const IV_BLOCK = Buffer.alloc(IV_LENGTH * 256);
let ivOffset = IV_BLOCK.length;
function freshIv(): Buffer {
  if (ivOffset === IV_BLOCK.length) {
    randomFillSync(IV_BLOCK);
    ivOffset = 0;
  }
  ivOffset += IV_LENGTH;
  return IV_BLOCK.subarray(ivOffset - IV_LENGTH, ivOffset);
}

/**
 * Encrypts JSON text that is already serialised (a cached payload), as a string or as its UTF-8
 * bytes (a cached payload keeps them: encoding 17 KB of Chinese text cost as much as the
 * AES-GCM itself): the same bytes as `encryptPayload`.
 */
export function encryptJson(keyHex: string, json: string | Uint8Array, iv?: Uint8Array): string {
  const key = keyBytes(keyHex);
  const nonce = iv ?? freshIv();
  if (nonce.length !== IV_LENGTH) throw new CipherError('BAD_IV', 'iv must be 12 bytes');
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = typeof json === 'string' ? cipher.update(json, 'utf8') : cipher.update(json);
  const tail = cipher.final();
  return Buffer.concat([nonce, body, tail, cipher.getAuthTag()]).toString('base64');
}

/** Canonical padded base64 only (what `bytesToBase64` writes), like the protocol's decoder. */
const BASE64_RE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function base64Bytes(text: unknown): Buffer | null {
  if (typeof text !== 'string' || !BASE64_RE.test(text)) return null;
  const bytes = Buffer.from(text, 'base64');
  // Non-zero unused bits in the last character are not canonical.
  return bytes.toString('base64') === text ? bytes : null;
}

export function decryptPayload(keyHex: string, b64: string): unknown {
  const key = keyBytes(keyHex);
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

/** Lower-case hex HMAC-SHA1 (a string is its UTF-8 bytes). */
export function hmacSha1Hex(key: string | Uint8Array, message: string | Uint8Array): string {
  return createHmac('sha1', key).update(message).digest('hex');
}

/** PROTOCOL §2: HMAC-SHA1 over token, `/api` + path (no query), user agent, timestamp, nonce. */
export function requestSign(input: RequestSignInput): string {
  const cut = input.path.search(/[?#]/);
  const path = cut === -1 ? input.path : input.path.slice(0, cut);
  return hmacSha1Hex(
    input.key,
    `${input.token}/api${path}${input.userAgent}${input.timestamp}${input.nonce}`,
  );
}

/** PROTOCOL §8: HMAC-SHA1 over token, the stream prefix + id, timestamp and nonce. */
export function playlistSign(input: PlaylistSignInput): string {
  return hmacSha1Hex(input.key, `${input.token}${STREAM_PREFIX}${input.id}${input.timestamp}${input.nonce}`);
}
