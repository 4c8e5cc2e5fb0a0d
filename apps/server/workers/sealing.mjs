// One encrypted answer as sent (PROTOCOL §3): `head`, base64( IV ‖ AES-256-GCM ciphertext ‖ tag ),
// `tail`. Plain JavaScript so that both the event loop (src/crypto/native-cipher.ts) and the
// answer sealer's thread (./answer-sealer.mjs), which runs without a TypeScript loader, seal
// with this one function. Types: ./sealing.d.mts.
import { createCipheriv, randomFillSync } from 'node:crypto';

export const IV_LENGTH = 12;
export const TAG_LENGTH = 16;

if (IV_LENGTH % 3 !== 0) throw new Error('sealBetween needs an IV length that is a multiple of 3');

/**
 * A source of random IVs drawn from a block of CSPRNG bytes filled 256 IVs at a time (as Node's
 * randomUUID does for its UUIDs): one OpenSSL call per 256 answers instead of one per answer.
 * Each IV is used once; the view is read synchronously by `createCipheriv` and the copy into
 * the answer, before the next one is drawn.
 */
export function ivSource() {
  const block = Buffer.alloc(IV_LENGTH * 256);
  let at = block.length;
  return () => {
    if (at === block.length) {
      randomFillSync(block);
      at = 0;
    }
    at += IV_LENGTH;
    return block.subarray(at - IV_LENGTH, at);
  };
}

/** The length of an answer for JSON of `jsonBytes` UTF-8 bytes between `headLength` and `tailLength` bytes (GCM keeps the length). */
export function sealedLength(headLength, jsonBytes, tailLength) {
  return headLength + 4 * Math.ceil((IV_LENGTH + jsonBytes + TAG_LENGTH) / 3) + tailLength;
}

/**
 * Seals `json` (text or its UTF-8 bytes) under `key` and `iv` between `head` and `tail`, written
 * into `out` at `at`, or into a new buffer of its own when `out` is not given; returns the buffer.
 * The base64 is written piece by piece instead of from the IV, ciphertext and tag joined first (a
 * copy of the whole answer): base64 of pieces whose lengths are multiples of 3 is the base64 of
 * their join — the IV (12 bytes), the ciphertext up to a multiple of 3, then its rest with the tag.
 */
export function sealBetween(key, iv, json, head, tail, out, at = 0) {
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = typeof json === 'string' ? cipher.update(json, 'utf8') : cipher.update(json);
  cipher.final(); // empty for GCM
  const tag = cipher.getAuthTag();
  const size = sealedLength(head.length, body.length, tail.length);
  const dest = out ?? Buffer.allocUnsafe(size);
  const whole = body.length - (body.length % 3);
  let i = at + head.copy(dest, at);
  i += dest.write(Buffer.from(iv.buffer, iv.byteOffset, iv.length).toString('base64'), i, 'latin1');
  i += dest.write(body.toString('base64', 0, whole), i, 'latin1');
  i += dest.write(Buffer.concat([body.subarray(whole), tag]).toString('base64'), i, 'latin1');
  i += tail.copy(dest, i);
  if (i !== at + size) throw new Error(`answer of ${i - at} bytes, expected ${size}`);
  return dest;
}
