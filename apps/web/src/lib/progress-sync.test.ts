import { beforeEach, describe, expect, it } from 'vitest';
import { loadPosition, recentPositions, savePosition } from './positions';
import { mergePositions } from './progress-sync';
import { resetMemoryStorage } from './storage';

beforeEach(() => {
  localStorage.clear();
  resetMemoryStorage();
});

describe('merging positions from other devices', () => {
  it('takes a position only where it is newer than this device’s, per item', () => {
    savePosition('video', 1, { position: 10 }, 2_000);
    savePosition('comic', 2, { chapterId: 5, position: 3, offset: 0.5 }, 5_000);
    const changed = mergePositions([
      { kind: 'video', id: 1, chapterId: 0, position: 95, offset: 0, at: 3_000 },
      { kind: 'comic', id: 2, chapterId: 1, position: 0, offset: 0, at: 4_000 },
      { kind: 'audio', id: 2, chapterId: 7, position: 61.5, offset: 0, at: 1_000 },
    ]);
    expect(changed).toBe(2);
    expect(loadPosition('video', 1)).toMatchObject({ position: 95, at: 3_000 });
    expect(loadPosition('comic', 2)).toMatchObject({ chapterId: 5, position: 3, offset: 0.5 });
    expect(loadPosition('audio', 2)).toMatchObject({ chapterId: 7, position: 61.5 });
    expect(recentPositions().map((p) => `${p.kind}:${p.id}`)).toEqual(['comic:2', 'video:1', 'audio:2']);
  });

  it('ignores malformed entries', () => {
    expect(
      mergePositions([
        { kind: 'podcast' as never, id: 1, chapterId: 0, position: 1, offset: 0, at: 1 },
        { kind: 'video', id: -1, chapterId: 0, position: 1, offset: 0, at: 1 },
        { kind: 'video', id: 3, chapterId: 0, position: Number.NaN, offset: 0, at: 1 },
      ]),
    ).toBe(0);
    expect(recentPositions()).toEqual([]);
  });
});
