// App icons drawn at build time, without network or native image libraries: a rounded square in
// the brand gradient with the splash's white play mark, rasterised with 4x4 supersampling and
// written as PNG (pwa/png.ts). `maskable` fills the whole square and keeps the mark inside
// the central 80 % safe zone.
import { encodePng } from './png';

const TOP = [0x4f, 0x86, 0xff];
const BOTTOM = [0x2a, 0x4f, 0xb8];

/** Inside the play triangle (unit square coordinates, centred mark scaled by `s`). */
function inPlay(x: number, y: number, s: number): boolean {
  // The splash's mark: apex right, in a 44-unit box from (15,10.5) to (35.3,33.5).
  const u = (x - 0.5) / s + 0.5;
  const v = (y - 0.5) / s + 0.5;
  const ax = 15 / 44;
  const ay = 10.5 / 44;
  const by = 33.5 / 44;
  const cx = 35.3 / 44;
  if (u < ax || u > cx) return false;
  const half = ((by - ay) / 2) * (1 - (u - ax) / (cx - ax));
  return Math.abs(v - 0.5) <= half;
}

function inDot(x: number, y: number, s: number): boolean {
  const u = (x - 0.5) / s + 0.5;
  const v = (y - 0.5) / s + 0.5;
  return (u - 9 / 44) ** 2 + (v - 0.5) ** 2 <= (3 / 44) ** 2;
}

function inRoundedSquare(x: number, y: number, radius: number): boolean {
  const dx = Math.max(radius - x, 0, x - (1 - radius));
  const dy = Math.max(radius - y, 0, y - (1 - radius));
  return dx * dx + dy * dy <= radius * radius;
}

/** RGBA pixels of the icon at `size` px. */
export function drawIcon(size: number, maskable = false): Uint8Array {
  const px = new Uint8Array(size * size * 4);
  const SS = 4;
  const markScale = maskable ? 0.72 : 0.92;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let bg = 0;
      let white = 0;
      let dot = 0;
      for (let j = 0; j < SS; j++) {
        for (let i = 0; i < SS; i++) {
          const u = (x + (i + 0.5) / SS) / size;
          const v = (y + (j + 0.5) / SS) / size;
          if (!maskable && !inRoundedSquare(u, v, 0.22)) continue;
          bg++;
          if (inPlay(u, v, markScale)) white++;
          else if (inDot(u, v, markScale)) dot++;
        }
      }
      const n = SS * SS;
      const t = y / Math.max(1, size - 1);
      const base = TOP.map((c, k) => c + (BOTTOM[k]! - c) * t);
      // The dot is white at 55 % over the gradient.
      const mix = (white + dot * 0.55) / Math.max(1, bg);
      const o = (y * size + x) * 4;
      for (let k = 0; k < 3; k++) px[o + k] = Math.round(base[k]! + (255 - base[k]!) * mix);
      px[o + 3] = Math.round((255 * bg) / n);
    }
  }
  return px;
}

export interface IconFile {
  fileName: string;
  size: number;
  purpose: 'any' | 'maskable';
  png: Buffer;
}

export function iconFiles(sizes: readonly number[]): IconFile[] {
  const out: IconFile[] = sizes.map((size) => ({
    fileName: `icons/icon-${size}.png`,
    size,
    purpose: 'any',
    png: encodePng(size, size, drawIcon(size)),
  }));
  out.push({
    fileName: 'icons/maskable-512.png',
    size: 512,
    purpose: 'maskable',
    png: encodePng(512, 512, drawIcon(512, true)),
  });
  out.push({
    fileName: 'icons/apple-touch-icon.png',
    size: 180,
    purpose: 'any',
    png: encodePng(180, 180, drawIcon(180, true)),
  });
  return out;
}
