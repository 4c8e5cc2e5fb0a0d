import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, base64ToBytesOrNull, bytesToBase64 } from './base64.ts';

describe('base64', () => {
  it('encodes the RFC 4648 §10 vectors', () => {
    const vectors: Array<[string, string]> = [
      ['', ''],
      ['f', 'Zg=='],
      ['fo', 'Zm8='],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg=='],
      ['fooba', 'Zm9vYmE='],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [plain, encoded] of vectors) {
      const bytes = new TextEncoder().encode(plain);
      expect(bytesToBase64(bytes)).toBe(encoded);
      expect(base64ToBytes(encoded)).toEqual(bytes);
    }
  });

  it('agrees with Buffer both ways, at every length', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = bytesToBase64(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64'));
        expect(base64ToBytes(text)).toEqual(new Uint8Array(bytes));
      }),
    );
  });

  it('encodes large inputs', () => {
    const big = new Uint8Array(100_003).map((_, i) => (i * 31) & 0xff);
    expect(bytesToBase64(big)).toBe(Buffer.from(big).toString('base64'));
  });

  it.each([
    ['bad length', 'Zm9'],
    ['bad character', 'Zm9*'],
    ['url-safe alphabet', '-_-_'],
    ['whitespace', 'Zm9v\n'],
    ['padding in the middle', 'Zg==Zm9v'],
    ['too much padding', 'Z==='],
    ['non-zero trailing bits', 'Zh=='],
    ['non-zero trailing bits (1 pad)', 'Zm9='],
    ['non-ASCII', 'Zm9ü'],
  ])('refuses %s', (_, text) => {
    expect(base64ToBytesOrNull(text)).toBeNull();
    expect(() => base64ToBytes(text)).toThrow(TypeError);
  });
});
