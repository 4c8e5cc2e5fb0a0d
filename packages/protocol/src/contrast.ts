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

function rgb(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new TypeError(`not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const hex2 = (v: number) => Math.round(v).toString(16).padStart(2, '0');

/** `#rrggbb` of `a` mixed with `b`, `share` of `a` (CSS `color-mix(in srgb, a share, b)`). */
export function mixColors(a: string, b: string, share: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x.map((c, i) => hex2(c * share + y[i]! * (1 - share))).join('')}`;
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or the dark text, whichever contrasts more with `background` (text on a filled button). */
export function textOn(background: string): string {
  return contrastRatio('#ffffff', background) >= contrastRatio(DARK_TEXT, background) ? '#ffffff' : DARK_TEXT;
}

/**
 * `color` when it reads (≥ `min`) on every one of `backgrounds`; else the closest shade that
 * does: mixed with white (on dark backgrounds) or black, one per cent at a time.
 */
export function readableShade(color: string, backgrounds: readonly string[], min = AA_TEXT): string {
  const reads = (c: string) => backgrounds.every((b) => contrastRatio(c, b) >= min);
  if (reads(color)) return color;
  const darkest = Math.min(...backgrounds.map(luminance));
  const toward = darkest < 0.18 ? '#ffffff' : '#000000';
  for (let step = 1; step <= 100; step++) {
    const shade = mixColors(toward, color, step / 100);
    if (reads(shade)) return shade;
  }
  return toward;
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
