/**
 * Text contrast of the themes (issue 19; WCAG 2.x AA: 4.5:1 for text). The theme tables keep
 * the spec's colours exactly; where a spec colour is too dim as text on the surfaces the app
 * draws it on, the text uses the closest shade that reads (`readableShade`), and the colour
 * itself stays for fills, borders and icons (docs/decisions.md, "Theme contrast").
 */
import type { Theme } from './themes.ts';

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

/**
 * The web app's own dark surfaces (apps/web/src/app/global.css `--app-bg`, `--app-surface`,
 * `--app-surface-2`, `--app-surface-3`; a web test keeps the two equal).
 */
export const APP_SURFACES = {
  bg: '#0d0e1f',
  surface: '#17182f',
  surface2: '#1f2140',
  surface3: '#262942',
} as const;

/** The app's main text colour (global.css `--app-text`). */
export const APP_TEXT = '#f2f3f8';

/** The dark text drawn on light accents. */
export const DARK_TEXT = '#1d1b2b';

type Rgb = readonly [number, number, number];

function rgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new TypeError(`not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const hex2 = (v: number) => v.toString(16).padStart(2, '0');
const toHex = (c: Rgb) => `#${hex2(c[0])}${hex2(c[1])}${hex2(c[2])}`;

/** `a` mixed with `b`, `share` of `a`, each channel rounded (as `#rrggbb` would hold it). */
const mix = (a: Rgb, b: Rgb, share: number): Rgb => [
  Math.round(a[0] * share + b[0] * (1 - share)),
  Math.round(a[1] * share + b[1] * (1 - share)),
  Math.round(a[2] * share + b[2] * (1 - share)),
];

/** `#rrggbb` of `a` mixed with `b`, `share` of `a` (CSS `color-mix(in srgb, a share, b)`). */
export function mixColors(a: string, b: string, share: number): string {
  return toHex(mix(rgb(a), rgb(b), share));
}

/** sRGB channel (0–255) to linear light, computed once per value: the themes' start-up asks often. */
let linear: Float64Array | null = null;
function channel(c: number): number {
  if (!linear) {
    linear = new Float64Array(256);
    for (let i = 0; i < 256; i++) {
      const s = i / 255;
      linear[i] = s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }
  }
  return linear[c]!;
}

const lum = (c: Rgb) => 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2]);
const ratio = (x: number, y: number) => (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);

/** WCAG relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  return lum(rgb(hex));
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  return ratio(luminance(a), luminance(b));
}

/** White or the dark text, whichever contrasts more with `background` (text on a filled button). */
export function textOn(background: string): string {
  return contrastRatio('#ffffff', background) >= contrastRatio(DARK_TEXT, background) ? '#ffffff' : DARK_TEXT;
}

/**
 * `color` when it reads (≥ `min`) on every one of `backgrounds`; else the closest shade that
 * does: mixed with white (on dark backgrounds) or black, one per cent at a time. Works on
 * channels and luminances, not strings: it runs for every theme colour at start-up, up to 100
 * shades against each surface.
 */
export function readableShade(color: string, backgrounds: readonly string[], min = AA_TEXT): string {
  const grounds = backgrounds.map(luminance);
  const reads = (l: number) => grounds.every((g) => ratio(l, g) >= min);
  const base = rgb(color);
  if (reads(lum(base))) return color;
  const toward: Rgb = Math.min(...grounds) < 0.18 ? [255, 255, 255] : [0, 0, 0];
  for (let step = 1; step <= 100; step++) {
    const shade = mix(toward, base, step / 100);
    if (reads(lum(shade))) return toHex(shade);
  }
  return toHex(toward);
}

/** The app's top chrome: the active colour 9 % over the page (global.css `--app-chrome-bg`). */
export function chromeBackground(theme: Theme): string {
  return mixColors(theme.colors.fotActiveColor, APP_SURFACES.bg, 0.09);
}

/** The surfaces the app draws theme-coloured text on. */
export function themeTextSurfaces(theme: Theme): string[] {
  return [...Object.values(APP_SURFACES), chromeBackground(theme), theme.colors.publishPopBGC];
}

/**
 * The text colours a theme needs, each readable (AA) where the app draws it:
 * - `activeText`: the active colour as text (links, outlined buttons, prices) on the surfaces;
 * - `tabText`: the active tab text on the surfaces;
 * - `noticeText`: the notice bar's text on its background;
 * - `onPrimary`, `onPublishBtn`: text on buttons filled with the active / publish colour.
 */
export function themeTextColors(theme: Theme) {
  const c = theme.colors;
  const surfaces = themeTextSurfaces(theme);
  return {
    activeText: readableShade(c.fotActiveColor, surfaces),
    tabText: readableShade(c.tabActiveTextColor, surfaces),
    noticeText: readableShade(c.tabActiveTextColor, [c.noticeBarBGC]),
    onPrimary: textOn(c.fotActiveColor),
    onPublishBtn: textOn(c.publishBtn ?? c.fotActiveColor),
  };
}
