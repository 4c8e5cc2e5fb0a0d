/**
 * Plans the download of one rendition of a signed HLS video (PROTOCOL §8): which variant of the
 * master playlist, and every key and segment of it, in order. The stored playlist keeps the
 * variant's text with each URI replaced by `lld-part:<n>`; playing offline puts a blob: URL of
 * the stored part there. Segments stay AES-128 encrypted as served; keys are stored as served.
 */

export const PART_SCHEME = 'lld-part:';

export interface Variant {
  url: string;
  bandwidth: number;
  height: number;
}

/** The variants of a master playlist, with absolute URLs. */
export function parseMaster(text: string, base: string): Variant[] {
  const lines = text.split(/\r?\n/);
  const out: Variant[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    const uri = lines.slice(i + 1).find((l) => l.trim() !== '' && !l.startsWith('#'));
    if (!uri) continue;
    const bandwidth = Number(/BANDWIDTH=(\d+)/.exec(line)?.[1] ?? 0);
    const height = Number(/RESOLUTION=\d+x(\d+)/.exec(line)?.[1] ?? 0);
    out.push({ url: new URL(uri.trim(), base).href, bandwidth, height });
  }
  return out;
}

/**
 * The rendition to keep: the best one not taller than `maxHeight` (a phone screen needs no
 * more, and it saves space), else the smallest.
 */
export function pickVariant(variants: readonly Variant[], maxHeight = 720): Variant | null {
  if (variants.length === 0) return null;
  const fit = variants.filter((v) => v.height > 0 && v.height <= maxHeight);
  const pool = fit.length > 0 ? fit : variants;
  return [...pool].sort((a, b) =>
    fit.length > 0 ? b.bandwidth - a.bandwidth : a.bandwidth - b.bandwidth,
  )[0]!;
}

export interface Part {
  url: string;
  kind: 'key' | 'segment';
}

export interface VariantPlan {
  /** The variant playlist with each key and segment URI replaced by `lld-part:<n>`. */
  template: string;
  parts: Part[];
  segments: number;
  /** True when the full key is part of it (paid or VIP videos the caller is entitled to). */
  fullKey: boolean;
}

/** Parts of a variant playlist (absolute URLs, each once) and its template. */
export function planVariant(text: string, base: string): VariantPlan {
  const parts: Part[] = [];
  const keyIndex = new Map<string, number>();
  const segmentIndex = new Map<string, number>();
  let segments = 0;
  let fullKey = false;
  const out = text.split(/\r?\n/).map((raw) => {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-KEY:')) {
      return line.replace(/URI="([^"]+)"/, (_m, uri: string) => {
        const url = new URL(uri, base).href;
        if (/\/f$/.test(new URL(url).pathname)) fullKey = true;
        let n = keyIndex.get(url);
        if (n === undefined) {
          n = parts.length;
          keyIndex.set(url, n);
          parts.push({ url, kind: 'key' });
        }
        return `URI="${PART_SCHEME}${n}"`;
      });
    }
    if (line === '' || line.startsWith('#')) return line;
    segments++;
    // A looped video (the demo's films over short streams) lists the same segments on every
    // pass: each is fetched and stored once.
    const url = new URL(line, base).href;
    let n = segmentIndex.get(url);
    if (n === undefined) {
      n = parts.length;
      segmentIndex.set(url, n);
      parts.push({ url, kind: 'segment' });
    }
    return `${PART_SCHEME}${n}`;
  });
  return { template: out.join('\n'), parts, segments, fullKey };
}

/** The template with each `lld-part:<n>` replaced by `urls[n]`. */
export function fillTemplate(template: string, urls: readonly string[]): string {
  return template.replace(/lld-part:(\d+)/g, (m, n: string) => urls[Number(n)] ?? m);
}
