import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  APP_SURFACES,
  APP_TEXT,
  chromeBackground,
  contrastRatio,
  mixColors,
  readableShade,
  textOn,
  themeTextColors,
  themeTextSurfaces,
} from './contrast.ts';
import { THEMES } from './themes.ts';

const fmt = (n: number) => Math.round(n * 100) / 100;

describe('contrast helpers (WCAG 2.x)', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(fmt(contrastRatio('#ffffff', '#000000'))).toBe(21);
    expect(fmt(contrastRatio('#777777', '#ffffff'))).toBe(4.48);
    expect(contrastRatio('#366CE3', '#0d0e1f')).toBeCloseTo(contrastRatio('#0d0e1f', '#366CE3'));
  });

  it('mixes like color-mix in srgb', () => {
    expect(mixColors('#ffffff', '#000000', 0.5)).toBe('#808080');
    expect(mixColors('#FF0000', '#0000ff', 1)).toBe('#ff0000');
  });

  it('keeps a colour that reads, else finds the closest readable shade', () => {
    expect(readableShade('#ffffff', ['#000000'])).toBe('#ffffff');
    const shade = readableShade('#366CE3', ['#0d0e1f', '#262942']);
    expect(contrastRatio(shade, '#262942')).toBeGreaterThanOrEqual(AA_TEXT);
    // one per cent less white does not read: it is the closest
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(shade.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(0x36);
    expect(g).toBeGreaterThan(0x6c);
    expect(b).toBeGreaterThan(0xe3);
  });

  it('puts white or dark text on a fill, whichever reads better', () => {
    expect(textOn('#366CE3')).toBe('#ffffff');
    expect(textOn('#FFEAA3')).not.toBe('#ffffff');
    expect(textOn('#FF8C99')).not.toBe('#ffffff');
  });
});

// Every text/background pair the app draws with theme colours, in all ten themes, at AA 4.5:1.
describe.each(THEMES.map((t) => [t.key, t] as const))('theme %s: text reads at WCAG AA', (_key, theme) => {
  const c = theme.colors;
  const text = themeTextColors(theme);
  const surfaces = themeTextSurfaces(theme);

  it('the active colour as text (links, outlined buttons) on the page, cards, top chrome and publish popup', () => {
    for (const bg of surfaces)
      expect(fmt(contrastRatio(text.activeText, bg))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('the active tab text on the page, cards and top chrome', () => {
    for (const bg of surfaces) expect(fmt(contrastRatio(text.tabText, bg))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('the notice bar text on the notice bar', () => {
    expect(fmt(contrastRatio(text.noticeText, c.noticeBarBGC))).toBeGreaterThanOrEqual(AA_TEXT);
    expect(fmt(contrastRatio(APP_TEXT, c.noticeBarBGC))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('button text on the active colour and on the publish button', () => {
    expect(fmt(contrastRatio(text.onPrimary, c.fotActiveColor))).toBeGreaterThanOrEqual(AA_TEXT);
    expect(fmt(contrastRatio(text.onPublishBtn, c.publishBtn ?? c.fotActiveColor))).toBeGreaterThanOrEqual(
      AA_TEXT,
    );
  });

  it('the app text on the publish popup and the top chrome', () => {
    expect(fmt(contrastRatio(APP_TEXT, c.publishPopBGC))).toBeGreaterThanOrEqual(AA_TEXT);
    expect(fmt(contrastRatio(APP_TEXT, chromeBackground(theme)))).toBeGreaterThanOrEqual(AA_TEXT);
    for (const bg of Object.values(APP_SURFACES))
      expect(contrastRatio(APP_TEXT, bg)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

// Where a spec colour does not read as text, the spec colour stays in the table (for fills and
// icons) and only the text uses a shade of it; docs/decisions.md ("Theme contrast") lists them.
it('only these spec colours needed a lighter shade as text', () => {
  const changed = THEMES.flatMap((t) => {
    const text = themeTextColors(t);
    return [
      ...(text.activeText !== t.colors.fotActiveColor
        ? [`${t.key} active ${t.colors.fotActiveColor}→${text.activeText}`]
        : []),
      ...(text.tabText !== t.colors.tabActiveTextColor
        ? [`${t.key} tab ${t.colors.tabActiveTextColor}→${text.tabText}`]
        : []),
      ...(text.noticeText !== t.colors.tabActiveTextColor
        ? [`${t.key} notice ${t.colors.tabActiveTextColor}→${text.noticeText}`]
        : []),
    ];
  });
  expect(changed).toEqual([
    'default active #366CE3→#668fea',
    'christmas notice #ff7f7f→#ffc7c7',
    'springfestival active #FF4D3D→#ff5647',
  ]);
});
