import { beforeEach, describe, expect, it } from 'vitest';
import { resetMemoryStorage } from '@/lib/storage';
import { loadPosition, pageAt, savePosition } from './reading-position';

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
});

describe('reading position', () => {
  it('saves and loads per comic, clamping the offset', () => {
    expect(loadPosition(1)).toBeNull();
    savePosition(1, { chapterId: 9, page: 2, offset: 1.7 });
    savePosition(2, { chapterId: 3, page: 0, offset: 0.25 });
    expect(loadPosition(1)).toMatchObject({ chapterId: 9, page: 2, offset: 1 });
    expect(loadPosition(2)).toMatchObject({ chapterId: 3, page: 0, offset: 0.25 });
  });

  it('keeps the 100 most recent comics and ignores garbage', () => {
    for (let i = 1; i <= 105; i++) savePosition(i, { chapterId: i, page: 0, offset: 0 }, i);
    expect(loadPosition(1)).toBeNull();
    expect(loadPosition(105)).not.toBeNull();
    expect(loadPosition(6)).not.toBeNull();
    localStorage.setItem('comicProgress', '{"1":{"chapterId":"x"}}');
    expect(loadPosition(1)).toBeNull();
    localStorage.setItem('comicProgress', 'not json');
    expect(loadPosition(1)).toBeNull();
  });

  it('finds the page at a scroll position', () => {
    const tops = [0, 1000, 2200];
    const heights = [1000, 1200, 1000];
    expect(pageAt(tops, heights, 0)).toEqual({ page: 0, offset: 0 });
    expect(pageAt(tops, heights, 1600)).toEqual({ page: 1, offset: 0.5 });
    expect(pageAt(tops, heights, 5000)).toEqual({ page: 2, offset: 1 });
    expect(pageAt([], [], 10)).toEqual({ page: 0, offset: 0 });
  });
});
