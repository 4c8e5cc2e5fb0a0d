/**
 * Standard base64 (RFC 4648 §4, with `=` padding) for browser and Node alike, without
 * `Buffer`, `atob` or `btoa`. Decoding is strict: it rejects whitespace, the URL-safe
 * alphabet, missing or misplaced padding and non-zero trailing bits, so one byte string has
 * exactly one accepted text form.
 *
 * Where the engine has the ES2026 base64 methods (`Uint8Array.fromBase64`, `toBase64`:
 * Chromium 140 and later, Safari 18.2, Firefox 133; not Node 20), both directions use them: the
 * JavaScript decoder below cost a phone's main thread 9–12 ms of a cold home landing at 4x CPU
 * (the API's answers; docs/performance.md). The engine's decoder is as strict here: its
 * `lastChunkHandling: 'strict'` refuses missing padding and non-zero trailing bits, its alphabet
 * the URL-safe one and `=` inside; what it skips, ASCII whitespace, leaves it fewer bytes than
 * the text's length promises, which is refused below.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

const DECODE_TABLE: Int16Array = (() => {
  const table = new Int16Array(128).fill(-1);
  for (let i = 0; i < ALPHABET.length; i++) table[ALPHABET.charCodeAt(i)] = i;
  return table;
})();

/** The engine's base64 methods (ES2026), where it has them. */
interface EngineBase64 {
  fromBase64(text: string, options: { lastChunkHandling: 'strict' }): Uint8Array;
  toBase64(bytes: Uint8Array): string;
}

/** The engine's base64 when it has both methods; null (Node 20, older browsers) otherwise. */
function engineBase64(): EngineBase64 | null {
  const from = (Uint8Array as unknown as { fromBase64?: unknown }).fromBase64;
  const to = (Uint8Array.prototype as unknown as { toBase64?: unknown }).toBase64;
  if (typeof from !== 'function' || typeof to !== 'function') return null;
  return {
    fromBase64: (text, options) => from.call(Uint8Array, text, options) as Uint8Array,
    toBase64: (bytes) => to.call(bytes) as string,
  };
}

const STRICT = { lastChunkHandling: 'strict' } as const;

/** The two directions, on the engine's methods when given them, else the JavaScript ones below. */
export function base64Codec(engine: EngineBase64 | null): {
  bytesToBase64(bytes: Uint8Array): string;
  base64ToBytesOrNull(text: string): Uint8Array | null;
} {
  if (engine === null) return { bytesToBase64: jsBytesToBase64, base64ToBytesOrNull: jsBase64ToBytesOrNull };
  return {
    bytesToBase64: (bytes) => engine.toBase64(bytes),
    base64ToBytesOrNull(text) {
      const length = decodedLength(text);
      if (length === null) return null;
      let bytes: Uint8Array;
      try {
        bytes = engine.fromBase64(text, STRICT);
      } catch {
        return null;
      }
      return bytes.length === length ? bytes : null;
    },
  };
}

/** How many bytes canonical base64 of this length and padding holds; null for a length not a multiple of 4. */
function decodedLength(text: string): number | null {
  const len = text.length;
  if (len % 4 !== 0) return null;
  if (len === 0) return 0;
  const pad = text.charCodeAt(len - 1) === 61 /* = */ ? (text.charCodeAt(len - 2) === 61 ? 2 : 1) : 0;
  return (len / 4) * 3 - pad;
}

const engine = engineBase64();
const codec = base64Codec(engine);

/** True when this engine's own base64 methods are in use (the browser test checks it). */
export const usesEngineBase64 = engine !== null;

/** Encodes bytes as padded standard base64. */
export const bytesToBase64: (bytes: Uint8Array) => string = codec.bytesToBase64;

/** Decodes padded standard base64; returns `null` when the text is not canonical base64. */
export const base64ToBytesOrNull: (text: string) => Uint8Array | null = codec.base64ToBytesOrNull;

/** Padded standard base64 in JavaScript (engines without `toBase64`). */
function jsBytesToBase64(bytes: Uint8Array): string {
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

/** Canonical padded standard base64 decoded in JavaScript (engines without `fromBase64`). */
function jsBase64ToBytesOrNull(text: string): Uint8Array | null {
  const length = decodedLength(text);
  if (length === null) return null;
  const len = text.length;
  if (len === 0) return new Uint8Array(0);
  const pad = (len / 4) * 3 - length;
  const out = new Uint8Array(length);
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
