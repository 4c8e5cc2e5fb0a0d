import sharp from 'sharp';

/** A picture with structure (a hash of a flat colour is all zeros): bands and a disc. */
export async function picture(seed: number, width = 320, height = 400): Promise<Buffer> {
  const px = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const band = Math.floor(((x + seed * 37) * 7) / width + (y * ((seed % 5) + 2)) / height) % 2;
      const disc = (x - width / 2) ** 2 + (y - height / 3) ** 2 < (width / (3 + (seed % 3))) ** 2;
      px[i] = disc ? 230 : band ? 40 + seed * 20 : 200;
      px[i + 1] = disc ? 180 : band ? 90 : 60 + seed * 10;
      px[i + 2] = band ? 150 : 30;
    }
  return sharp(px, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
