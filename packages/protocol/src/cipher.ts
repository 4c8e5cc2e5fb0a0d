/**
 * Body cipher of PROTOCOL.md §3: AES-256-GCM under `APP_DATA_KEY` (64 hex digits),
 * `B = base64(iv(12 random bytes) ‖ ciphertext ‖ tag(16 bytes))` of the UTF-8 JSON text.
 * @noble/ciphers, so it runs in a plain-http page (no WebCrypto) and in Node alike.
 */
import { gcm } from '@noble/ciphers/aes.js';
import { hexToBytes, randomBytes } from '@noble/hashes/utils.js';
import { base64ToBytesOrNull, bytesToBase64 } from './base64.ts';

export const IV_LENGTH = 12;
export const TAG_LENGTH = 16;

export type CipherErrorReason =
  /** The key is not 64 hex digits. */
  | 'BAD_KEY'
  /** The explicit iv is not 12 bytes. */
  | 'BAD_IV'
  /** The value has no JSON text (undefined, a function, a symbol) or cannot be serialised. */
  | 'NOT_SERIALIZABLE'
  /** The text is not canonical padded base64. */
  | 'BAD_BASE64'
  /** Fewer bytes than iv and tag. */
  | 'TOO_SHORT'
  /** Authentication failed: wrong key, or tampered iv, ciphertext or tag. */
  | 'BAD_TAG'
  /** The plaintext is not UTF-8 JSON text. */
  | 'NOT_JSON';

/** Every failure of `encryptPayload` and `decryptPayload`; `reason` says which. */
export class CipherError extends Error {
  override readonly name = 'CipherError';
  readonly reason: CipherErrorReason;

  constructor(reason: CipherErrorReason, message: string = reason) {
    super(message);
    this.reason = reason;
  }
}

const KEY_RE = /^[0-9a-fA-F]{64}$/;
/** The last key parsed (the key rarely changes, and requests are a hot path). */
let lastKeyHex: string | null = null;
let lastKey: Uint8Array = new Uint8Array(0);

/** The 32 key bytes of a 64-hex-digit key; `BAD_KEY` otherwise. */
export function keyBytes(keyHex: string): Uint8Array {
  if (lastKeyHex !== null && keyHex === lastKeyHex) return lastKey;
  if (typeof keyHex !== 'string' || !KEY_RE.test(keyHex)) {
    throw new CipherError('BAD_KEY', 'AES-256-GCM key must be 64 hex digits');
  }
  lastKey = hexToBytes(keyHex.toLowerCase());
  lastKeyHex = keyHex;
  return lastKey;
}

export const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Encrypts the JSON text of `value`. A fresh random 12-byte iv is used unless `iv` is given
 * (tests only: reusing an iv under one key breaks GCM).
 */
export function encryptPayload(keyHex: string, value: unknown, iv?: Uint8Array): string {
  const key = keyBytes(keyHex);
  const json = payloadJson(value);
  const nonce = iv ?? randomBytes(IV_LENGTH);
  if (nonce.length !== IV_LENGTH) throw new CipherError('BAD_IV', 'iv must be 12 bytes');
  const sealed = gcm(key, nonce).encrypt(utf8Encoder.encode(json));
  const out = new Uint8Array(IV_LENGTH + sealed.length);
  out.set(nonce, 0);
  out.set(sealed, IV_LENGTH);
  return bytesToBase64(out);
}

/** The JSON text a payload encrypts; `NOT_SERIALIZABLE` when `value` has none. */
export function payloadJson(value: unknown): string {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (error) {
    throw new CipherError('NOT_SERIALIZABLE', `value cannot be serialised: ${(error as Error).message}`);
  }
  if (json === undefined) throw new CipherError('NOT_SERIALIZABLE', 'value has no JSON text');
  return json;
}

/** Decrypts and parses a payload made by `encryptPayload`; throws `CipherError` on any failure. */
export function decryptPayload(keyHex: string, b64: string): unknown {
  const key = keyBytes(keyHex);
  const bytes = typeof b64 === 'string' ? base64ToBytesOrNull(b64) : null;
  if (bytes === null) throw new CipherError('BAD_BASE64', 'payload is not base64');
  if (bytes.length < IV_LENGTH + TAG_LENGTH) throw new CipherError('TOO_SHORT', 'payload is too short');
  let plain: Uint8Array;
  try {
    plain = gcm(key, bytes.subarray(0, IV_LENGTH)).decrypt(bytes.subarray(IV_LENGTH));
  } catch {
    throw new CipherError('BAD_TAG', 'payload does not authenticate');
  }
  return parsePlaintext(plain);
}

/** The JSON value of decrypted bytes; `NOT_JSON` when they are not UTF-8 JSON text. */
export function parsePlaintext(plain: Uint8Array): unknown {
  let text: string;
  try {
    text = utf8Decoder.decode(plain);
  } catch {
    throw new CipherError('NOT_JSON', 'payload is not UTF-8');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new CipherError('NOT_JSON', 'payload is not JSON');
  }
}
