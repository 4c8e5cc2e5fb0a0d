// The start-up splash in the last theme's colours (issue 22): applying a theme stores them, and
// the inline script the server puts in the page (@lld/protocol/splash) sets them before paint.
import { SPLASH_COLOURS_KEY, SPLASH_THEME_SCRIPT, SPLASH_VARS } from '@lld/protocol/splash';
import { THEMES, themeByKey } from '@lld/protocol/themes';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, splashColours } from './apply-theme';

afterEach(() => {
  localStorage.clear();
  for (const v of SPLASH_VARS) document.documentElement.style.removeProperty(v);
});

describe('splash colours', () => {
  it('gives every theme a hex colour for each variable, the logo in its active colour', () => {
    for (const theme of THEMES) {
      const c = splashColours(theme);
      expect(Object.keys(c).sort()).toEqual([...SPLASH_VARS].sort());
      for (const value of Object.values(c)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
      expect(c['--splash-accent']).toBe(theme.colors.fotActiveColor.toLowerCase());
      expect(c['--splash-glow-1']).toBe(theme.colors.linearColor1.toLowerCase());
    }
    expect(splashColours(themeByKey('christmas'))['--splash-accent']).not.toBe(
      splashColours(themeByKey('default'))['--splash-accent'],
    );
  });

  it('applying a theme stores them; the page script paints the next start in them', () => {
    const christmas = themeByKey('christmas');
    applyTheme(christmas);
    expect(JSON.parse(localStorage.getItem(SPLASH_COLOURS_KEY) ?? '{}')).toEqual(splashColours(christmas));
    for (const v of SPLASH_VARS) document.documentElement.style.removeProperty(v);
    new Function(SPLASH_THEME_SCRIPT)();
    for (const [name, value] of Object.entries(splashColours(christmas)))
      expect(document.documentElement.style.getPropertyValue(name)).toBe(value);
  });
});
