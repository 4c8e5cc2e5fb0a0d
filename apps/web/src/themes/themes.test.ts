import { FOOTER_TABS } from '@lld/protocol/routes';
import { THEMES, themeByValue } from '@lld/protocol/themes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, onColor, rememberedTheme, THEME_STORAGE_KEY, themeCssVars } from './apply-theme';
import { loadThemeAssets } from './load-assets';
import { setTheme, useThemeStore } from './theme-store';

const root = document.documentElement;
const cssVar = (name: string) => root.style.getPropertyValue(name);

afterEach(() => {
  root.removeAttribute('style');
  localStorage.clear();
});

describe('theme colours', () => {
  it('theme 6 (christmas) sets the footer active colour #FF8183 and its other colours', () => {
    applyTheme(themeByValue(6));
    expect(cssVar('--fot-active-color')).toBe('#FF8183');
    expect(cssVar('--tab-active-text-color')).toBe('#ff7f7f');
    expect(cssVar('--notice-bar-bgc')).toBe('#386455');
    expect(cssVar('--publish-pop-bgc')).toBe('#1e2915');
    expect(cssVar('--adm-color-primary')).toBe('#FF8183');
    expect(root.dataset.theme).toBe('christmas');
  });

  it('an unknown theme value paints the default theme', () => {
    for (const value of [0, 11, 'x', null, undefined]) {
      applyTheme(themeByValue(value));
      expect(cssVar('--fot-active-color')).toBe('#366CE3');
      expect(cssVar('--tab-active-text-color')).toBe('#6795FE');
      expect(cssVar('--notice-bar-bgc')).toBe('#161852');
    }
  });

  it('sets every variable the UI reads for all ten themes', () => {
    const names = [
      '--fot-active-color',
      '--tab-active-text-color',
      '--notice-bar-bgc',
      '--publish-pop-bgc',
      '--ad-btn-color',
      '--publish-btn-color',
      '--mine-linear-1',
      '--mine-linear-2',
      '--adm-color-primary',
      '--on-primary-color',
    ];
    for (const theme of THEMES) {
      expect(Object.keys(themeCssVars(theme)).sort()).toEqual(expect.arrayContaining(names));
    }
    expect(themeCssVars(themeByValue(3))['--ad-btn-color']).toBe('#805a40');
    expect(themeCssVars(themeByValue(3))['--publish-btn-color']).toBe('#ffc74f');
  });

  it('picks readable text on light accents', () => {
    expect(onColor('#FFEAA3')).toBe('#1d1b2b');
    expect(onColor('#366CE3')).toBe('#ffffff');
  });

  it('applies the same theme again without a write, and again in full once its colours were removed', () => {
    applyTheme(themeByValue(6));
    const writes = vi.spyOn(root.style, 'setProperty');
    try {
      applyTheme(themeByValue(6));
      expect(writes).not.toHaveBeenCalled();
      applyTheme(themeByValue(4));
      expect(writes).toHaveBeenCalledWith('--fot-active-color', expect.any(String));
      root.removeAttribute('style');
      applyTheme(themeByValue(4));
      expect(cssVar('--fot-active-color')).toBe(themeCssVars(themeByValue(4))['--fot-active-color']);
    } finally {
      writes.mockRestore();
    }
  });

  it('remembers the applied theme for the next start', () => {
    applyTheme(themeByValue(4));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('4');
    expect(rememberedTheme().key).toBe('qixi');
  });
});

describe('setTheme', () => {
  it('applies the colours at once and then loads the theme’s images', async () => {
    const pending = setTheme(6);
    expect(cssVar('--fot-active-color')).toBe('#FF8183');
    expect(useThemeStore.getState().theme.key).toBe('christmas');
    await pending;
    expect(useThemeStore.getState().assets?.key).toBe('christmas');
  });

  it('switching the theme in config updates the tab colour', async () => {
    await setTheme(1);
    expect(cssVar('--fot-active-color')).toBe('#366CE3');
    await setTheme(10);
    expect(cssVar('--fot-active-color')).toBe('#FF8E0D');
    expect(useThemeStore.getState().assets?.key).toBe('orange');
  });
});

describe('theme images', () => {
  const parse = (uri: string) => {
    expect(uri.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(uri.slice(uri.indexOf(',') + 1));
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.tagName).toBe('svg');
    return svg;
  };

  it.each(THEMES.map((t) => [t.key, t] as const))(
    '%s: every image is a well-formed SVG',
    async (_key, theme) => {
      const assets = await loadThemeAssets(theme.key);
      expect(assets.key).toBe(theme.key);
      for (const tab of FOOTER_TABS) parse(assets.index[tab.activeIconKey]);
      parse(assets.index.longVideoNewUserBgi);
      parse(assets.index.adBgi);
      for (const image of Object.values(assets.mine)) parse(image);
    },
  );

  it('seasonal themes have back-to-top and publish-button art; default, red and orange have none', async () => {
    for (const theme of THEMES) {
      const { index } = await loadThemeAssets(theme.key);
      const extras = [
        index.backTopBGI,
        index.publishBtnLeftTop,
        index.publishBtnLeftBottom,
        index.publishBtnRight,
      ];
      if (theme.seasonal) for (const e of extras) parse(e ?? '');
      else expect(extras.every((e) => e === undefined)).toBe(true);
    }
    expect(THEMES.filter((t) => !t.seasonal).map((t) => t.key)).toEqual(['default', 'red', 'orange']);
  });

  it('draws each season’s own motif (no two seasonal themes share their tab art)', async () => {
    const seasonal = THEMES.filter((t) => t.seasonal);
    const homes = await Promise.all(
      seasonal.map(async (t) => (await loadThemeAssets(t.key)).index.fot1Active),
    );
    expect(new Set(homes).size).toBe(seasonal.length);
    const spring = parse((await loadThemeAssets('springfestival')).index.backTopBGI ?? '');
    expect(spring).toContain('福');
    const double11 = parse((await loadThemeAssets('double11')).index.fot1Active);
    expect(double11).toContain('>11<');
  });

  it('paints the default theme’s tab icons in its active colour, without motifs', async () => {
    const svg = parse((await loadThemeAssets('default')).index.fot5Active);
    expect(svg).toContain('#366CE3');
    expect(svg).not.toContain('<circle cx="22.2"');
  });
});
