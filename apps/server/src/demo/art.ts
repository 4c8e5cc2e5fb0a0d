/**
 * Demo ad art drawn at seed time as small SVG documents: 750×300 banners (headline, sub-line,
 * call-to-action pill and an illustrated tile) and 120×120 icons (a glyph on a gradient
 * rounded square). Self-contained: no scripts, no external references, no foreignObject.
 */

/** Glyphs the art can draw, each in a 100×100 box. */
export type Glyph =
  | 'checkin'
  | 'invite'
  | 'vip'
  | 'diamond'
  | 'trophy'
  | 'game'
  | 'ai'
  | 'service'
  | 'comic'
  | 'live'
  | 'play'
  | 'coin'
  | 'gift'
  | 'chat';

/** Colours as `#rgb` / `#rrggbb`. */
export interface Palette {
  /** Background gradient, top left → bottom right. */
  from: string;
  to: string;
  /** Highlight: emphasised headline words, glow, sparkles. */
  accent: string;
  /** Call-to-action pill gradient and its text colour. */
  cta: readonly [string, string];
  ctaInk: string;
  /** Glyph detail colour inside the tile. */
  ink: string;
}

export interface BannerArt {
  /** Headline; also the ad's title (alt text). */
  title: string;
  /** Part of the headline drawn in the accent colour. */
  em?: string;
  sub: string;
  tag: string;
  cta: string;
  glyph: Glyph;
  palette: Palette;
}

export interface IconArt {
  glyph: Glyph;
  from: string;
  to: string;
  /** Detail colour of the glyph. */
  ink: string;
  /** Floating windows: a label under the glyph, and an optional corner badge. */
  label?: string;
  badge?: string;
}

const FONT = '"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif';
const STYLE = `<style>text{font-family:${FONT}}</style>`;

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

function color(c: string): string {
  if (!/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(c)) throw new TypeError(`not a colour: ${c}`);
  return c;
}

/** Rough text width in em: CJK and full-width characters 1, others about 0.6. */
function textEm(text: string): number {
  let em = 0;
  for (const ch of text) em += ch.codePointAt(0)! > 0x2e7f ? 1 : 0.6;
  return em;
}

/** `a` moved towards `b` by `t` (0..1), as `#rrggbb`. */
function mix(a: string, b: string, t: number): string {
  const rgb = (c: string) => {
    const hex = color(c).slice(1);
    const full = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  };
  const [x, y] = [rgb(a), rgb(b)];
  const channel = (v: number, i: number) => Math.round(v + (y[i]! - v) * t);
  return `#${x.map((v, i) => channel(v, i).toString(16).padStart(2, '0')).join('')}`;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A star path with `points` tips (4 for a sparkle, 5 for a classic star). */
function star(cx: number, cy: number, outer: number, inner: number, points: number): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const t = (Math.PI * i) / points - Math.PI / 2;
    d += `${i === 0 ? 'M' : 'L'}${r1(cx + r * Math.cos(t))} ${r1(cy + r * Math.sin(t))}`;
  }
  return `${d}Z`;
}

