import { describe, expect, it } from 'vitest';
import { byteRange } from './stored-bytes.ts';

describe('byteRange', () => {
  it('is the whole object without a header', () => {
    expect(byteRange(undefined, 100)).toBeUndefined();
  });

  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=90-', { start: 90, end: 99 }],
    ['bytes=90-500', { start: 90, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    [' bytes=5-5 ', { start: 5, end: 5 }],
  ])('reads %s of 100 bytes', (header, range) => {
    expect(byteRange(header, 100)).toEqual(range);
  });

  it.each(['bytes=100-', 'bytes=10-5', 'bytes=-', 'bytes=0-1,5-6', 'items=0-9', 'bytes=a-b', ''])(
    'refuses %j of 100 bytes',
    (header) => {
      expect(byteRange(header, 100)).toBe('unsatisfiable');
    },
  );

  it('refuses a suffix of an empty object', () => {
    expect(byteRange('bytes=-1', 0)).toBe('unsatisfiable');
  });
});
