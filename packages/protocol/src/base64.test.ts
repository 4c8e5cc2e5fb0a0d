import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base64Codec,
  base64ToBytes,
  base64ToBytesOrNull,
  bytesToBase64,
  usesEngineBase64,
} from './base64.ts';

/**
 * The engine's methods as the ES2026 text gives them, on Node 20 (which lacks them): ASCII
 * whitespace skipped anywhere, then strict decoding (a SyntaxError for anything else). The
 * browser test (apps/web/e2e/engine-base64.e2e.ts) runs the same table on Chromium's own.
 */
const modelEngine = {
  fromBase64(text: string): Uint8Array {
    const bytes = base64Codec(null).base64ToBytesOrNull(text.replace(/[\t\n\f\r ]/g, ''));
    if (bytes === null) throw new SyntaxError('invalid base64');
    return bytes;
  },
  toBase64: (bytes: Uint8Array) => Buffer.from(bytes).toString('base64'),
};
const withEngine = base64Codec(modelEngine);

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
    ['whitespace inside, length still a multiple of 4', 'Zm9v    '],
    ['whitespace before', ' Zg='],
    ['whitespace with padding', 'Zg== \t\n\r'],
  ])('refuses %s', (_, text) => {
    expect(base64ToBytesOrNull(text)).toBeNull();
    expect(() => base64ToBytes(text)).toThrow(TypeError);
    expect(withEngine.base64ToBytesOrNull(text)).toBeNull();
  });

  it("gives the same answers on an engine's own methods (the whitespace they skip refused)", () => {
    expect(usesEngineBase64).toBe(false); // Node 20: the JavaScript codec is the one in use here
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = withEngine.bytesToBase64(bytes);
        expect(text).toBe(bytesToBase64(bytes));
        expect(withEngine.base64ToBytesOrNull(text)).toEqual(new Uint8Array(bytes));
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12, unit: fc.constantFrom(...'AZaz09+/= \n-_Q'.split('')) }),
        (text) => {
          expect(withEngine.base64ToBytesOrNull(text)).toEqual(base64ToBytesOrNull(text));
        },
      ),
    );
  });
});
