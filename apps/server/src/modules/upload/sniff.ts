/**
 * File types by their first bytes (magic numbers), never by name or declared type.
 */

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';
export type VideoType = 'mp4' | 'mov' | 'webm';

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

export function sniffImage(b: Uint8Array): ImageType | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** ISO-BMFF brands browsers play as MP4 (H.264/HEVC/AV1 in an mp4 or QuickTime box). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VP',
  'dash',
  'mmp4',
  'av01',
  'MSNV',
]);

export function sniffVideo(b: Uint8Array): VideoType | null {
  if (ascii(b, 4, 8) === 'ftyp') {
    const brand = ascii(b, 8, 12);
    if (brand === 'qt  ') return 'mov';
    if (MP4_BRANDS.has(brand) || brand.startsWith('3g')) return 'mp4';
    return null;
  }
  if (startsWith(b, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  return null;
}

export const VIDEO_EXT: Record<VideoType, string> = { mp4: '.mp4', mov: '.mov', webm: '.webm' };
