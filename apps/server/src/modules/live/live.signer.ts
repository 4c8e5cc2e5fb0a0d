import { randomBytes } from 'node:crypto';
import { deriveKey, safeEqual, shortMac } from '../../crypto/hls.ts';

/**
 * Live delivery without state, like the VOD one (media/delivery.ts): the signed master
 * playlist (PROTOCOL §8) issues a ticket (HMAC over channel, user, viewer and expiry) that
 * opens the variant playlists and the key, and segment URLs carry a short signed expiry.
 */
export interface LiveTicket {
  channelId: number;
  /** 0 for a caller without a token. */
  userId: number;
  /** Random per master playlist: one player, counted once as a viewer. */
  viewer: string;
  /** UTC seconds. */
  expiresAt: number;
}

export const LIVE_TICKET_SECONDS = 6 * 3600;
/** Segment URLs live this long (a segment is gone from disk well before). */
export const LIVE_SEGMENT_URL_SECONDS = 600;

export class LiveSigner {
  readonly #ticketKey: Buffer;
  readonly #segmentKey: Buffer;

  constructor(signKey: string) {
    this.#ticketKey = deriveKey(signKey, 'lld:live-ticket');
    this.#segmentKey = deriveKey(signKey, 'lld:live-segment');
  }

  static newViewer(): string {
    return randomBytes(6).toString('hex');
  }

  issueTicket(t: LiveTicket): string {
    const body = `${t.channelId}.${t.userId}.${t.viewer}.${t.expiresAt}`;
    return `${body}.${this.#mac(this.#ticketKey, body)}`;
  }

  readTicket(text: unknown, nowSeconds: number): LiveTicket | null {
    if (typeof text !== 'string' || text.length > 200) return null;
    const parts = text.split('.');
    if (parts.length !== 5) return null;
    const [c, u, v, e, mac] = parts as [string, string, string, string, string];
    if (!safeEqual(this.#mac(this.#ticketKey, `${c}.${u}.${v}.${e}`), mac)) return null;
    const t = { channelId: Number(c), userId: Number(u), viewer: v, expiresAt: Number(e) };
    if (!Number.isSafeInteger(t.channelId) || !Number.isSafeInteger(t.expiresAt)) return null;
    return t.expiresAt > nowSeconds ? t : null;
  }

  segmentQuery(path: string, nowSeconds: number): string {
    const e = nowSeconds + LIVE_SEGMENT_URL_SECONDS;
    return `e=${e}&s=${this.#mac(this.#segmentKey, `${path}\n${e}`)}`;
  }

  checkSegment(path: string, e: unknown, s: unknown, nowSeconds: number): boolean {
    const exp = typeof e === 'string' && /^\d{1,12}$/.test(e) ? Number(e) : Number.NaN;
    if (!Number.isFinite(exp) || typeof s !== 'string' || exp <= nowSeconds) return false;
    return safeEqual(this.#mac(this.#segmentKey, `${path}\n${exp}`), s);
  }

  #mac(key: Buffer, body: string): string {
    return shortMac(key, body, 27);
  }
}
