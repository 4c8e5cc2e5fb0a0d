/**
 * The rolling window of a live rendition (issue 15), without I/O: segments come in as the
 * encoder finishes them, the playlist lists the last `size`, and a segment is handed back for
 * deletion once it has been out of the window for `grace` more segments (a player that read
 * the previous playlist may still be fetching it).
 *
 * Every segment carries its wall-clock start (`#EXT-X-PROGRAM-DATE-TIME`): the same instant
 * the encoder burns into the picture, so a player can tell how far behind live it is. A
 * restarted encoder continues the sequence numbers and marks its first segment with
 * `#EXT-X-DISCONTINUITY` (and `#EXT-X-DISCONTINUITY-SEQUENCE` counts those that left).
 */

export interface LiveSegment {
  /** Media sequence number (also the AES-128 IV, as for VOD segments). */
  seq: number;
  /** Seconds. */
  duration: number;
  /** Wall-clock start, epoch milliseconds. */
  startMs: number;
  /** First segment of a new encoder run. */
  discontinuity?: boolean;
}

export interface WindowOptions {
  /** Segments listed in the playlist. */
  size: number;
  /** Segments kept on disk after leaving the playlist. */
  grace: number;
}

export interface RenderOptions {
  /** `#EXT-X-KEY` URI; none when the segments are not encrypted. */
  keyUri?: string;
  /** URL of a segment. */
  segmentUrl: (seq: number) => string;
}

export class LiveWindow {
  readonly #segments: LiveSegment[] = [];
  /** Out of the playlist, still on disk. */
  readonly #leaving: LiveSegment[] = [];
  #discontinuitySeq = 0;

  constructor(readonly options: WindowOptions) {
    if (options.size < 1 || options.grace < 0) throw new Error('bad live window size');
  }

  /** Adds the newest segment; returns the segments to delete now (oldest first). */
  push(segment: LiveSegment): LiveSegment[] {
    const last = this.#segments.at(-1);
    if (last && segment.seq <= last.seq) throw new Error(`segment ${segment.seq} after ${last.seq}`);
    this.#segments.push(segment);
    while (this.#segments.length > this.options.size) {
      const out = this.#segments.shift()!;
      if (out.discontinuity) this.#discontinuitySeq++;
      this.#leaving.push(out);
    }
    return this.#leaving.splice(0, Math.max(0, this.#leaving.length - this.options.grace));
  }

  /** Segments in the playlist, oldest first. */
  get segments(): readonly LiveSegment[] {
    return this.#segments;
  }

  /** Every segment still on disk (playlist and grace), for cleanup. */
  get all(): readonly LiveSegment[] {
    return [...this.#leaving, ...this.#segments];
  }

  get lastSeq(): number {
    return this.#segments.at(-1)?.seq ?? -1;
  }

  /** Empties the window; returns every segment to delete. */
  clear(): LiveSegment[] {
    const out = [...this.#leaving, ...this.#segments];
    this.#leaving.length = 0;
    this.#segments.length = 0;
    this.#discontinuitySeq = 0;
    return out;
  }

  /** The live media playlist (no `#EXT-X-ENDLIST`). */
  render(o: RenderOptions): string {
    const segs = this.#segments;
    const target = Math.max(1, Math.ceil(Math.max(0, ...segs.map((s) => s.duration))));
    const lines = [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      `#EXT-X-TARGETDURATION:${target}`,
      `#EXT-X-MEDIA-SEQUENCE:${segs[0]?.seq ?? 0}`,
      `#EXT-X-DISCONTINUITY-SEQUENCE:${this.#discontinuitySeq}`,
    ];
    // IV = media sequence number (the HLS default), as for the VOD segments.
    if (o.keyUri) lines.push(`#EXT-X-KEY:METHOD=AES-128,URI="${o.keyUri}"`);
    for (const s of segs) {
      if (s.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
      lines.push(
        `#EXT-X-PROGRAM-DATE-TIME:${new Date(s.startMs).toISOString()}`,
        `#EXTINF:${s.duration.toFixed(3)},`,
        o.segmentUrl(s.seq),
      );
    }
    return `${lines.join('\n')}\n`;
  }
}

/** One line of the muxer's CSV segment list: the file and its media times in seconds. */
export interface SegmentEntry {
  file: string;
  start: number;
  end: number;
}

/** Parses the lines ffmpeg's segment muxer appends to a CSV list: `file,start,end`. */
export function parseSegmentList(text: string): SegmentEntry[] {
  const out: SegmentEntry[] = [];
  for (const line of text.split('\n')) {
    const m = /^([^,]+),([\d.]+),([\d.]+)\s*$/.exec(line);
    if (m) out.push({ file: m[1]!, start: Number(m[2]), end: Number(m[3]) });
  }
  return out;
}
