import { describe, expect, it } from 'vitest';
import { chunkByteRange, chunkCount, chunkIdentifier } from './chunk.ts';

describe('chunkIdentifier (PROTOCOL §10)', () => {
  it('is totalSize-relativePath with characters outside [0-9A-Za-z_-] removed', () => {
    expect(chunkIdentifier(1048576, 'videos/My Clip (1).mp4')).toBe('1048576-videosMyClip1mp4');
    expect(chunkIdentifier(12, '视频_a-b.mov')).toBe('12-_a-bmov');
    expect(chunkIdentifier(0, '')).toBe('0-');
  });
});

describe('resumable.js chunking', () => {
  const MB = 1024 * 1024;

  it('counts chunks, the last one absorbing the remainder', () => {
    expect(chunkCount(0, MB)).toBe(1);
    expect(chunkCount(MB - 1, MB)).toBe(1);
    expect(chunkCount(MB, MB)).toBe(1);
    expect(chunkCount(2 * MB - 1, MB)).toBe(1);
    expect(chunkCount(2 * MB, MB)).toBe(2);
    expect(chunkCount(2 * MB + 1, MB, true)).toBe(3);
  });

  it('cuts byte ranges that cover the file exactly', () => {
    for (const size of [0, 1, MB - 1, MB, MB + 1, 2 * MB - 1, 5 * MB + 123]) {
      for (const force of [false, true]) {
        const n = chunkCount(size, MB, force);
        let next = 0;
        for (let c = 1; c <= n; c++) {
          const { start, end } = chunkByteRange(c, size, MB, force);
          expect(start).toBe(next);
          expect(end - start).toBeLessThan(force ? MB + 1 : 2 * MB);
          next = end;
        }
        expect(next).toBe(size);
      }
    }
  });
});
