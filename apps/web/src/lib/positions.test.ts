import { beforeEach, describe, expect, it } from 'vitest';
import { loadPosition, MAX_SAVED_POSITIONS, recentPositions, savePosition } from './positions';
import { resetMemoryStorage } from './storage';

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
});

describe('saved positions (one store for every kind)', () => {
  it('saves and loads per kind and item, clamping the offset and negative positions', () => {
    expect(loadPosition('comic', 1)).toBeNull();
    savePosition('comic', 1, { chapterId: 9, position: 2, offset: 1.7 });
    savePosition('novel', 1, { chapterId: 3, position: 0.25 });
    savePosition('video', 1, { position: -4 });
    expect(loadPosition('comic', 1)).toMatchObject({
      kind: 'comic',
      id: 1,
      chapterId: 9,
      position: 2,
      offset: 1,
    });
    expect(loadPosition('novel', 1)).toMatchObject({ chapterId: 3, position: 0.25, offset: 0 });
    expect(loadPosition('video', 1)).toMatchObject({ chapterId: 0, position: 0 });
    expect(loadPosition('audio', 1)).toBeNull();
  });

  it('lists the most recent items across kinds, newest first', () => {
    savePosition('video', 5, { position: 30 }, 1_000);
    savePosition('audio', 2, { chapterId: 4, position: 61 }, 3_000);
    savePosition('comic', 7, { chapterId: 1, position: 3, offset: 0.5 }, 2_000);
    expect(recentPositions().map((p) => `${p.kind}:${p.id}`)).toEqual(['audio:2', 'comic:7', 'video:5']);
    expect(recentPositions(1)).toHaveLength(1);
  });

  it(`keeps the ${MAX_SAVED_POSITIONS} most recent items and ignores garbage`, () => {
    for (let i = 1; i <= MAX_SAVED_POSITIONS + 5; i++) savePosition('video', i, { position: 1 }, i);
    expect(loadPosition('video', 1)).toBeNull();
    expect(loadPosition('video', MAX_SAVED_POSITIONS + 5)).not.toBeNull();
    localStorage.setItem('lld:positions', '{"video:1":{"chapterId":"x"}}');
    expect(loadPosition('video', 1)).toBeNull();
    localStorage.setItem('lld:positions', 'not json');
    expect(loadPosition('video', 1)).toBeNull();
    expect(recentPositions()).toEqual([]);
  });
});
