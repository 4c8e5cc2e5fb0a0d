import { beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_KEY, searchHistory } from './history';

describe('search history', () => {
  beforeEach(() => {
    localStorage.clear();
    searchHistory.reset();
  });

  it('keeps the newest 20 words, newest first, without repeats', () => {
    for (let i = 0; i < 25; i++) searchHistory.add(`词${i}`);
    searchHistory.add('词10');
    const list = searchHistory.list();
    expect(list).toHaveLength(20);
    expect(list[0]).toBe('词10');
    expect(list[1]).toBe('词24');
    expect(list.filter((w) => w === '词10')).toHaveLength(1);
    expect(list).not.toContain('词4');
  });

  it('deletes one, clears all, ignores blanks, and survives a reload', () => {
    searchHistory.add('风起长安');
    searchHistory.add('  ');
    searchHistory.add('深夜食堂');
    searchHistory.remove('风起长安');
    expect(searchHistory.list()).toEqual(['深夜食堂']);
    searchHistory.reset();
    expect(searchHistory.list()).toEqual(['深夜食堂']);
    searchHistory.clear();
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY) ?? 'null')).toEqual([]);
  });

  it('a damaged stored value reads as empty', () => {
    localStorage.setItem(HISTORY_KEY, '{oops');
    expect(searchHistory.list()).toEqual([]);
  });
});
