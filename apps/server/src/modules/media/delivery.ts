import { STREAM_PREFIX } from '@lld/protocol/constants';
import { deriveKey, safeEqual, shortMac } from '../../crypto/hls.ts';
import type { StoredRendition } from './media.schema.ts';

/**
 * HLS delivery (PROTOCOL §8) without state: the signed master playlist leads to variant
 * playlists and keys through a ticket (HMAC over video, user, scope, line and expiry) issued
 * with it, and to segments on the line's domain through expiring signed URLs.
 *
 * Segments before `previewSegments` are encrypted with the stream's preview key, the rest
 * with its full key. A caller entitled to the whole video gets every segment (the key changes
 * at the boundary); any other caller gets the preview segments and `#EXT-X-ENDLIST`, and the
 * full key is refused to them.
 */

export const KEY_PREFIX = '/api/app/media/h5/key/';
/** The app's second segment mount: with no VID/MP4 domains configured, 线路2 plays from here. */
export const SECOND_LINE_MOUNT = '/files/line2';
/** A ticket (variant playlists, keys) lives this long after the master playlist was served. */
export const TICKET_SECONDS = 6 * 3600;
/** Segment URLs expire on the hour, 2 to 3 hours ahead: everyone shares one URL per hour, so a CDN caches it. */
export const SEGMENT_URL_BUCKET_SECONDS = 3600;
export const SEGMENT_URL_MIN_SECONDS = 2 * 3600;

export interface Ticket {
  videoId: number;
  /** 0 for a caller without a token. */
  userId: number;
  /** Entitled to the whole video when issued. */
  full: boolean;
  line: number;
  /** UTC seconds. */
  expiresAt: number;
  /** May play the top rendition (a member when issued): see `vipRendition`. */
  hd: boolean;
}

export class MediaSigner {
  readonly #ticketKey: Buffer;
  readonly #segmentKey: Buffer;

  constructor(signKey: string) {
    this.#ticketKey = deriveKey(signKey, 'lld:media-ticket');
    this.#segmentKey = deriveKey(signKey, 'lld:media-segment');
  }

  issueTicket(t: Ticket): string {
    const body = `${t.videoId}.${t.userId}.${t.full ? 1 : 0}.${t.line}.${t.expiresAt}.${t.hd ? 1 : 0}`;
    return `${body}.${shortMac(this.#ticketKey, body, 32)}`;
  }

