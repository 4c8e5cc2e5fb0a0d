import { randomInt } from 'node:crypto';

/**
 * Image captcha drawn as SVG paths (never <text>, so the answer is not in the markup):
 * characters from a small stroke font, each scaled, rotated and skewed at random, the whole
 * line bent by a wave, over noise curves and dots. No look-alike characters (0/O, 1/I/L, …).
 */

type Stroke = number[];
/** Polylines in a 10 × 14 box (x, y pairs). */
const GLYPHS: Record<string, Stroke[]> = {
  '2': [[1, 3, 3, 0.5, 7, 0.5, 9, 3, 9, 5, 1, 13.5, 9, 13.5]],
  '3': [[1, 1, 9, 1, 5, 6, 8, 7, 9, 10, 7, 13, 3, 13.5, 1, 12]],
  '4': [[7, 13.5, 7, 0.5, 1, 9.5, 9.5, 9.5]],
  '5': [[9, 0.5, 2, 0.5, 1, 6.5, 5, 5.5, 8, 6.5, 9, 9.5, 8, 12.5, 5, 13.5, 1, 12.5]],
  '6': [[8, 1, 5, 0.5, 2, 2.5, 1, 7, 1, 11, 3, 13.5, 7, 13.5, 9, 11, 9, 8.5, 7, 6.5, 3, 6.5, 1, 8.5]],
  '7': [[1, 0.5, 9, 0.5, 4, 13.5]],
  '8': [[5, 6.5, 2, 5, 2, 2, 5, 0.5, 8, 2, 8, 5, 5, 6.5, 1, 9, 1, 12, 5, 13.5, 9, 12, 9, 9, 5, 6.5]],
  '9': [[9, 5.5, 7, 7.5, 3, 7.5, 1, 5.5, 1, 3, 3, 0.5, 7, 0.5, 9, 3, 9, 7, 8, 11, 5, 13.5, 2, 13]],
  A: [
    [1, 13.5, 5, 0.5, 9, 13.5],
    [2.5, 9, 7.5, 9],
  ],
  C: [[9, 2, 7, 0.5, 3, 0.5, 1, 3, 1, 11, 3, 13.5, 7, 13.5, 9, 12]],
  E: [
    [9, 0.5, 1, 0.5, 1, 13.5, 9, 13.5],
    [1, 7, 7, 7],
  ],
  F: [
    [9, 0.5, 1, 0.5, 1, 13.5],
    [1, 7, 7, 7],
  ],
  H: [
    [1, 0.5, 1, 13.5],
    [9, 0.5, 9, 13.5],
    [1, 7, 9, 7],
  ],
  K: [
    [1, 0.5, 1, 13.5],
    [9, 0.5, 1, 8],
    [4, 5.5, 9, 13.5],
  ],
  M: [[1, 13.5, 1, 0.5, 5, 8, 9, 0.5, 9, 13.5]],
  N: [[1, 13.5, 1, 0.5, 9, 13.5, 9, 0.5]],
  P: [[1, 13.5, 1, 0.5, 7, 0.5, 9, 2.5, 9, 5, 7, 7, 1, 7]],
  R: [
    [1, 13.5, 1, 0.5, 7, 0.5, 9, 2.5, 9, 5, 7, 7, 1, 7],
    [5, 7, 9, 13.5],
  ],
  T: [
    [1, 0.5, 9, 0.5],
    [5, 0.5, 5, 13.5],
  ],
  U: [[1, 0.5, 1, 11, 3, 13.5, 7, 13.5, 9, 11, 9, 0.5]],
  V: [[1, 0.5, 5, 13.5, 9, 0.5]],
  W: [[0.5, 0.5, 2.5, 13.5, 5, 5, 7.5, 13.5, 9.5, 0.5]],
  X: [
    [1, 0.5, 9, 13.5],
    [9, 0.5, 1, 13.5],
  ],
  Y: [
    [1, 0.5, 5, 7],
    [9, 0.5, 5, 7, 5, 13.5],
  ],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;

const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const pick = <T>(items: readonly T[]): T => items[randomInt(0, items.length)]!;
const f = (n: number) => n.toFixed(1);

export function randomCaptchaText(length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return s;
}

const INK = ['#1d3b8f', '#7a1f5c', '#0f5e4a', '#8a3b12', '#3b2a8f', '#114a7a', '#5a1d8f'];
const NOISE = ['#9aa6d6', '#d69ab8', '#9ad6bd', '#d6c29a', '#b5a0e0'];

/** The SVG text of a captcha showing `text` (characters of CAPTCHA_ALPHABET). */
export function drawCaptchaSvg(text: string): string {
  const W = CAPTCHA_WIDTH;
  const H = CAPTCHA_HEIGHT;
  const waveAmp = rand(2, 4);
  const waveFreq = rand(0.05, 0.09);
  const wavePhase = rand(0, Math.PI * 2);
  const bend = (x: number, y: number): [number, number] => [
    x,
    y + waveAmp * Math.sin(x * waveFreq + wavePhase),
  ];

  const parts: string[] = [];
  // Noise curves behind the characters.
  for (let i = 0; i < 4; i++) {
    parts.push(
      `<path d="M${f(rand(-5, 10))} ${f(rand(0, H))} C${f(rand(20, 50))} ${f(rand(-10, H + 10))} ${f(rand(60, 100))} ${f(rand(-10, H + 10))} ${f(rand(110, W + 5))} ${f(rand(0, H))}" stroke="${pick(NOISE)}" stroke-width="${f(rand(1, 2))}" fill="none"/>`,
    );
  }
  const slot = (W - 12) / text.length;
  [...text].forEach((ch, i) => {
    const strokes = GLYPHS[ch];
    if (!strokes) return;
    const scale = rand(1.8, 2.2);
    const angle = (rand(-25, 25) * Math.PI) / 180;
    const skew = rand(-0.3, 0.3);
    const cx = 6 + slot * i + slot / 2 + rand(-2, 2);
    const cy = H / 2 + rand(-3, 3);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const map = (x: number, y: number): [number, number] => {
      const lx = (x - 5 + skew * (y - 7)) * scale * 0.95;
      const ly = (y - 7) * scale * 1.05;
      return bend(cx + lx * cos - ly * sin, cy + lx * sin + ly * cos);
    };
    let d = '';
    for (const s of strokes) {
      // Split each segment in steps so the wave bends straight strokes.
      for (let k = 0; k + 3 < s.length; k += 2) {
        const [x0, y0, x1, y1] = [s[k]!, s[k + 1]!, s[k + 2]!, s[k + 3]!];
        const steps = 4;
        for (let t = k === 0 ? 0 : 1; t <= steps; t++) {
          const [px, py] = map(x0 + ((x1 - x0) * t) / steps, y0 + ((y1 - y0) * t) / steps);
          d += `${k === 0 && t === 0 ? 'M' : 'L'}${f(px)} ${f(py)}`;
        }
      }
    }
    parts.push(
      `<path d="${d}" stroke="${pick(INK)}" stroke-width="${f(rand(2.2, 3))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  // Lines across the characters and dots on top.
  for (let i = 0; i < 2; i++) {
    const [x0, y0] = bend(rand(0, 20), rand(8, H - 8));
    const [x1, y1] = bend(rand(W - 20, W), rand(8, H - 8));
    parts.push(
      `<path d="M${f(x0)} ${f(y0)} Q${f(W / 2)} ${f(rand(0, H))} ${f(x1)} ${f(y1)}" stroke="${pick(INK)}" stroke-width="1.2" fill="none" opacity="0.7"/>`,
    );
  }
  for (let i = 0; i < 28; i++) {
    parts.push(
      `<circle cx="${f(rand(0, W))}" cy="${f(rand(0, H))}" r="${f(rand(0.6, 1.6))}" fill="${pick([...NOISE, ...INK])}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" rx="6" fill="#f3f5fb"/>${parts.join('')}</svg>`;
}
