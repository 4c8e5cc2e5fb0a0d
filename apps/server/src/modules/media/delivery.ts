import { STREAM_PREFIX } from '@lld/protocol/constants';
import { HlsSigner } from '../../crypto/hls.ts';
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

export class MediaSigner extends HlsSigner {
  constructor(signKey: string) {
    super(signKey, 'media', 32);
  }

  issueTicket(t: Ticket): string {
    return this.sealTicket([t.videoId, t.userId, t.full ? 1 : 0, t.line, t.expiresAt, t.hd ? 1 : 0]);
  }

  /** The ticket, or null when forged, malformed or expired. */
  readTicket(text: unknown, nowSeconds: number): Ticket | null {
    const fields = this.openTicket(text, 6);
    if (!fields) return null;
    const [v, u, f, l, e, hd] = fields as [string, string, string, string, string, string];
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
    return this.signSegment(storageKey, e);
  }

  /** Seconds the URL is still valid, or null when its signature is wrong or it has expired. */
  checkSegment(storageKey: string, e: unknown, s: unknown, nowSeconds: number): number | null {
    const exp = this.signedExpiry(storageKey, e, s);
    return exp !== null && exp > nowSeconds ? exp - nowSeconds : null;
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
  /**
   * The keys its variant playlists use, in play order ('p' the preview's, 'f' the rest's):
   * named as `#EXT-X-SESSION-KEY` so that a player can fetch them beside the variant playlist.
   */
  keys?: readonly KeyKind[];
}

/** A video's two AES-128 keys: the preview segments' and the rest's. */
export type KeyKind = 'p' | 'f';

/** The URI of a video's key, as every playlist that names it writes it. */
export const keyUri = (videoId: number, kind: KeyKind, ticket: string) =>
  `${KEY_PREFIX}${videoId}/${kind}?tk=${encodeURIComponent(ticket)}`;

/**
 * The keys a caller's variant playlists use: the preview's while the stream has preview
 * segments, the rest's when the caller may watch it whole and it has more segments.
 */
export function keysInUse(previewSegments: number, segments: number, full: boolean): KeyKind[] {
  const keys: KeyKind[] = [];
  if (previewSegments > 0) keys.push('p');
  if (full && segments > previewSegments) keys.push('f');
  return keys;
}

export function masterPlaylist({ videoId, origin, renditions, ticket, keys = [] }: MasterInput): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  // RFC 8216 §4.3.4.5: the same METHOD and URI as the variants' #EXT-X-KEY (no IV: it is each
  // segment's, not the key's).
  for (const kind of keys)
    lines.push(`#EXT-X-SESSION-KEY:METHOD=AES-128,URI="${keyUri(videoId, kind, ticket)}"`);
  const q = encodeURIComponent(ticket);
  for (const r of renditions) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.width}x${r.height},CODECS="${r.codecs}",NAME="${r.name}"`,
      `${origin}${STREAM_PREFIX}${videoId}/${r.name}.m3u8?tk=${q}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Where a line's segments are fetched: a base URL (a VID or MP4 domain, or our own /files
 * mount) with our expiring signature, or the bucket itself by its own signed URLs
 * (S3_SIGNED_URLS=on: the bytes never pass through Node).
 */
export type SegmentLine = { base: string } | { bucket: true };

/** A video's playlist never lists more segments than this (a loop over a tiny stream stays bounded). */
export const MAX_PLAYLIST_SEGMENTS = 10_000;

/**
 * The segments a video plays, in order, as indexes into its stream's rendition: the stream
 * once; or, when the video's recorded length is longer than its stream by more than a rounding
 * (the demo's short committed streams under films' lengths), the stream again, pass after pass,
 * until that length is filled (docs/decisions.md, issue 22).
 */
export function playOrder(segments: readonly number[], videoSeconds: number): number[] {
  const once = segments.map((_, i) => i);
  const streamSeconds = secondsOf(segments, segments.length);
  if (segments.length === 0 || streamSeconds <= 0 || videoSeconds <= streamSeconds + 1) return once;
  const order: number[] = [];
  let t = 0;
  for (let i = 0; t < videoSeconds && order.length < MAX_PLAYLIST_SEGMENTS; i++) {
    const k = i % segments.length;
    order.push(k);
    t += segments[k]!;
  }
  return order;
}

export interface VariantInput {
  videoId: number;
  rendition: StoredRendition;
  ticket: string;
  /** Segments this caller gets (of `order`). */
  count: number;
  /** Segments encrypted with the preview key. */
  previewSegments: number;
  /** URL of each segment of the stream that the played ones use, by its index (`segmentUrls`). */
  segmentUrls: readonly string[];
  /** The rendition's segments in play order (`playOrder`); each once, in order, when left out. */
  order?: readonly number[];
}

/** Storage key of segment `i` of a rendition. */
export function segmentKey(prefix: string, rendition: string, i: number): string {
  return `${prefix}/${rendition}/${i}.ts`;
}

/** Segment storage keys of the first `count` segments of a rendition. */
export function segmentKeys(prefix: string, rendition: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => segmentKey(prefix, rendition, i));
}

/**
 * The URLs of segments on a line: `base/key?e=&s=` (our signature, checked by the /files/hls
 * routes or ignored by a CDN in front of the bucket), or the bucket's own signed URLs.
 */
export async function segmentUrls(
  line: SegmentLine,
  keys: readonly string[],
  o: {
    signer: MediaSigner;
    nowSeconds: number;
    directUrl?: ((key: string, type: string) => Promise<string>) | undefined;
  },
): Promise<string[]> {
  if ('base' in line || !o.directUrl) {
    const base = 'base' in line ? line.base : '';
    return keys.map((key) => `${base}/${key}?${o.signer.segmentQuery(key, o.nowSeconds)}`);
  }
  const direct = o.directUrl;
  return Promise.all(keys.map((key) => direct(key, 'video/mp2t')));
}

/** `IV=0x…` of segment `i` (its number as 128 bits, as it was encrypted: crypto/hls.ts segmentIv). */
const ivAttribute = (i: number) => `IV=0x${i.toString(16).padStart(32, '0')}`;

export function variantPlaylist(v: VariantInput): string {
  const order = (v.order ?? v.rendition.segments.map((_, i) => i)).slice(0, v.count);
  const target = Math.ceil(Math.max(...order.map((k) => v.rendition.segments[k]!), 1));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  const segmentKeyUri = (k: number) => keyUri(v.videoId, k < v.previewSegments ? 'p' : 'f', v.ticket);
  // Segment k of the stream was encrypted with IV k. On the first pass k is the media sequence
  // number (the HLS default IV), so the key is named only where it changes; a later pass of a
  // looped video (after its discontinuity) states each segment's IV. A segment's URL is the
  // same on every pass.
  let lastKey = '';
  order.forEach((k, i) => {
    if (i > 0 && k === 0) lines.push('#EXT-X-DISCONTINUITY');
    const key =
      i === k
        ? `#EXT-X-KEY:METHOD=AES-128,URI="${segmentKeyUri(k)}"`
        : `#EXT-X-KEY:METHOD=AES-128,URI="${segmentKeyUri(k)}",${ivAttribute(k)}`;
    if (key !== lastKey) lines.push(key);
    lastKey = key;
    lines.push(`#EXTINF:${v.rendition.segments[k]!.toFixed(3)},`, v.segmentUrls[k]!);
  });
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}
