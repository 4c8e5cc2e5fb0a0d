/**
 * Comic pages and covers drawn as SVG at seed time: panel layouts, figures, speed lines and
 * speech bubbles with Chinese captions, so demo chapters look like comic pages. A page is
 * about 10 KB; the bytes are stored obfuscated like every image (PROTOCOL §9).
 */

import { rng } from './rng.ts';

export const PAGE_WIDTH = 750;

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );
}

export interface Palette {
  paper: string;
  ink: string;
  tone: string;
  accent: string;
}

export const PALETTES: readonly Palette[] = [
  { paper: '#fbf8f1', ink: '#1d1d24', tone: '#c9d6f0', accent: '#366ce3' },
  { paper: '#fdf6ef', ink: '#2a1c14', tone: '#f3d3b8', accent: '#e26d3d' },
  { paper: '#f7f5ee', ink: '#1b2420', tone: '#cfe3cf', accent: '#2f8a5b' },
  { paper: '#f4f3f8', ink: '#14131c', tone: '#d6d0ea', accent: '#6b4fd8' },
  { paper: '#fff6f8', ink: '#2b1620', tone: '#f6cfdc', accent: '#e0487a' },
  { paper: '#fbf9ef', ink: '#232016', tone: '#efe3b2', accent: '#c79a12' },
];

const FONT = `font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif"`;

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Splits the page into rows of 1–2 panels. */
function layout(height: number, next: () => number): Rect[] {
  const m = 22;
  const gap = 16;
  const rows = height > 1100 ? 4 : 3;
  const weights = Array.from({ length: rows }, () => 0.7 + next() * 0.6);
  const total = weights.reduce((a, b) => a + b, 0);
  const usable = height - 2 * m - (rows - 1) * gap;
  const out: Rect[] = [];
  let y = m;
  for (const w of weights) {
    const h = Math.round((usable * w) / total);
    const split = next();
    if (split < 0.45) out.push({ x: m, y, w: PAGE_WIDTH - 2 * m, h });
    else {
      const left = Math.round((PAGE_WIDTH - 2 * m - gap) * (0.35 + next() * 0.3));
      out.push({ x: m, y, w: left, h });
      out.push({ x: m + left + gap, y, w: PAGE_WIDTH - 2 * m - gap - left, h });
    }
    y += h + gap;
  }
  return out;
}

function figure(cx: number, base: number, scale: number, p: Palette, hair: string): string {
  const r = 34 * scale;
  const headY = base - 150 * scale;
  return [
    `<path d="M${cx - 55 * scale} ${base} Q${cx} ${base - 120 * scale} ${cx + 55 * scale} ${base}Z" fill="${p.tone}" stroke="${p.ink}" stroke-width="3"/>`,
    `<circle cx="${cx}" cy="${headY}" r="${r}" fill="#fff" stroke="${p.ink}" stroke-width="3"/>`,
    `<path d="M${cx - r} ${headY - 4} Q${cx} ${headY - r * 1.9} ${cx + r} ${headY - 4} Q${cx} ${headY - r * 0.9} ${cx - r} ${headY - 4}Z" fill="${hair}"/>`,
    `<circle cx="${cx - r * 0.35}" cy="${headY + 4}" r="${3.5 * scale}" fill="${p.ink}"/>`,
    `<circle cx="${cx + r * 0.35}" cy="${headY + 4}" r="${3.5 * scale}" fill="${p.ink}"/>`,
    `<path d="M${cx - 8 * scale} ${headY + 16 * scale} Q${cx} ${headY + 22 * scale} ${cx + 8 * scale} ${headY + 16 * scale}" stroke="${p.ink}" stroke-width="2.5" fill="none"/>`,
  ].join('');
}

function bubble(
  x: number,
  y: number,
  w: number,
  text: string,
  p: Palette,
  tailX: number,
  tailY: number,
): string {
  const lines: string[] = [];
  const per = Math.max(4, Math.floor((w - 28) / 26));
  for (let i = 0; i < text.length; i += per) lines.push(text.slice(i, i + per));
  const h = 24 + lines.length * 30;
  const tspans = lines
    .map((l, i) => `<tspan x="${x + w / 2}" y="${y + 36 + i * 30}">${escapeXml(l)}</tspan>`)
    .join('');
  return (
    `<path d="M${x + w * 0.4} ${y + h - 2} L${tailX} ${tailY} L${x + w * 0.55} ${y + h - 2}Z" fill="#fff" stroke="${p.ink}" stroke-width="3"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(28, h / 2)}" fill="#fff" stroke="${p.ink}" stroke-width="3"/>` +
    `<text ${FONT} font-size="24" font-weight="700" text-anchor="middle" fill="${p.ink}">${tspans}</text>`
  );
}

