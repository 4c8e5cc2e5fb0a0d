/** Photo-like SVGs for demo picture sets: sky, sun or moon, hills, water or city, drawn from a seed. */
import { escapeXml } from '../../demo/comic-art.ts';
import { rng } from '../../demo/rng.ts';

const SKIES: Array<[string, string]> = [
  ['#ffb88c', '#de6262'],
  ['#a1c4fd', '#c2e9fb'],
  ['#2b5876', '#4e4376'],
  ['#f6d365', '#fda085'],
  ['#84fab0', '#8fd3f4'],
  ['#0f2027', '#2c5364'],
];

export function drawPhoto(seed: number, width: number, height: number, caption: string): string {
  const next = rng(seed);
  const [top, bottom] = SKIES[seed % SKIES.length]!;
  const night = seed % SKIES.length === 2 || seed % SKIES.length === 5;
  const horizon = height * (0.5 + next() * 0.15);
  const layers: string[] = [];
  for (let l = 0; l < 3; l++) {
    const y0 = horizon - 60 + l * 50;
    let d = `M0 ${height} L0 ${y0}`;
    for (let x = 0; x <= width; x += width / 6)
      d += ` Q${x + width / 12} ${y0 - 40 - next() * 120} ${x + width / 6} ${y0 + next() * 30}`;
    d += ` L${width} ${height}Z`;
    layers.push(`<path d="${d}" fill="#102030" fill-opacity="${0.25 + l * 0.22}"/>`);
  }
  const sunX = width * (0.2 + next() * 0.6);
  const sunY = horizon - 120 - next() * 120;
  const stars = night
    ? Array.from(
        { length: 40 },
        () =>
          `<circle cx="${(next() * width).toFixed(0)}" cy="${(next() * horizon * 0.7).toFixed(0)}" r="${(1 + next() * 1.5).toFixed(1)}" fill="#fff" fill-opacity="0.8"/>`,
      ).join('')
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#s)"/>${stars}` +
    `<circle cx="${sunX}" cy="${sunY}" r="110" fill="url(#g)"/><circle cx="${sunX}" cy="${sunY}" r="${night ? 34 : 46}" fill="${night ? '#f4f1de' : '#fff6d5'}"/>` +
    layers.join('') +
    `<rect x="0" y="${height - 64}" width="${width}" height="64" fill="#000" fill-opacity="0.35"/>` +
    `<text font-family="'Noto Sans CJK SC','PingFang SC',sans-serif" x="24" y="${height - 24}" font-size="26" fill="#fff">${escapeXml(caption)}</text>` +
    `</svg>`
  );
}
