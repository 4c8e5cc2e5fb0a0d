// Theme colours as CSS variables on :root. The colours themselves live in
// @lld/protocol/themes (spec §9); this file only names the variables the UI reads.
import { SPLASH_COLOURS_KEY, type SplashVar } from '@lld/protocol/splash';
import { DEFAULT_THEME, type Theme, themeByValue } from '@lld/protocol/themes';

/** localStorage key of the last applied theme value, so the next start paints in it at once. */
export const THEME_STORAGE_KEY = 'lld:theme';

/** Text colour that reads on `hex` (a light accent such as #FFEAA3 needs dark text). */
export function onColor(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return '#ffffff';
  const n = Number.parseInt(m[1]!, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.45 ? '#1d1b2b' : '#ffffff';
}

/** `hex` moved towards `to` by `amount` (0..1), as #rrggbb. */
function mix(hex: string, to: string, amount: number): string {
  const rgb = (h: string) => {
    const n = Number.parseInt(h.replace('#', ''), 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  };
  const [a, b] = [rgb(hex), rgb(to)];
  return `#${a
    .map((c, i) =>
      Math.round(c + (b[i]! - c) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The start-up splash's colours in a theme (index.html #splash, @lld/protocol/splash): the
 * logo in the theme's active colour, the glows in its gradient.
 */
export function splashColours(theme: Theme): Record<SplashVar, string> {
  const c = theme.colors;
  const accent = c.fotActiveColor.toLowerCase();
  return {
    '--splash-accent': accent,
    '--splash-accent-hi': mix(accent, '#ffffff', 0.25),
    '--splash-accent-lo': mix(accent, '#000000', 0.22),
    '--splash-glow-1': c.linearColor1.toLowerCase(),
    '--splash-glow-2': c.linearColor2.toLowerCase(),
    '--splash-on-accent': onColor(accent),
  };
}

/** The CSS variables of a theme. */
export function themeCssVars(theme: Theme): Record<string, string> {
  const c = theme.colors;
  return {
    '--fot-active-color': c.fotActiveColor,
    '--tab-active-text-color': c.tabActiveTextColor,
    '--notice-bar-bgc': c.noticeBarBGC,
    '--publish-pop-bgc': c.publishPopBGC,
    '--ad-btn-color': c.adBtnColor ?? c.fotActiveColor,
    '--publish-btn-color': c.publishBtn ?? c.fotActiveColor,
    '--on-publish-btn-color': onColor(c.publishBtn ?? c.fotActiveColor),
    '--mine-linear-1': c.linearColor1,
    '--mine-linear-2': c.linearColor2,
    '--on-primary-color': onColor(c.fotActiveColor),
    '--adm-color-primary': c.fotActiveColor,
  };
}

/** Sets the theme's variables on `root` and records the theme for the next start. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeCssVars(theme))) root.style.setProperty(name, value);
  root.dataset.theme = theme.key;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, String(theme.value));
    // The next start's splash paints in this theme before any script of the app runs.
    localStorage.setItem(SPLASH_COLOURS_KEY, JSON.stringify(splashColours(theme)));
  } catch {
    // storage unavailable: the next start paints the default theme until config arrives
  }
}

/** The theme of the previous visit (or the default), for the first paint before config loads. */
export function rememberedTheme(): Theme {
  try {
    return themeByValue(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME;
  }
}
