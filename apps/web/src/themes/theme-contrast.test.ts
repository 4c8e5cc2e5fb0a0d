import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_SURFACES, APP_TEXT, contrastRatio } from '@lld/protocol/contrast';
import { THEMES, themeByKey } from '@lld/protocol/themes';
import { describe, expect, it } from 'vitest';
import { themeCssVars } from './apply-theme';

const globalCss = readFileSync(join(import.meta.dirname, '../app/global.css'), 'utf8');
const cssVar = (name: string) =>
  new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(globalCss)?.[1]?.toLowerCase();

describe('theme text contrast in the app (issue 19)', () => {
  it('the surfaces the protocol checks are the ones global.css paints', () => {
    expect(cssVar('--app-bg')).toBe(APP_SURFACES.bg);
    expect(cssVar('--app-surface')).toBe(APP_SURFACES.surface);
    expect(cssVar('--app-surface-2')).toBe(APP_SURFACES.surface2);
    expect(cssVar('--app-surface-3')).toBe(APP_SURFACES.surface3);
    expect(cssVar('--app-text')).toBe(APP_TEXT);
  });

  it('every theme sets readable text variables: the active colour as text, button text, notice text', () => {
    for (const theme of THEMES) {
      const v = themeCssVars(theme);
      for (const bg of Object.values(APP_SURFACES)) {
        expect(contrastRatio(v['--fot-active-text-color']!, bg)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(v['--tab-active-text-color']!, bg)).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrastRatio(v['--on-primary-color']!, v['--fot-active-color']!)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(v['--on-publish-btn-color']!, v['--publish-btn-color']!)).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(contrastRatio(v['--notice-bar-text-color']!, v['--notice-bar-bgc']!)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it('keeps the spec colours themselves for fills and icons', () => {
    const d = themeCssVars(themeByKey('default'));
    expect(d['--fot-active-color']).toBe('#366CE3');
    expect(d['--fot-active-text-color']).not.toBe('#366CE3');
    const x = themeCssVars(themeByKey('christmas'));
    expect(x['--notice-bar-bgc']).toBe('#386455');
    expect(x['--tab-active-text-color']).toBe('#ff7f7f');
  });
});
