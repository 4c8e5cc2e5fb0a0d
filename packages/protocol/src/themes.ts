/**
 * The ten visual themes (spec §3, §9; PROTOCOL §7), as data. The server config's `theme`
 * integer picks one; the web app turns `colors` into CSS variables and owns the images
 * (fot1Active…fot7Active, backgrounds, publish buttons) under `apps/web/src/themes/<key>/`.
 *
 * Colours the spec gives are copied exactly. Every other colour is named in the `designed:`
 * comment at its theme's row (spec silent). Where the spec gives no tab text colour it is the
 * theme's active colour (the tab text and the active footer icon then match).
 */

export type ThemeValue = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export type ThemeKey =
  | 'default'
  | 'duanwu'
  | 'midautumn'
  | 'qixi'
  | 'double11'
  | 'christmas'
  | 'springfestival'
  | 'labor'
  | 'red'
  | 'orange';

export interface ThemeColors {
  /** Active footer tab colour. */
  fotActiveColor: string;
  /** Active top-tab text colour. */
  tabActiveTextColor: string;
  /** Home notice bar background. */
  noticeBarBGC: string;
  /** Publish popup background. */
  publishPopBGC: string;
  /** Ad button colour (some seasonal themes only). */
  adBtnColor?: string;
  /** Publish button colour (some seasonal themes only). */
  publishBtn?: string;
  /** Mine screen gradient, first stop. */
  linearColor1: string;
  /** Mine screen gradient, second stop. */
  linearColor2: string;
}

export interface Theme {
  value: ThemeValue;
  key: ThemeKey;
  /** Chinese name. */
  label: string;
  /** Seasonal themes add back-to-top, publish-button and ad-button art (spec §3). */
  seasonal: boolean;
  colors: Readonly<ThemeColors>;
}

/**
 * One theme a row: value, key, label, seasonal, then its colours and, for some seasonal themes,
 * the ad and publish button colours. The comment at a row names the colours designed where the
 * spec is silent (linear: both gradient stops); the others are the spec's, copied exactly.
 */
type ThemeRow = readonly [
  value: ThemeValue,
  key: ThemeKey,
  label: string,
  seasonal: boolean,
  fotActiveColor: string,
  tabActiveTextColor: string,
  noticeBarBGC: string,
  publishPopBGC: string,
  linearColor1: string,
  linearColor2: string,
  seasonalColors?: Pick<ThemeColors, 'adBtnColor' | 'publishBtn'>,
];

// biome-ignore format: a table, one theme a row
const THEME_ROWS: readonly ThemeRow[] = [
  //                                    fotActive  tabText    noticeBar  publishPop linear1    linear2
  [1, 'default', '默认', false,          '#366CE3', '#6795FE', '#161852', '#262942', '#2A3F8F', '#15172B'], // designed: linear
  [2, 'duanwu', '端午', true,            '#ABE900', '#ABE900', '#165133', '#1e2915', '#2E6B3A', '#121C10'], // designed: tabText (= fotActive), linear
  [3, 'midautumn', '中秋国庆', true,     '#FFEAA3', '#FFD16D', '#644e39', '#31231b', '#7A5A3A', '#1F1611',
    { adBtnColor: '#805a40', publishBtn: '#ffc74f' }], // designed: linear
  [4, 'qixi', '七夕', true,              '#C8B1FF', '#E0C9FF', '#483865', '#1e1b3a', '#5B4788', '#17142B'], // designed: linear
  [5, 'double11', '双十一', true,        '#FF8C99', '#FF8C99', '#523472', '#311b31', '#6B3A78', '#1F1120',
    { adBtnColor: '#d984c3' }], // designed: tabText (= fotActive), linear
  [6, 'christmas', '圣诞元旦', true,     '#FF8183', '#ff7f7f', '#386455', '#1e2915', '#2F5E4E', '#131C14'], // designed: linear
  // springfestival: "not shown in full"; red and gold, every colour designed: spec silent
  [7, 'springfestival', '春节', true,    '#FF4D3D', '#FFD36E', '#6A1A16', '#2E1210', '#8E2119', '#240C0A',
    { adBtnColor: '#C8322A', publishBtn: '#FFC74F' }],
  // labor: "not shown"; warm orange and sand, every colour designed: spec silent
  [8, 'labor', '五一', true,             '#FFA94D', '#FFC078', '#5C3B1E', '#2B1D12', '#7A4A22', '#1E140C',
    { adBtnColor: '#B8692E' }],
  [9, 'red', '红色', false,              '#FF5B5B', '#FF5B5B', '#4F1A1F', '#2A1517', '#7A2A2E', '#1C1012'], // designed: all but fotActive (tabText = fotActive)
  [10, 'orange', '橙色', false,          '#FF8E0D', '#FF8E0D', '#4F3112', '#2A1E12', '#7A4A14', '#1C140C'], // designed: all but fotActive (tabText = fotActive)
];

function theme([
  value,
  key,
  label,
  seasonal,
  fotActiveColor,
  tabActiveTextColor,
  noticeBarBGC,
  publishPopBGC,
  linearColor1,
  linearColor2,
  seasonalColors,
]: ThemeRow): Readonly<Theme> {
  const colors: ThemeColors = {
    fotActiveColor,
    tabActiveTextColor,
    noticeBarBGC,
    publishPopBGC,
    ...seasonalColors,
    linearColor1,
    linearColor2,
  };
  return Object.freeze({ value, key, label, seasonal, colors: Object.freeze(colors) });
}

/** All themes, ordered by value. */
export const THEMES: readonly Readonly<Theme>[] = Object.freeze(THEME_ROWS.map(theme));

/** The default theme (value 1). */
export const DEFAULT_THEME: Readonly<Theme> = THEMES[0]!;

/** The theme with this value (a number or numeric string); anything else gives the default theme. */
export function themeByValue(value: unknown): Readonly<Theme> {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return THEMES.find((t) => t.value === n) ?? DEFAULT_THEME;
}

/** The theme with this key; anything else gives the default theme. */
export function themeByKey(key: unknown): Readonly<Theme> {
  return THEMES.find((t) => t.key === key) ?? DEFAULT_THEME;
}

/** True when `value` is a theme value 1..10. */
export function isThemeValue(value: unknown): value is ThemeValue {
  return THEMES.some((t) => t.value === value);
}
