import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The crypto of HLS delivery, shared by long video and live: AES-128 segments (PROTOCOL §8)
 * and the HMAC keys and truncated MACs of tickets and signed segment URLs.
 */

/** The IV of segment `seq`: the number as a 128-bit big-endian value (the HLS default). */
export function segmentIv(seq: number): Buffer {
  const iv = Buffer.alloc(16);
  iv.writeUInt32BE(seq >>> 0, 12);
  return iv;
}

/** AES-128-CBC of one segment with the stream key (hex) and the segment's IV. */
export function encryptSegment(plain: Uint8Array, keyHex: string, seq: number): Buffer {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(keyHex, 'hex'), segmentIv(seq));
  return Buffer.concat([cipher.update(plain), cipher.final()]);
}

/** A key of its own for one use (`lld:media-ticket` …), derived from the app's sign key. */
export const deriveKey = (signKey: string, label: string): Buffer =>
  createHmac('sha256', signKey).update(label).digest();

/** HMAC-SHA256 of `body`, base64url, cut to `length` characters. */
export const shortMac = (key: Buffer, body: string, length: number): string =>
  createHmac('sha256', key).update(body).digest('base64url').slice(0, length);

/** Compares two strings in constant time (for MACs). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