function panel(r: Rect, i: number, caption: string, p: Palette, next: () => number): string {
  const clip = `c${i}`;
  const parts: string[] = [
    `<clipPath id="${clip}"><rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}"/></clipPath>`,
  ];
  parts.push(`<g clip-path="url(#${clip})">`);
  parts.push(
    `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="${next() < 0.3 ? p.tone : '#fff'}"/>`,
  );
  const style = next();
  if (style < 0.3) {
    // Speed lines from a focus point.
    const fx = r.x + r.w * (0.3 + next() * 0.4);
    const fy = r.y + r.h * 0.5;
    // One path per stroke width: 28 rays cost three elements.
    const rays: string[][] = [[], [], []];
    const d = Math.max(r.w, r.h);
    for (let k = 0; k < 28; k++) {
      const a = (k / 28) * Math.PI * 2;
      rays[k % 3]!.push(
        `M${Math.round(fx + Math.cos(a) * 60)} ${Math.round(fy + Math.sin(a) * 60)}L${Math.round(fx + Math.cos(a) * d)} ${Math.round(fy + Math.sin(a) * d)}`,
      );
    }
    for (const [w, segs] of rays.entries())
      parts.push(
        `<path d="${segs.join('')}" stroke="${p.ink}" stroke-opacity="0.25" stroke-width="${w + 1}"/>`,
      );
  } else if (style < 0.6) {
    // Skyline.
    let x = r.x;
    while (x < r.x + r.w) {
      const bw = Math.round(40 + next() * 70);
      const bh = Math.round(r.h * (0.2 + next() * 0.35));
      parts.push(
        `<rect x="${x}" y="${r.y + r.h - bh}" width="${bw}" height="${bh}" fill="${p.tone}" stroke="${p.ink}" stroke-width="2"/>`,
      );
      x += bw + 6;
    }
  } else {
    // Halftone dots: one pattern defined per page (drawPage), so a panel costs one rect.
    parts.push(`<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="url(#dots)"/>`);
  }
  const scale = Math.min(1.4, Math.max(0.6, r.h / 300));
  const people = r.w > 400 && next() < 0.6 ? 2 : 1;
  const base = r.y + r.h + 10;
  for (let k = 0; k < people; k++) {
    const cx = r.x + (r.w * (k + 1)) / (people + 1) + (next() - 0.5) * 30;
    parts.push(figure(cx, base, scale, p, k % 2 ? p.accent : p.ink));
  }
  const bw = Math.min(r.w - 40, 120 + caption.length * 22);
  const bx = r.x + 20 + next() * Math.max(0, r.w - 40 - bw);
  parts.push(bubble(bx, r.y + 16, bw, caption, p, r.x + r.w / 2, r.y + r.h * 0.45));
  parts.push('</g>');
  parts.push(
    `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="none" stroke="${p.ink}" stroke-width="5"/>`,
  );
  return parts.join('');
}

/** Rounds every number with more than one decimal to one, so the SVG text stays small. */
export function compact(svg: string): string {
  return svg.replace(/-?\d+\.\d{2,}/g, (n) => String(Math.round(Number(n) * 10) / 10));
}

export interface PageSpec {
  seed: number;
  palette: Palette;
  height: number;
  /** Captions for the panels, used in turn. */
  captions: readonly string[];
  /** Small footer, e.g. "第3话 · 2". */
  footer: string;
}

export function drawPage(spec: PageSpec): string {
  const next = rng(spec.seed);
  const rects = layout(spec.height - 30, next);
  const panels = rects.map((r, i) =>
    panel(r, i, spec.captions[i % spec.captions.length] ?? '……', spec.palette, next),
  );
  return compact(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${spec.height}" viewBox="0 0 ${PAGE_WIDTH} ${spec.height}">` +
      `<defs><pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="11" cy="11" r="3" fill="${spec.palette.accent}" fill-opacity="0.18"/><circle cx="0" cy="0" r="3" fill="${spec.palette.accent}" fill-opacity="0.18"/><circle cx="22" cy="22" r="3" fill="${spec.palette.accent}" fill-opacity="0.18"/></pattern></defs>` +
      `<rect width="100%" height="100%" fill="${spec.palette.paper}"/>` +
      panels.join('') +
      `<text ${FONT} x="${PAGE_WIDTH / 2}" y="${spec.height - 14}" font-size="18" text-anchor="middle" fill="${spec.palette.ink}" fill-opacity="0.55">${escapeXml(spec.footer)}</text>` +
      `</svg>`,
  );
}

/** A 3:4 cover: title block, figure and genre ribbon. */
export function drawCover(title: string, genre: string, palette: Palette, seed: number): string {
  const next = rng(seed);
  const w = 300;
  const h = 400;
  const rays = Array.from({ length: 16 }, (_, k) => {
    const a = (k / 16) * Math.PI * 2 + next() * 0.1;
    return `<path d="M150 190 L${150 + Math.cos(a) * 400} ${190 + Math.sin(a) * 400} L${150 + Math.cos(a + 0.12) * 400} ${190 + Math.sin(a + 0.12) * 400}Z" fill="${palette.accent}" fill-opacity="0.12"/>`;
  }).join('');
  const size = title.length > 5 ? 34 : 40;
  return compact(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.tone}"/><stop offset="1" stop-color="${palette.paper}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>${rays}` +
      figure(150, 330, 1.25, palette, palette.ink) +
      `<rect x="0" y="300" width="${w}" height="100" fill="${palette.ink}" fill-opacity="0.82"/>` +
      `<text ${FONT} x="150" y="352" font-size="${size}" font-weight="900" text-anchor="middle" fill="#fff">${escapeXml(title)}</text>` +
      `<rect x="16" y="16" width="${28 + genre.length * 20}" height="34" rx="17" fill="${palette.accent}"/>` +
      `<text ${FONT} x="${30 + genre.length * 10}" y="40" font-size="19" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(genre)}</text>` +
      `<rect x="2" y="2" width="${w - 4}" height="${h - 4}" fill="none" stroke="${palette.ink}" stroke-width="4"/>` +
      `</svg>`,
  );
}

/** An author avatar: initial on a coloured disc. */
export function drawAvatar(name: string, palette: Palette): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">` +
    `<circle cx="60" cy="60" r="60" fill="${palette.accent}"/>` +
    `<text ${FONT} x="60" y="76" font-size="46" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(name.slice(0, 1))}</text>` +
    `</svg>`
  );
}
