import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeImage,
  encodeImageScheme1,
  encodeImageScheme2,
  hasImageMarker,
  hasImageSignature,
  IMAGE_MARKER,
  IMAGE_SIGNATURES,
  XOR_PREFIX_LENGTH,
} from './image-codec.ts';

const KEY = 'lld-image-key';
const k = new TextEncoder().encode(KEY);
const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3);
const JPEG = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);
const imageKey = fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' });

/** Bytes that often begin with a signature or the marker, to exercise the edge cases. */
const imageBytes = fc.oneof(
  fc.uint8Array({ maxLength: 400 }),
  fc
    .tuple(fc.constantFrom(...IMAGE_SIGNATURES, IMAGE_MARKER), fc.uint8Array({ maxLength: 300 }))
    .map(([head, tail]) => Uint8Array.from([...head, ...tail])),
);

describe('signatures', () => {
  it('recognises JPEG, PNG, GIF and RIFF, and only whole signatures', () => {
    expect(hasImageSignature(JPEG)).toBe(true);
    expect(hasImageSignature(PNG)).toBe(true);
    expect(hasImageSignature(new TextEncoder().encode('GIF89a'))).toBe(true);
    expect(hasImageSignature(new TextEncoder().encode('RIFF....WEBP'))).toBe(true);
    expect(hasImageSignature(Uint8Array.of(0xff, 0xd8))).toBe(false);
    expect(hasImageSignature(new TextEncoder().encode('GIF7'))).toBe(false);
    expect(hasImageSignature(new Uint8Array(0))).toBe(false);
    expect(hasImageMarker(new TextEncoder().encode('LLDX1'))).toBe(true);
    expect(hasImageMarker(new TextEncoder().encode('LLDX'))).toBe(false);
  });
});

describe('decodeImage (PROTOCOL §9)', () => {
  it('leaves a plain image as it is', () => {
    expect(decodeImage(PNG, KEY)).toEqual(PNG);
    expect(decodeImage(JPEG, KEY)).toEqual(JPEG);
  });

  it('scheme 1: drops LLDX1 and XORs every byte, counting from 0 after the marker', () => {
    const body = Uint8Array.from({ length: 250 }, (_, i) => i & 0xff);
    const stored = Uint8Array.from([...IMAGE_MARKER, ...body.map((b, i) => b ^ k[i % k.length]!)]);
    expect(decodeImage(stored, KEY)).toEqual(body);
  });

  it('scheme 2: XORs only the first 100 bytes', () => {
    const stored = Uint8Array.from({ length: 250 }, (_, i) => (i * 7 + 1) & 0xff);
    const decoded = decodeImage(stored, KEY);
    for (let i = 0; i < stored.length; i++) {
      expect(decoded[i]).toBe(i < XOR_PREFIX_LENGTH ? stored[i]! ^ k[i % k.length]! : stored[i]);
    }
  });

  it('scheme 2: XORs all of a file shorter than 100 bytes', () => {
    const stored = Uint8Array.of(1, 2, 3);
    expect(decodeImage(stored, KEY)).toEqual(Uint8Array.of(1 ^ k[0]!, 2 ^ k[1]!, 3 ^ k[2]!));
    expect(decodeImage(new Uint8Array(0), KEY)).toEqual(new Uint8Array(0));
  });

  it('uses the UTF-8 bytes of the key', () => {
    const key = '图片密钥';
    const kb = new TextEncoder().encode(key);
    expect(kb.length).toBe(12);
    expect(decodeImage(Uint8Array.of(0, 0, 0), key)).toEqual(kb.subarray(0, 3));
  });

  it('does not modify its input', () => {
    const stored = Uint8Array.from([...IMAGE_MARKER, 1, 2, 3]);
    const copy = stored.slice();
    decodeImage(stored, KEY);
    expect(stored).toEqual(copy);
  });

  it('refuses an empty key', () => {
    expect(() => decodeImage(PNG, '')).toThrow(TypeError);
  });
});

describe('encoders', () => {
  it('scheme 1 writes LLDX1 + full XOR and round-trips', () => {
    fc.assert(
      fc.property(imageBytes, imageKey, (bytes, key) => {
        const stored = encodeImageScheme1(bytes, key);
        expect(hasImageMarker(stored)).toBe(true);
        expect(stored.length).toBe(bytes.length + 5);
        expect(decodeImage(stored, key)).toEqual(bytes);
      }),
    );
  });

  it('scheme 2 round-trips, whatever the bytes and key', () => {
    fc.assert(
      fc.property(imageBytes, imageKey, (bytes, key) => {
        const stored = encodeImageScheme2(bytes, key);
        expect(decodeImage(stored, key)).toEqual(bytes);
        if (!hasImageMarker(stored)) {
          expect(stored.length).toBe(bytes.length);
          expect(stored.subarray(XOR_PREFIX_LENGTH)).toEqual(bytes.subarray(XOR_PREFIX_LENGTH));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('scheme 2 falls back to scheme 1 when the XORed bytes would look like an image or the marker', () => {
    for (const head of [...IMAGE_SIGNATURES, IMAGE_MARKER]) {
      const bytes = Uint8Array.from([...head.map((b, i) => b ^ k[i]!), 9, 9, 9]);
      const stored = encodeImageScheme2(bytes, KEY);
      expect(hasImageMarker(stored)).toBe(true);
      expect(stored).toEqual(encodeImageScheme1(bytes, KEY));
      expect(decodeImage(stored, KEY)).toEqual(bytes);
    }
  });

  it('scheme 2 of a real image header keeps the scheme-2 form', () => {
    const stored = encodeImageScheme2(PNG, KEY);
    expect(hasImageMarker(stored)).toBe(false);
    expect(hasImageSignature(stored)).toBe(false);
    expect(decodeImage(stored, KEY)).toEqual(PNG);
  });
});
