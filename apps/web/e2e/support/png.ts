// Test images built in memory (no fixtures on disk): a PNG for uploads.
import { encodePng } from '../../pwa/png';

/** A 600×400 RGB PNG: a diagonal gradient of two colours and a light disc. */
export function png(a: [number, number, number], b: [number, number, number]): Buffer {
  const w = 600;
  const h = 400;
  const rgb = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const t = (x + y) / (w + h);
      const disc = (x - 300) ** 2 + (y - 200) ** 2 < 110 ** 2 ? 0.5 : 0;
      const o = (y * w + x) * 3;
      for (let i = 0; i < 3; i++)
        rgb[o + i] = Math.round((a[i]! * (1 - t) + b[i]! * t) * (1 - disc) + 255 * disc);
    }
  }
  return encodePng(w, h, rgb, { channels: 3, level: 6 });
}
