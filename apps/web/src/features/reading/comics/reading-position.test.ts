import { describe, expect, it } from 'vitest';
import { pageAt } from './reading-position';

describe('reading position', () => {
  it('finds the page at a scroll position', () => {
    const tops = [0, 1000, 2200];
    const heights = [1000, 1200, 1000];
    expect(pageAt(tops, heights, 0)).toEqual({ page: 0, offset: 0 });
    expect(pageAt(tops, heights, 1600)).toEqual({ page: 1, offset: 0.5 });
    expect(pageAt(tops, heights, 5000)).toEqual({ page: 2, offset: 1 });
    expect(pageAt([], [], 10)).toEqual({ page: 0, offset: 0 });
  });
});
