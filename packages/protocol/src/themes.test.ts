import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, isThemeValue, THEMES, themeByKey, themeByValue } from './themes.ts';

describe('themes (spec §3, §9; PROTOCOL §7)', () => {
  it.each([
    [1, 'default', '默认', false],
    [2, 'duanwu', '端午', true],
    [3, 'midautumn', '中秋国庆', true],
    [4, 'qixi', '七夕', true],
    [5, 'double11', '双十一', true],
    [6, 'christmas', '圣诞元旦', true],
    [7, 'springfestival', '春节', true],
    [8, 'labor', '五一', true],
    [9, 'red', '红色', false],
    [10, 'orange', '橙色', false],
  ])('value %i is %s (%s), seasonal %s', (value, key, label, seasonal) => {
    const t = themeByValue(value);
    expect(t).toMatchObject({ value, key, label, seasonal });
    expect(themeByKey(key)).toBe(t);
    expect(isThemeValue(value)).toBe(true);
  });

  it('has ten themes ordered by value', () => {
    expect(THEMES.map((t) => t.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  // Every colour the spec states, copied exactly (case included).
  it.each([
    [
      1,
      {
        fotActiveColor: '#366CE3',
        tabActiveTextColor: '#6795FE',
        noticeBarBGC: '#161852',
        publishPopBGC: '#262942',
      },
    ],
    [2, { fotActiveColor: '#ABE900', noticeBarBGC: '#165133', publishPopBGC: '#1e2915' }],
    [
      3,
      {
        fotActiveColor: '#FFEAA3',
        tabActiveTextColor: '#FFD16D',
        noticeBarBGC: '#644e39',
        adBtnColor: '#805a40',
        publishPopBGC: '#31231b',
        publishBtn: '#ffc74f',
      },
    ],
    [
      4,
      {
        fotActiveColor: '#C8B1FF',
        tabActiveTextColor: '#E0C9FF',
        noticeBarBGC: '#483865',
        publishPopBGC: '#1e1b3a',
      },
    ],
    [
      5,
      { fotActiveColor: '#FF8C99', noticeBarBGC: '#523472', adBtnColor: '#d984c3', publishPopBGC: '#311b31' },
    ],
    [
      6,
      {
        fotActiveColor: '#FF8183',
        tabActiveTextColor: '#ff7f7f',
        noticeBarBGC: '#386455',
        publishPopBGC: '#1e2915',
      },
    ],
    [9, { fotActiveColor: '#FF5B5B' }],
    [10, { fotActiveColor: '#FF8E0D' }],
  ])('theme %i has the spec colours', (value, colors) => {
    expect(themeByValue(value).colors).toMatchObject(colors);
  });

  it('only midautumn-like themes carry ad and publish buttons', () => {
    expect(themeByValue(1).colors.adBtnColor).toBeUndefined();
    expect(themeByValue(1).colors.publishBtn).toBeUndefined();
    expect(themeByValue(3).colors.publishBtn).toBe('#ffc74f');
  });

  it('a missing tab text colour equals the active colour', () => {
    for (const v of [2, 5, 9, 10]) {
      const { colors } = themeByValue(v);
      expect(colors.tabActiveTextColor).toBe(colors.fotActiveColor);
    }
  });

  it('every theme has every required colour as #rrggbb', () => {
    const required = [
      'fotActiveColor',
      'tabActiveTextColor',
      'noticeBarBGC',
      'publishPopBGC',
      'linearColor1',
      'linearColor2',
    ] as const;
    for (const t of THEMES) {
      for (const name of required) expect(t.colors[name], `${t.key}.${name}`).toMatch(/^#[0-9a-fA-F]{6}$/);
      for (const v of Object.values(t.colors)) expect(v).toMatch(/^#[0-9a-fA-F]{6}$/);
    }
  });

  it.each([0, 11, -1, 1.5, null, undefined, 'midautumn', '', {}])('unknown value %s → default', (value) => {
    expect(themeByValue(value)).toBe(DEFAULT_THEME);
    expect(DEFAULT_THEME.key).toBe('default');
  });

  it('accepts a numeric string', () => {
    expect(themeByValue('3').key).toBe('midautumn');
    expect(themeByKey('nope')).toBe(DEFAULT_THEME);
    expect(isThemeValue(11)).toBe(false);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(THEMES)).toBe(true);
    expect(Object.isFrozen(THEMES[0])).toBe(true);
    expect(Object.isFrozen(THEMES[0]!.colors)).toBe(true);
  });
});
