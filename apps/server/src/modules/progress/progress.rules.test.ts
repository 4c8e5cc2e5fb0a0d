import type { SavedPositionWire } from '@lld/protocol/api/progress';
import { describe, expect, it } from 'vitest';
import { clampAt, MAX_CLOCK_SKEW_MS, mergePositions, progressOf } from './progress.rules.ts';

const p = (kind: SavedPositionWire['kind'], id: number, at: number, position = 1): SavedPositionWire => ({
  kind,
  id,
  chapterId: 0,
  position,
  offset: 0,
  at,
});

describe('merging saved positions', () => {
  it('keeps the latest per item and orders newest first', () => {
    const phone = [p('video', 1, 100, 10), p('comic', 1, 300, 4)];
    const tablet = [p('video', 1, 200, 42), p('novel', 7, 50, 0.5)];
    const merged = mergePositions(phone, tablet);
    expect(merged.map((m) => `${m.kind}:${m.id}@${m.at}`)).toEqual([
      'comic:1@300',
      'video:1@200',
      'novel:7@50',
    ]);
    expect(merged.find((m) => m.kind === 'video')?.position).toBe(42);
  });
  it('treats the same id of two kinds as two items', () => {
    expect(mergePositions([p('video', 3, 1)], [p('audio', 3, 1)])).toHaveLength(2);
  });
  it('keeps the held one on a tie', () => {
    expect(mergePositions([p('video', 1, 5, 1)], [p('video', 1, 5, 2)])[0]?.position).toBe(1);
  });
  it('never dates a position later than the server clock allows', () => {
    expect(clampAt(10_000_000, 1_000)).toBe(1_000 + MAX_CLOCK_SKEW_MS);
    expect(clampAt(500, 1_000)).toBe(500);
  });
  it('computes progress only when the length is known', () => {
    expect(progressOf(30, 120)).toBe(0.25);
    expect(progressOf(300, 120)).toBe(1);
    expect(progressOf(3, 0)).toBeNull();
  });
});
