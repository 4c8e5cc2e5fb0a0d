/**
 * Body cipher of PROTOCOL.md §3: AES-256-GCM under `APP_DATA_KEY` (64 hex digits),
 * `B = base64(iv(12 random bytes) ‖ ciphertext ‖ tag(16 bytes))` of the UTF-8 JSON text.
 * @noble/ciphers, so it runs in a plain-http page (no WebCrypto) and in Node alike; where the
 * runtime has a native AES-GCM, cipher-async.ts uses that and loads this file only without one.
 */
import { gcm } from '@noble/ciphers/aes.js';
import { randomBytes } from '@noble/hashes/utils.js';
import {
  CipherError,
  IV_LENGTH,
  keyBytes,
  parsePlaintext,
  payloadBytes,
  payloadJson,
  payloadText,
  utf8Encoder,
} from './cipher-core.ts';

export * from './cipher-core.ts';

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
  return payloadText(nonce, sealed);
}

/** Decrypts and parses a payload made by `encryptPayload`; throws `CipherError` on any failure. */
export function decryptPayload(keyHex: string, b64: string): unknown {
  const key = keyBytes(keyHex);
  const bytes = payloadBytes(b64);
  let plain: Uint8Array;
  try {
    plain = gcm(key, bytes.subarray(0, IV_LENGTH)).decrypt(bytes.subarray(IV_LENGTH));
  } catch {
    throw new CipherError('BAD_TAG', 'payload does not authenticate');
  }
  return parsePlaintext(plain);
}
