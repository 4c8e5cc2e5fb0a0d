/**
 * Standard base64 (RFC 4648 §4, with `=` padding) for browser and Node alike, without
 * `Buffer`, `atob` or `btoa`. Decoding is strict: it rejects whitespace, the URL-safe
 * alphabet, missing or misplaced padding and non-zero trailing bits, so one byte string has
 * exactly one accepted text form.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

const DECODE_TABLE: Int16Array = (() => {
  const table = new Int16Array(128).fill(-1);
  for (let i = 0; i < ALPHABET.length; i++) table[ALPHABET.charCodeAt(i)] = i;
  return table;
})();

/** Encodes bytes as padded standard base64. */
export function bytesToBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  let chunk = '';
  const len = bytes.length;
  let i = 0;
  for (; i + 2 < len; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    chunk +=
      ALPHABET[(n >>> 18) & 63]! + ALPHABET[(n >>> 12) & 63]! + ALPHABET[(n >>> 6) & 63]! + ALPHABET[n & 63]!;
    if (chunk.length >= 8192) {
      parts.push(chunk);
      chunk = '';
    }
  }
  const rest = len - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    chunk += `${ALPHABET[(n >>> 18) & 63]!}${ALPHABET[(n >>> 12) & 63]!}==`;
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    chunk += `${ALPHABET[(n >>> 18) & 63]!}${ALPHABET[(n >>> 12) & 63]!}${ALPHABET[(n >>> 6) & 63]!}=`;
  }
  parts.push(chunk);
  return parts.join('');
}

/** Decodes padded standard base64; returns `null` when the text is not canonical base64. */
export function base64ToBytesOrNull(text: string): Uint8Array | null {
  const len = text.length;
  if (len % 4 !== 0) return null;
  if (len === 0) return new Uint8Array(0);
  let pad = 0;
  if (text.charCodeAt(len - 1) === 61 /* = */) pad = text.charCodeAt(len - 2) === 61 ? 2 : 1;
  const out = new Uint8Array((len / 4) * 3 - pad);
  let o = 0;
  for (let i = 0; i < len; i += 4) {
    const last = i + 4 === len;
    const c0 = sextet(text, i);
    const c1 = sextet(text, i + 1);
    const c2 = last && pad === 2 ? 0 : sextet(text, i + 2);
    const c3 = last && pad >= 1 ? 0 : sextet(text, i + 3);
    if (c0 < 0 || c1 < 0 || c2 < 0 || c3 < 0) return null;
    const n = (c0 << 18) | (c1 << 12) | (c2 << 6) | c3;
    if (last && pad === 2) {
      if ((n & 0xffff) !== 0) return null;
      out[o++] = n >>> 16;
    } else if (last && pad === 1) {
      if ((n & 0xff) !== 0) return null;
      out[o++] = n >>> 16;
      out[o++] = (n >>> 8) & 0xff;
    } else {
      out[o++] = n >>> 16;
      out[o++] = (n >>> 8) & 0xff;
      out[o++] = n & 0xff;
    }
  }
  return out;
}

/** Decodes padded standard base64; throws `TypeError` when the text is not canonical base64. */
export function base64ToBytes(text: string): Uint8Array {
  const bytes = base64ToBytesOrNull(text);
  if (bytes === null) throw new TypeError('invalid base64');
  return bytes;
}

function sextet(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code < 128 ? DECODE_TABLE[code]! : -1;
}
