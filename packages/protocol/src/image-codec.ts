/**
 * Image obfuscation of PROTOCOL.md §9. The key is the UTF-8 bytes of `APP_IMAGE_KEY`.
 *
 * - Scheme 1: `LLDX1` marker, then every byte XORed with the key.
 * - Scheme 2: no marker, only the first 100 bytes XORed; recognised by the absence of an
 *   image signature.
 * - Anything that starts with a JPEG, PNG, GIF or RIFF signature is a plain image.
 */
import { utf8ToBytes } from '@noble/hashes/utils.js';

/** The 5 ASCII bytes `LLDX1` that open a scheme-1 image. */
export const IMAGE_MARKER: Uint8Array = Uint8Array.of(0x4c, 0x4c, 0x44, 0x58, 0x31);
/** Scheme 2 XORs at most this many leading bytes. */
export const XOR_PREFIX_LENGTH = 100;

/** JPEG, PNG, GIF and RIFF (WebP) signatures (PROTOCOL §9). */
export const IMAGE_SIGNATURES: ReadonlyArray<Uint8Array> = Object.freeze([
  Uint8Array.of(0xff, 0xd8, 0xff),
  Uint8Array.of(0x89, 0x50, 0x4e, 0x47),
  Uint8Array.of(0x47, 0x49, 0x46, 0x38),
  Uint8Array.of(0x52, 0x49, 0x46, 0x46),
]);

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  if (bytes.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[i] !== prefix[i]) return false;
  return true;
}

/** True when `bytes` starts with a JPEG, PNG, GIF or RIFF signature. */
export function hasImageSignature(bytes: Uint8Array): boolean {
  return IMAGE_SIGNATURES.some((sig) => startsWith(bytes, sig));
}

/** True when `bytes` starts with the scheme-1 marker `LLDX1`. */
export function hasImageMarker(bytes: Uint8Array): boolean {
  return startsWith(bytes, IMAGE_MARKER);
}

let lastKeyText: string | null = null;
let lastKey: Uint8Array = new Uint8Array(0);

function keyBytes(key: string): Uint8Array {
  if (lastKeyText !== null && key === lastKeyText) return lastKey;
  const bytes = utf8ToBytes(key);
  if (bytes.length === 0) throw new TypeError('image key must not be empty');
  lastKey = bytes;
  lastKeyText = key;
  return bytes;
}

/** XORs `length` bytes of `src` from `srcStart` into `out` from `outStart`, byte i with k[i mod len(k)]. */
function xorInto(
  out: Uint8Array,
  outStart: number,
  src: Uint8Array,
  srcStart: number,
  length: number,
  k: Uint8Array,
) {
  const kl = k.length;
  for (let i = 0; i < length; i++) out[outStart + i] = src[srcStart + i]! ^ k[i % kl]!;
}

/**
 * De-obfuscates image bytes (PROTOCOL §9). Returns a new array, except for a plain image,
 * which is returned as it is.
 */
export function decodeImage(bytes: Uint8Array, key: string): Uint8Array {
  const k = keyBytes(key);
  if (hasImageMarker(bytes)) {
    const length = bytes.length - IMAGE_MARKER.length;
    const out = new Uint8Array(length);
    xorInto(out, 0, bytes, IMAGE_MARKER.length, length, k);
    return out;
  }
  if (hasImageSignature(bytes)) return bytes;
  const out = bytes.slice();
  xorInto(out, 0, bytes, 0, Math.min(XOR_PREFIX_LENGTH, bytes.length), k);
  return out;
}

/** Scheme 1: `LLDX1` followed by every byte XORed with the key. */
export function encodeImageScheme1(bytes: Uint8Array, key: string): Uint8Array {
  const k = keyBytes(key);
  const out = new Uint8Array(IMAGE_MARKER.length + bytes.length);
  out.set(IMAGE_MARKER, 0);
  xorInto(out, IMAGE_MARKER.length, bytes, 0, bytes.length, k);
  return out;
}

/**
 * Scheme 2: the first `min(100, len)` bytes XORed with the key. When the result would start
 * with an image signature or with `LLDX1`, `decodeImage` would misread it, so scheme 1 is
 * used instead; `decodeImage(encodeImageScheme2(b, k), k)` always equals `b`.
 */
export function encodeImageScheme2(bytes: Uint8Array, key: string): Uint8Array {
  const k = keyBytes(key);
  const out = bytes.slice();
  xorInto(out, 0, bytes, 0, Math.min(XOR_PREFIX_LENGTH, bytes.length), k);
  if (hasImageSignature(out) || hasImageMarker(out)) return encodeImageScheme1(bytes, key);
  return out;
}
