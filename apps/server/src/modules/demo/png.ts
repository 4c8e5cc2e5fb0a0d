import { deflateSync } from 'node:zlib';

/** A tiny RGB canvas and PNG encoder (node:zlib), for demo images drawn at seed time. */

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

export type Rgb = readonly [number, number, number];

export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  set(x: number, y: number, [r, g, b]: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    const p = this.pixels;
    p[i] = Math.round(p[i]! * (1 - alpha) + r * alpha);
    p[i + 1] = Math.round(p[i + 1]! * (1 - alpha) + g * alpha);
    p[i + 2] = Math.round(p[i + 2]! * (1 - alpha) + b * alpha);
  }

  /** Diagonal gradient from `from` (top left) to `to` (bottom right). */
  gradient(from: Rgb, to: Rgb): this {
    const span = this.width + this.height - 2 || 1;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const t = (x + y) / span;
        this.set(x, y, [
          from[0] + (to[0] - from[0]) * t,
          from[1] + (to[1] - from[1]) * t,
          from[2] + (to[2] - from[2]) * t,
        ]);
      }
    }
    return this;
  }

  /** Filled circle with a soft (anti-aliased) edge. */
  circle(cx: number, cy: number, radius: number, color: Rgb, alpha = 1): this {
    const x0 = Math.floor(cx - radius - 1);
    const y0 = Math.floor(cy - radius - 1);
    for (let y = y0; y <= cy + radius + 1; y++) {
      for (let x = x0; x <= cx + radius + 1; x++) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        const cover = Math.max(0, Math.min(1, radius - d + 0.5));
        if (cover > 0) this.set(x, y, color, alpha * cover);
      }
    }
    return this;
  }

  /** Filled rectangle with rounded corners. */
  roundRect(x: number, y: number, w: number, h: number, r: number, color: Rgb, alpha = 1): this {
    for (let py = Math.floor(y); py < y + h; py++) {
      for (let px = Math.floor(x); px < x + w; px++) {
        const dx = Math.max(x + r - (px + 0.5), px + 0.5 - (x + w - r), 0);
        const dy = Math.max(y + r - (py + 0.5), py + 0.5 - (y + h - r), 0);
        const cover = Math.max(0, Math.min(1, r - Math.hypot(dx, dy) + 0.5));
        if (cover > 0) this.set(px, py, color, alpha * cover);
      }
    }
    return this;
  }

  /** Diagonal stripes over the whole canvas. */
  stripes(period: number, width: number, color: Rgb, alpha: number): this {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        if ((x + y) % period < width) this.set(x, y, color, alpha);
      }
    }
    return this;
  }

  /** PNG bytes (8-bit RGB, no filtering). */
  toPng(): Uint8Array {
    const raw = Buffer.alloc((this.width * 3 + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      const row = y * (this.width * 3 + 1);
      raw[row] = 0;
      raw.set(this.pixels.subarray(y * this.width * 3, (y + 1) * this.width * 3), row + 1);
    }
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(this.width, 0);
    ihdr.writeUInt32BE(this.height, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    return new Uint8Array(
      Buffer.concat([
        PNG_SIGNATURE,
        chunk('IHDR', ihdr),
        chunk('IDAT', deflateSync(raw)),
        chunk('IEND', new Uint8Array(0)),
      ]),
    );
  }
}
