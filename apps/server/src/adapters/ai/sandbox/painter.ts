import sharp from 'sharp';
import { hashText, seededRandom } from './ngram.ts';

/**
 * Procedural pictures for the sandbox provider: a scene drawn from the prompt's hash (sky
 * gradient, sun or moon, hills, shapes in a palette chosen from the prompt's words), the prompt
 * written on it and a large 演示 (demo) watermark, so nobody mistakes it for a model's output.
 */

const PALETTES: Array<{ words: string[]; colors: [string, string, string, string] }> = [
  {
    words: ['夜', '星', '月', 'night', 'moon', 'star'],
    colors: ['#0b1d3a', '#3a2d6b', '#f5e6a8', '#1f3b5c'],
  },
  { words: ['海', '水', '蓝', 'sea', 'ocean', 'blue'], colors: ['#7fd3f7', '#1c6fb8', '#fff4d6', '#0f4c81'] },
  {
    words: ['花', '春', '粉', 'flower', 'pink', 'spring'],
    colors: ['#ffd6e7', '#ff8fb8', '#fff1a8', '#7cc47f'],
  },
  { words: ['秋', '枫', '橙', 'autumn', 'orange'], colors: ['#ffcf8a', '#e2583e', '#fff3c4', '#8a3b12'] },
  { words: ['雪', '冬', '白', 'snow', 'winter'], colors: ['#e8f1fb', '#a9c3e0', '#ffffff', '#6d8bb0'] },
  { words: ['森林', '绿', '山', 'forest', 'green'], colors: ['#cfeccf', '#3f8f5a', '#fff9d0', '#24553a'] },
];

function paletteFor(prompt: string, random: () => number): [string, string, string, string] {
  const lower = prompt.toLowerCase();
  const hit = PALETTES.find((p) => p.words.some((w) => lower.includes(w)));
  if (hit) return hit.colors;
  const hue = Math.floor(random() * 360);
  return [
    `hsl(${hue},70%,80%)`,
    `hsl(${(hue + 40) % 360},60%,50%)`,
    `hsl(${(hue + 180) % 360},90%,90%)`,
    `hsl(${(hue + 20) % 360},50%,30%)`,
  ];
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The 演示 watermark and the caption, as SVG elements for a canvas of that size. */
export function watermarkSvg(width: number, height: number, caption: string): string {
  const size = Math.round(Math.min(width, height) / 4);
  const text = escapeXml([...caption].slice(0, 28).join(''));
  return `
  <g transform="translate(${width / 2},${height / 2}) rotate(-24)" opacity="0.32">
    <text x="0" y="${size / 3}" font-size="${size}" font-family="Noto Sans CJK SC, WenQuanYi Zen Hei, sans-serif" font-weight="700" text-anchor="middle" fill="#ffffff" stroke="#000000" stroke-width="${size / 40}">演示</text>
  </g>
  <rect x="0" y="${height - 44}" width="${width}" height="44" fill="#000000" opacity="0.45"/>
  <text x="12" y="${height - 16}" font-size="18" font-family="Noto Sans CJK SC, WenQuanYi Zen Hei, sans-serif" fill="#ffffff">演示 · 沙盒AI ${text}</text>`;
}

/** A PNG picture for `prompt` (same prompt and seed → same picture). */
export async function paintPrompt(prompt: string, width: number, height: number, seed = 0): Promise<Buffer> {
  const random = seededRandom(hashText(prompt) ^ seed);
  const [sky1, sky2, light, ground] = paletteFor(prompt, random);
  const shapes: string[] = [];
  const sunX = Math.round(width * (0.2 + random() * 0.6));
  const sunY = Math.round(height * (0.15 + random() * 0.25));
  shapes.push(
    `<circle cx="${sunX}" cy="${sunY}" r="${Math.round(Math.min(width, height) * 0.09)}" fill="${light}"/>`,
  );
  for (let i = 0; i < 14; i++) {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height * 0.6);
    const r = Math.round(4 + random() * Math.min(width, height) * 0.05);
    shapes.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${light}" opacity="${(0.15 + random() * 0.4).toFixed(2)}"/>`,
    );
  }
  for (let layer = 0; layer < 3; layer++) {
    const base = height * (0.55 + layer * 0.13);
    let d = `M0 ${height} L0 ${Math.round(base)}`;
    const steps = 6;
    for (let s = 1; s <= steps; s++) {
      const x = Math.round((width * s) / steps);
      const y = Math.round(base - random() * height * 0.18);
      d += ` Q${Math.round(x - width / steps / 2)} ${Math.round(y - height * 0.08)} ${x} ${y}`;
    }
    d += ` L${width} ${height} Z`;
    shapes.push(`<path d="${d}" fill="${ground}" opacity="${(0.55 + layer * 0.2).toFixed(2)}"/>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  ${shapes.join('\n  ')}
  ${watermarkSvg(width, height, prompt)}
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * img2img for the sandbox: the source picture set into a scene drawn from the prompt (a round
 * frame in the middle, toned to the scene's palette), with the same demo watermark.
 */
export async function paintOver(
  source: Uint8Array,
  prompt: string,
  width: number,
  height: number,
): Promise<Buffer> {
  const scene = await paintPrompt(prompt, width, height, 7);
  const d = Math.round(Math.min(width, height) * 0.56);
  const face = await sharp(source)
    .rotate()
    .resize(d, d, { fit: 'cover', position: 'attention' })
    .modulate({ saturation: 1.1 })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${d}" height="${d}"><circle cx="${d / 2}" cy="${d / 2}" r="${d / 2}" fill="#fff"/></svg>`,
        ),
        blend: 'dest-in',
      },
    ])
    .png()
    .toBuffer();
  const ring = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height * 0.45}" r="${d / 2 + 4}" fill="none" stroke="#ffffff" stroke-width="8" opacity="0.9"/>${watermarkSvg(width, height, prompt)}</svg>`,
  );
  return sharp(scene)
    .composite([
      { input: face, left: Math.round(width / 2 - d / 2), top: Math.round(height * 0.45 - d / 2) },
      { input: ring, left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
}