  /** The ticket, or null when forged, malformed or expired. */
  readTicket(text: unknown, nowSeconds: number): Ticket | null {
    if (typeof text !== 'string' || text.length > 200) return null;
    const parts = text.split('.');
    if (parts.length !== 7) return null;
    const [v, u, f, l, e, hd, mac] = parts as [string, string, string, string, string, string, string];
    const body = `${v}.${u}.${f}.${l}.${e}.${hd}`;
    if (!safeEqual(shortMac(this.#ticketKey, body, 32), mac)) return null;
    const ticket = {
      videoId: Number(v),
      userId: Number(u),
      full: f === '1',
      line: Number(l),
      expiresAt: Number(e),
      hd: hd === '1',
    };
    if (!Number.isSafeInteger(ticket.videoId) || !Number.isSafeInteger(ticket.expiresAt)) return null;
    if (ticket.expiresAt <= nowSeconds) return null;
    return ticket;
  }

  /** `?e=<expiry>&s=<sig>` of a storage key. */
  segmentQuery(storageKey: string, nowSeconds: number): string {
    const e =
      Math.ceil((nowSeconds + SEGMENT_URL_MIN_SECONDS) / SEGMENT_URL_BUCKET_SECONDS) *
      SEGMENT_URL_BUCKET_SECONDS;
    return `e=${e}&s=${this.#segmentSig(storageKey, e)}`;
  }

  /** Seconds the URL is still valid, or null when its signature is wrong or it has expired. */
  checkSegment(storageKey: string, e: unknown, s: unknown, nowSeconds: number): number | null {
    const exp = typeof e === 'string' && /^\d{1,12}$/.test(e) ? Number(e) : Number.NaN;
    if (!Number.isFinite(exp) || typeof s !== 'string') return null;
    if (!safeEqual(this.#segmentSig(storageKey, exp), s)) return null;
    return exp > nowSeconds ? exp - nowSeconds : null;
  }

  #segmentSig(storageKey: string, exp: number): string {
    return shortMac(this.#segmentKey, `${storageKey}\n${exp}`, 27);
  }
}

/** Number of segments a preview of `previewSeconds` plays: every segment that starts before it, at least one. */
export function previewSegmentCount(
  segments: readonly number[],
  previewSeconds: number,
  cap: number,
): number {
  let n = 0;
  let t = 0;
  while (n < segments.length && n < cap && (n === 0 || t < previewSeconds)) {
    t += segments[n]!;
    n++;
  }
  return Math.max(1, Math.min(n, cap, segments.length));
}

/** Seconds played by the first `count` segments. */
export function secondsOf(segments: readonly number[], count: number): number {
  return segments.slice(0, count).reduce((a, b) => a + b, 0);
}

/**
 * The rendition kept for members (the VIP page's 高清画质): the tallest one, when the stream
 * has more than one; a stream of one rendition gates nothing.
 */
export function vipRendition(renditions: readonly StoredRendition[]): StoredRendition | null {
  if (renditions.length < 2) return null;
  return renditions.reduce((a, b) => (b.height > a.height ? b : a));
}

/** The renditions a caller may play: all for a member (`hd`), the others without the VIP one. */
export function playableRenditions(
  renditions: readonly StoredRendition[],
  hd: boolean,
): readonly StoredRendition[] {
  const top = hd ? null : vipRendition(renditions);
  return top ? renditions.filter((r) => r !== top) : renditions;
}

/** The 清晰度 choices of media/play, tallest first: `vip` marks the gated one, `locked` it for this caller. */
export function qualityChoices(
  renditions: readonly StoredRendition[],
  hd: boolean,
): Array<{ name: string; height: number; vip: boolean; locked: boolean }> {
  const top = vipRendition(renditions);
  return [...renditions]
    .sort((a, b) => b.height - a.height)
    .map((r) => ({ name: r.name, height: r.height, vip: r === top, locked: r === top && !hd }));
}

export interface MasterInput {
  videoId: number;
  /** `<scheme>://<host>` the client reached us on: variant URIs are absolute, so a client may
   * hand the master playlist to its player from memory (a blob: URL) and they still resolve. */
  origin: string;
  renditions: readonly StoredRendition[];
  ticket: string;
}

export function masterPlaylist({ videoId, origin, renditions, ticket }: MasterInput): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  const q = encodeURIComponent(ticket);
  for (const r of renditions) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.width}x${r.height},CODECS="${r.codecs}",NAME="${r.name}"`,
      `${origin}${STREAM_PREFIX}${videoId}/${r.name}.m3u8?tk=${q}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export interface VariantInput {
  videoId: number;
  rendition: StoredRendition;
  /** Storage prefix of the stream. */
  prefix: string;
  ticket: string;
  /** Segments this caller gets. */
  count: number;
  /** Segments encrypted with the preview key. */
  previewSegments: number;
  /** Base URL of the line (a VID or MP4 domain), no trailing slash. */
  lineBase: string;
  signer: MediaSigner;
  nowSeconds: number;
}

/** Storage key of segment `i` of a rendition. */
export function segmentKey(prefix: string, rendition: string, i: number): string {
  return `${prefix}/${rendition}/${i}.ts`;
}

export function variantPlaylist(v: VariantInput): string {
  const segs = v.rendition.segments.slice(0, v.count);
  const target = Math.ceil(Math.max(...segs, 1));
  const q = encodeURIComponent(v.ticket);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  // IV = media sequence number (the HLS default), so no IV attribute is needed.
  lines.push(`#EXT-X-KEY:METHOD=AES-128,URI="${KEY_PREFIX}${v.videoId}/p?tk=${q}"`);
  segs.forEach((d, i) => {
    if (i === v.previewSegments)
      lines.push(`#EXT-X-KEY:METHOD=AES-128,URI="${KEY_PREFIX}${v.videoId}/f?tk=${q}"`);
    const key = segmentKey(v.prefix, v.rendition.name, i);
    lines.push(
      `#EXTINF:${d.toFixed(3)},`,
      `${v.lineBase}/${key}?${v.signer.segmentQuery(key, v.nowSeconds)}`,
    );
  });
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}
