/**
 * The ten visual themes (spec §3, §9; PROTOCOL §7), as data. The server config's `theme`
 * integer picks one; the web app turns `colors` into CSS variables and owns the images
 * (fot1Active…fot7Active, backgrounds, publish buttons) under `apps/web/src/themes/<key>/`.
 *
 * Colours the spec gives are copied exactly. Every other colour is marked
 * `// designed: spec silent`. Where the spec gives no tab text colour it is the theme's
 * active colour (the tab text and the active footer icon then match).
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

const theme = (t: Theme): Readonly<Theme> => Object.freeze({ ...t, colors: Object.freeze({ ...t.colors }) });

/** All themes, ordered by value. */
export const THEMES: readonly Readonly<Theme>[] = Object.freeze([
  theme({
    value: 1,
    key: 'default',
    label: '默认',
    seasonal: false,
    colors: {
      fotActiveColor: '#366CE3',
      tabActiveTextColor: '#6795FE',
      noticeBarBGC: '#161852',
      publishPopBGC: '#262942',
      linearColor1: '#2A3F8F', // designed: spec silent
      linearColor2: '#15172B', // designed: spec silent
    },
  }),
  theme({
    value: 2,
    key: 'duanwu',
    label: '端午',
    seasonal: true,
    colors: {
      fotActiveColor: '#ABE900',
      tabActiveTextColor: '#ABE900', // designed: spec silent (= fotActiveColor)
      noticeBarBGC: '#165133',
      publishPopBGC: '#1e2915',
      linearColor1: '#2E6B3A', // designed: spec silent
      linearColor2: '#121C10', // designed: spec silent
    },
  }),
  theme({
    value: 3,
    key: 'midautumn',
    label: '中秋国庆',
    seasonal: true,
    colors: {
      fotActiveColor: '#FFEAA3',
      tabActiveTextColor: '#FFD16D',
      noticeBarBGC: '#644e39',
      publishPopBGC: '#31231b',
      adBtnColor: '#805a40',
      publishBtn: '#ffc74f',
      linearColor1: '#7A5A3A', // designed: spec silent
      linearColor2: '#1F1611', // designed: spec silent
    },
  }),
  theme({
    value: 4,
    key: 'qixi',
    label: '七夕',
    seasonal: true,
    colors: {
      fotActiveColor: '#C8B1FF',
      tabActiveTextColor: '#E0C9FF',
      noticeBarBGC: '#483865',
      publishPopBGC: '#1e1b3a',
      linearColor1: '#5B4788', // designed: spec silent
      linearColor2: '#17142B', // designed: spec silent
    },
  }),
  theme({
    value: 5,
    key: 'double11',
    label: '双十一',
    seasonal: true,
    colors: {
      fotActiveColor: '#FF8C99',
      tabActiveTextColor: '#FF8C99', // designed: spec silent (= fotActiveColor)
      noticeBarBGC: '#523472',
      adBtnColor: '#d984c3',
      publishPopBGC: '#311b31',
      linearColor1: '#6B3A78', // designed: spec silent
      linearColor2: '#1F1120', // designed: spec silent
    },
  }),
  theme({
    value: 6,
    key: 'christmas',
    label: '圣诞元旦',
    seasonal: true,
    colors: {
      fotActiveColor: '#FF8183',
      tabActiveTextColor: '#ff7f7f',
      noticeBarBGC: '#386455',
      publishPopBGC: '#1e2915',
      linearColor1: '#2F5E4E', // designed: spec silent
      linearColor2: '#131C14', // designed: spec silent
    },
  }),
  theme({
    value: 7,
    key: 'springfestival',
    label: '春节',
    seasonal: true,
    colors: {
      // springfestival: "not shown in full"; red and gold, designed: spec silent
      fotActiveColor: '#FF4D3D', // designed: spec silent
      tabActiveTextColor: '#FFD36E', // designed: spec silent
      noticeBarBGC: '#6A1A16', // designed: spec silent
      publishPopBGC: '#2E1210', // designed: spec silent
      adBtnColor: '#C8322A', // designed: spec silent
      publishBtn: '#FFC74F', // designed: spec silent
      linearColor1: '#8E2119', // designed: spec silent
      linearColor2: '#240C0A', // designed: spec silent
    },
  }),
  theme({
    value: 8,
    key: 'labor',
    label: '五一',
    seasonal: true,
    colors: {
      // labor: "not shown"; warm orange and sand, designed: spec silent
      fotActiveColor: '#FFA94D', // designed: spec silent
      tabActiveTextColor: '#FFC078', // designed: spec silent
      noticeBarBGC: '#5C3B1E', // designed: spec silent
      publishPopBGC: '#2B1D12', // designed: spec silent
      adBtnColor: '#B8692E', // designed: spec silent
      linearColor1: '#7A4A22', // designed: spec silent
      linearColor2: '#1E140C', // designed: spec silent
    },
  }),
  theme({
    value: 9,
    key: 'red',
    label: '红色',
    seasonal: false,
    colors: {
      fotActiveColor: '#FF5B5B',
      tabActiveTextColor: '#FF5B5B', // designed: spec silent (= fotActiveColor)
      noticeBarBGC: '#4F1A1F', // designed: spec silent
      publishPopBGC: '#2A1517', // designed: spec silent
      linearColor1: '#7A2A2E', // designed: spec silent
      linearColor2: '#1C1012', // designed: spec silent
    },
  }),
  theme({
    value: 10,
    key: 'orange',
    label: '橙色',
    seasonal: false,
    colors: {
      fotActiveColor: '#FF8E0D',
      tabActiveTextColor: '#FF8E0D', // designed: spec silent (= fotActiveColor)
      noticeBarBGC: '#4F3112', // designed: spec silent
      publishPopBGC: '#2A1E12', // designed: spec silent
      linearColor1: '#7A4A14', // designed: spec silent
      linearColor2: '#1C140C', // designed: spec silent
    },
  }),
]);

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
