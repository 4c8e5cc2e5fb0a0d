import { randomBytes } from 'node:crypto';
import { HlsSigner } from '../../crypto/hls.ts';

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

export class LiveSigner extends HlsSigner {
  constructor(signKey: string) {
    super(signKey, 'live', 27);
  }

  static newViewer(): string {
    return randomBytes(6).toString('hex');
  }

  issueTicket(t: LiveTicket): string {
    return this.sealTicket([t.channelId, t.userId, t.viewer, t.expiresAt]);
  }

  readTicket(text: unknown, nowSeconds: number): LiveTicket | null {
    const fields = this.openTicket(text, 4);
    if (!fields) return null;
    const [c, u, v, e] = fields as [string, string, string, string];
    const t = { channelId: Number(c), userId: Number(u), viewer: v, expiresAt: Number(e) };
    if (!Number.isSafeInteger(t.channelId) || !Number.isSafeInteger(t.expiresAt)) return null;
    return t.expiresAt > nowSeconds ? t : null;
  }

  segmentQuery(path: string, nowSeconds: number): string {
    return this.signSegment(path, nowSeconds + LIVE_SEGMENT_URL_SECONDS);
  }

  checkSegment(path: string, e: unknown, s: unknown, nowSeconds: number): boolean {
    const exp = this.signedExpiry(path, e, s);
    return exp !== null && exp > nowSeconds;
  }
}