/** A glyph in a 100×100 box, `m` the main colour, `a` the detail colour. */
function glyph(name: Glyph, m: string, a: string): string {
  const line = (d: string, c: string, w: number) =>
    `<path d="${d}" fill="none" stroke="${c}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
  switch (name) {
    case 'checkin':
      return `<rect x="14" y="22" width="72" height="64" rx="14" fill="${m}"/><path d="M14 36a14 14 0 0 1 14-14h44a14 14 0 0 1 14 14v6H14z" fill="${a}"/><rect x="30" y="12" width="9" height="20" rx="4.5" fill="${m}"/><rect x="61" y="12" width="9" height="20" rx="4.5" fill="${m}"/>${line('M35 63l10 10 20-20', a, 8)}`;
    case 'invite':
      return `<circle cx="42" cy="34" r="17" fill="${m}"/><path d="M10 86c0-20 14-32 32-32s32 12 32 32z" fill="${m}"/><circle cx="74" cy="68" r="18" fill="${a}"/>${line('M74 59v18M65 68h18', m, 6)}`;
    case 'vip':
      return `<path d="M16 36l17 17 17-27 17 27 17-17-7 36H23z" fill="${m}" stroke="${m}" stroke-width="4" stroke-linejoin="round"/><circle cx="16" cy="34" r="6" fill="${m}"/><circle cx="50" cy="22" r="6" fill="${m}"/><circle cx="84" cy="34" r="6" fill="${m}"/><rect x="23" y="77" width="54" height="10" rx="5" fill="${m}"/><path d="M50 47l7 9-7 9-7-9z" fill="${a}"/>`;
    case 'diamond':
      return `<path d="M30 18h40l20 24-40 44-40-44z" fill="${m}"/>${line('M10 42h80M39 18l-8 24 19 44 19-44-8-24', a, 4)}`;
    case 'trophy':
      return `${line('M30 26H17v5c0 9 6 15 15 16M70 26h13v5c0 9-6 15-15 16', m, 6)}<path d="M28 14h44v24a22 22 0 0 1-44 0z" fill="${m}"/><rect x="45" y="58" width="10" height="14" fill="${m}"/><rect x="28" y="72" width="44" height="14" rx="5" fill="${m}"/><path d="${star(50, 36, 12, 5, 5)}" fill="${a}"/>`;
    case 'game':
      return `<path d="M31 28h38c13 0 19 8 21 20l4 19c2 11-11 17-18 9l-9-10H33l-9 10c-7 8-20 2-18-9l4-19c2-12 8-20 21-20z" fill="${m}"/>${line('M32 40v17M23.5 48.5h17', a, 6)}<circle cx="66" cy="42" r="5.5" fill="${a}"/><circle cx="76" cy="53" r="5.5" fill="${a}"/>`;
    case 'ai':
      return `<path d="${star(42, 56, 34, 9, 4)}" fill="${m}"/><path d="${star(76, 22, 15, 4.5, 4)}" fill="${a}"/><path d="${star(80, 78, 9, 3, 4)}" fill="${m}"/>`;
    case 'service':
      return `${line('M20 56v-8a30 30 0 0 1 60 0v8', m, 8)}<rect x="12" y="48" width="20" height="30" rx="9" fill="${m}"/><rect x="68" y="48" width="20" height="30" rx="9" fill="${m}"/>${line('M78 78c0 8-8 12-20 12', m, 5)}<rect x="42" y="84" width="18" height="11" rx="5.5" fill="${a}"/>`;
    case 'comic':
      return `<path d="M48 26C38 18 24 16 10 18v60c14-2 28 0 38 8z" fill="${m}"/><path d="M52 26c10-8 24-10 38-8v60c-14-2-28 0-38 8z" fill="${m}"/>${line('M19 33c8 0 15 1 21 5M19 46c8 0 15 1 21 5M60 38c6-4 13-5 21-5M60 51c6-4 13-5 21-5', a, 4)}`;
    case 'live':
      return `${line('M36 12l14 14 14-14', m, 6)}<rect x="10" y="26" width="80" height="60" rx="14" fill="${m}"/><path d="M43 42v28l23-14z" fill="${a}" stroke="${a}" stroke-width="4" stroke-linejoin="round"/><circle cx="78" cy="38" r="5" fill="${a}"/>`;
    case 'play':
      return `<rect x="10" y="20" width="80" height="60" rx="16" fill="${m}"/><path d="M42 36v28l24-14z" fill="${a}" stroke="${a}" stroke-width="5" stroke-linejoin="round"/><rect x="22" y="86" width="56" height="6" rx="3" fill="${m}" opacity=".7"/>`;
    case 'coin':
      return `<circle cx="50" cy="50" r="40" fill="${m}"/><circle cx="50" cy="50" r="30" fill="none" stroke="${a}" stroke-width="5"/>${line('M38 33l12 15 12-15M50 48v21M39 52h22M39 61h22', a, 6)}`;
    case 'gift':
      return `<path d="M50 38c-6-14-26-20-26-7 0 7 13 7 26 7zM50 38c6-14 26-20 26-7 0 7-13 7-26 7z" fill="${a}"/><rect x="12" y="38" width="76" height="18" rx="6" fill="${m}"/><rect x="18" y="56" width="64" height="32" rx="6" fill="${m}"/><rect x="45" y="38" width="10" height="50" fill="${a}"/>`;
    case 'chat':
      return `<path d="M52 32h28a10 10 0 0 1 10 10v22a10 10 0 0 1-10 10h-2v12L64 74H52a10 10 0 0 1-10-10V42a10 10 0 0 1 10-10z" fill="${a}"/><path d="M20 14h42a10 10 0 0 1 10 10v28a10 10 0 0 1-10 10H36L22 74V62h-2a10 10 0 0 1-10-10V24a10 10 0 0 1 10-10z" fill="${m}"/><circle cx="29" cy="38" r="4.5" fill="${a}"/><circle cx="41" cy="38" r="4.5" fill="${a}"/><circle cx="53" cy="38" r="4.5" fill="${a}"/>`;
  }
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

const stops = (a: string, b: string, opacityA = 1, opacityB = 1) =>
  `<stop offset="0" stop-color="${a}" stop-opacity="${opacityA}"/><stop offset="1" stop-color="${b}" stop-opacity="${opacityB}"/>`;

/** Small deterministic jitter so banners sharing a glyph still differ. */
function jitter(seed: number, i: number, span: number): number {
  const x = Math.sin(seed * 12.9898 + i * 78.233) * 43758.5453;
  return r1((x - Math.floor(x) - 0.5) * span);
}

/** A 750×300 banner. `seed` varies the decoration. */
export function bannerSvg(art: BannerArt, seed = 0): string {
  const p = art.palette;
  const [from, to, accent, ink, ctaInk] = [p.from, p.to, p.accent, p.ink, p.ctaInk].map(color) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const cta = p.cta.map(color) as [string, string];

  // Left column: tag pill, headline, sub-line, call to action.
  const x = 48;
  const tagSize = 20;
  const tagW = Math.round(textEm(art.tag) * tagSize + 30);
  const hSize = Math.min(64, Math.floor(420 / textEm(art.title)));
  const sSize = Math.min(27, Math.floor(420 / textEm(art.sub)));
  const cSize = 25;
  const ctaW = Math.round(textEm(art.cta) * cSize + 84);

  const em = art.em && art.title.includes(art.em) ? art.em : '';
  const cut = em ? art.title.indexOf(em) : -1;
  const headline = em
    ? `${escapeXml(art.title.slice(0, cut))}<tspan fill="${accent}">${escapeXml(em)}</tspan>${escapeXml(art.title.slice(cut + em.length))}`
    : escapeXml(art.title);

  const sparkles = [
    [470, 56, 13],
    [712, 62, 9],
    [500, 244, 8],
    [700, 236, 15],
    [420, 30, 6],
  ]
    .map(
      ([sx, sy, r], i) =>
        `<path d="${star(sx! + jitter(seed, i, 40), sy! + jitter(seed, i + 9, 30), r!, r! / 4, 4)}"/>`,
    )
    .join('');
  const tilt = -8 + jitter(seed, 20, 8);

  return svg(
    750,
    300,
    `<defs>${STYLE}` +
      `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">${stops(from, to)}</linearGradient>` +
      `<radialGradient id="glow" cx=".8" cy=".5" r=".42">${stops(accent, accent, 0.5, 0)}</radialGradient>` +
      `<linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">${stops(mix(from, '#ffffff', 0.45), mix(from, to, 0.35))}</linearGradient>` +
      `<linearGradient id="cta" x1="0" y1="0" x2="1" y2="0">${stops(cta[0], cta[1])}</linearGradient>` +
      `<pattern id="dots" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.8" fill="#fff" fill-opacity=".28"/></pattern>` +
      `</defs>` +
      `<rect width="750" height="300" fill="url(#bg)"/>` +
      `<circle cx="-20" cy="-40" r="190" fill="#fff" fill-opacity=".07"/>` +
      `<path d="M${400 + jitter(seed, 1, 60)} 0h70L${330 + jitter(seed, 2, 60)} 300h-70z" fill="#fff" fill-opacity=".06"/>` +
      `<rect width="750" height="300" fill="url(#glow)"/>` +
      `<circle cx="596" cy="150" r="138" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="2"/>` +
      `<circle cx="596" cy="150" r="112" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="2" stroke-dasharray="4 10"/>` +
      `<rect x="${330 + jitter(seed, 3, 40)}" y="214" width="128" height="64" fill="url(#dots)"/>` +
      `<path d="M0 262c120-34 250 26 390-6s250-34 360 0v44H0z" fill="#000" fill-opacity=".1"/>` +
      // Illustrated tile: coloured shadow, gradient square with a highlight, glyph.
      `<g transform="rotate(${tilt} 596 150)">` +
      `<rect x="512" y="76" width="176" height="176" rx="46" fill="${to}" fill-opacity=".55"/>` +
      `<rect x="506" y="62" width="176" height="176" rx="46" fill="url(#tile)" stroke="#fff" stroke-opacity=".55" stroke-width="2"/>` +
      `<ellipse cx="594" cy="94" rx="66" ry="22" fill="#fff" fill-opacity=".13"/>` +
      `<g transform="translate(529 85) scale(1.3)">${glyph(art.glyph, '#fff', ink)}</g></g>` +
      `<g fill="#fff" fill-opacity=".85">${sparkles}</g>` +
      // Text.
      `<rect x="${x}" y="32" width="${tagW}" height="34" rx="17" fill="#fff" fill-opacity=".2" stroke="#fff" stroke-opacity=".45"/>` +
      `<text x="${x + tagW / 2}" y="56" font-size="${tagSize}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(art.tag)}</text>` +
      `<text x="${x + 2}" y="${138 + 3}" font-size="${hSize}" font-weight="900" fill="#000" fill-opacity=".22">${escapeXml(art.title)}</text>` +
      `<text x="${x}" y="138" font-size="${hSize}" font-weight="900" fill="#fff">${headline}</text>` +
      `<text x="${x}" y="186" font-size="${sSize}" font-weight="500" fill="#fff" fill-opacity=".9">${escapeXml(art.sub)}</text>` +
      `<rect x="${x}" y="216" width="${ctaW}" height="56" rx="28" fill="#000" fill-opacity=".15" transform="translate(0 4)"/>` +
      `<rect x="${x}" y="216" width="${ctaW}" height="56" rx="28" fill="url(#cta)"/>` +
      `<text x="${x + 28}" y="253" font-size="${cSize}" font-weight="800" fill="${ctaInk}">${escapeXml(art.cta)}</text>` +
      `<path d="M${x + ctaW - 40} 235l9 9-9 9" fill="none" stroke="${ctaInk}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

/** A 120×120 icon: the glyph on a gradient rounded square, with an optional label and badge. */
export function iconSvg(art: IconArt): string {
  const [from, to, ink] = [art.from, art.to, art.ink].map(color) as [string, string, string];
  const labelled = art.label !== undefined;
  const place = labelled ? 'translate(33 12) scale(.54)' : 'translate(25 25) scale(.7)';
  const shadow = labelled ? 'translate(33 15) scale(.54)' : 'translate(25 28) scale(.7)';
  let text = '';
  if (art.label !== undefined) {
    const size = Math.min(20, Math.floor(92 / textEm(art.label)));
    text += `<rect x="12" y="80" width="96" height="30" rx="15" fill="#fff"/><text x="60" y="${95 + size * 0.36}" font-size="${size}" font-weight="800" fill="${ink}" text-anchor="middle">${escapeXml(art.label)}</text>`;
  }
  if (art.badge !== undefined) {
    const w = Math.round(textEm(art.badge) * 14 + 14);
    text += `<rect x="${116 - w}" y="4" width="${w}" height="22" rx="11" fill="#ffe14d"/><text x="${116 - w / 2}" y="20" font-size="14" font-weight="800" fill="#e5322d" text-anchor="middle">${escapeXml(art.badge)}</text>`;
  }
  return svg(
    120,
    120,
    `<defs>${text ? STYLE : ''}<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">${stops(from, to)}</linearGradient>` +
      `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1">${stops('#fff', '#fff', 0.38, 0)}</linearGradient>` +
      `<clipPath id="c"><rect width="120" height="120" rx="30"/></clipPath></defs>` +
      `<g clip-path="url(#c)"><rect width="120" height="120" fill="url(#g)"/>` +
      `<circle cx="104" cy="18" r="34" fill="#fff" fill-opacity=".14"/>` +
      `<path d="M0 0h120v38C80 62 40 62 0 42z" fill="url(#s)"/></g>` +
      `<g transform="${shadow}" opacity=".14">${glyph(art.glyph, '#000', '#000')}</g>` +
      `<g transform="${place}">${glyph(art.glyph, '#fff', ink)}</g>${text}`,
  );
}
