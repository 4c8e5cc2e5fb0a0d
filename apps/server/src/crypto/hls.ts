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

/**
 * What the VOD and the live signer share (PROTOCOL §8): a ticket is its fields joined by `.`
 * and a MAC over them with the ticket key; a segment URL carries `e=<expiry>&s=<signature>`,
 * the MAC (27 characters) of `<path>\n<expiry>` with the segment key. The keys are
 * `lld:<scope>-ticket` and `lld:<scope>-segment`.
 */
export class HlsSigner {
  readonly #ticketKey: Buffer;
  readonly #segmentKey: Buffer;
  readonly #ticketMacLength: number;

  constructor(signKey: string, scope: string, ticketMacLength: number) {
    this.#ticketKey = deriveKey(signKey, `lld:${scope}-ticket`);
    this.#segmentKey = deriveKey(signKey, `lld:${scope}-segment`);
    this.#ticketMacLength = ticketMacLength;
  }

  /** `<field>.<field>….<mac>` */
  protected sealTicket(fields: readonly (string | number)[]): string {
    const body = fields.join('.');
    return `${body}.${this.#ticketMac(body)}`;
  }

  /** The `count` fields of a ticket whose MAC holds; null for a forged or malformed one. */
  protected openTicket(text: unknown, count: number): string[] | null {
    if (typeof text !== 'string' || text.length > 200) return null;
    const fields = text.split('.');
    if (fields.length !== count + 1) return null;
    const mac = fields.pop() as string;
    return safeEqual(this.#ticketMac(fields.join('.')), mac) ? fields : null;
  }

  /** `e=<expiresAt>&s=<signature>` of a segment's path. */
  protected signSegment(path: string, expiresAt: number): string {
    return `e=${expiresAt}&s=${this.#segmentSig(path, expiresAt)}`;
  }

  /** The expiry of a segment URL whose `e` and `s` are signed for `path` (whether or not it has passed), or null. */
  protected signedExpiry(path: string, e: unknown, s: unknown): number | null {
    const exp = typeof e === 'string' && /^\d{1,12}$/.test(e) ? Number(e) : Number.NaN;
    if (!Number.isFinite(exp) || typeof s !== 'string') return null;
    return safeEqual(this.#segmentSig(path, exp), s) ? exp : null;
  }

  #ticketMac(body: string): string {
    return shortMac(this.#ticketKey, body, this.#ticketMacLength);
  }

  #segmentSig(path: string, exp: number): string {
    return shortMac(this.#segmentKey, `${path}\n${exp}`, 27);
  }
}
