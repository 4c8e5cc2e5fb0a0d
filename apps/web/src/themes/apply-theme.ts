// Theme colours as CSS variables on :root. The colours themselves live in
// @lld/protocol/themes (spec §9); this file only names the variables the UI reads.

import { mixColors, textOn, themeTextColors } from '@lld/protocol/contrast';
import { SPLASH_COLOURS_KEY, type SplashVar } from '@lld/protocol/splash';
import { DEFAULT_THEME, type Theme, themeByValue } from '@lld/protocol/themes';

/** localStorage key of the last applied theme value, so the next start paints in it at once. */
export const THEME_STORAGE_KEY = 'lld:theme';

/** Text colour that reads on `hex` (white, or dark text on a light accent such as #FFEAA3). */
export const onColor = textOn;

/**
 * The start-up splash's colours in a theme (index.html #splash, @lld/protocol/splash): the
 * logo in the theme's active colour, the glows in its gradient.
 */
export function splashColours(theme: Theme): Record<SplashVar, string> {
  const c = theme.colors;
  const accent = c.fotActiveColor.toLowerCase();
  return {
    '--splash-accent': accent,
    '--splash-accent-hi': mixColors('#ffffff', accent, 0.25),
    '--splash-accent-lo': mixColors('#000000', accent, 0.22),
    '--splash-glow-1': c.linearColor1.toLowerCase(),
    '--splash-glow-2': c.linearColor2.toLowerCase(),
    '--splash-on-accent': onColor(accent),
  };
}

/** The CSS variables of a theme. */
export function themeCssVars(theme: Theme): Record<string, string> {
  const c = theme.colors;
  // Text in theme colours reads at WCAG AA on the app's surfaces (issue 19, @lld/protocol/contrast).
  const text = themeTextColors(theme);
  return {
    '--fot-active-color': c.fotActiveColor,
    '--fot-active-text-color': text.activeText,
    '--notice-bar-text-color': text.noticeText,
    '--tab-active-text-color': text.tabText,
    '--notice-bar-bgc': c.noticeBarBGC,
    '--publish-pop-bgc': c.publishPopBGC,
    '--ad-btn-color': c.adBtnColor ?? c.fotActiveColor,
    '--publish-btn-color': c.publishBtn ?? c.fotActiveColor,
    '--on-publish-btn-color': text.onPublishBtn,
    '--mine-linear-1': c.linearColor1,
    '--mine-linear-2': c.linearColor2,
    '--on-primary-color': text.onPrimary,
    '--adm-color-primary': c.fotActiveColor,
  };
}

/** The theme last applied to each root, and the value it gave `--adm-color-primary`. */
const applied = new WeakMap<HTMLElement, { theme: Theme; primary: string }>();

/**
 * Sets the theme's variables on `root` and records the theme for the next start. The same theme
 * again on a root that still has it touches nothing: the start applies the remembered theme and
 * the config then names the same one (30 style writes and two storage writes, 1.7 ms of a cold
 * landing at 4x CPU).
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  const last = applied.get(root);
  if (last?.theme === theme && root.style.getPropertyValue('--adm-color-primary') === last.primary) return;
  const vars = themeCssVars(theme);
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  applied.set(root, { theme, primary: root.style.getPropertyValue('--adm-color-primary') });
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
