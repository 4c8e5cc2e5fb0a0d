/**
 * What both forms of the body cipher share (PROTOCOL §3): the layout's sizes, the errors, the
 * key's parsing and the JSON text in and out. No cipher here: cipher.ts is the pure-JS one,
 * cipher-async.ts the native one, and a page that has the native one loads no other.
 */
import { hexToBytes } from '@noble/hashes/utils.js';
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

/**
 * A WebCrypto key import that keeps the key it imported last (one key text for a page's life,
 * in practice): the same text on the same `subtle` gets the same promise, so a page imports its
 * key once. An import that fails is not kept: the next call tries again (and fails the same
 * way, visibly). What `importKey` throws before it starts (a malformed key) is thrown as is.
 */
export function importedKeyOnce<Subtle, Key>(
  importKey: (subtle: Subtle, text: string) => Promise<Key>,
): (subtle: Subtle, text: string) => Promise<Key> {
  let last: { text: string; subtle: Subtle; key: Promise<Key> } | null = null;
  return (subtle, text) => {
    if (last !== null && last.text === text && last.subtle === subtle) return last.key;
    const entry = { text, subtle, key: importKey(subtle, text) };
    last = entry;
    entry.key.catch(() => {
      if (last === entry) last = null;
    });
    return entry.key;
  };
}
const utf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

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

/** The payload text of `iv ‖ sealed` (sealed: the ciphertext with its tag). */
export function payloadText(iv: Uint8Array, sealed: Uint8Array): string {
  const out = new Uint8Array(IV_LENGTH + sealed.length);
  out.set(iv, 0);
  out.set(sealed, IV_LENGTH);
  return bytesToBase64(out);
}

/** The bytes of a payload text, checked: `BAD_BASE64` or `TOO_SHORT` before any cipher runs. */
export function payloadBytes(b64: string): Uint8Array {
  const bytes = typeof b64 === 'string' ? base64ToBytesOrNull(b64) : null;
  if (bytes === null) throw new CipherError('BAD_BASE64', 'payload is not base64');
  if (bytes.length < IV_LENGTH + TAG_LENGTH) throw new CipherError('TOO_SHORT', 'payload is too short');
  return bytes;
}
