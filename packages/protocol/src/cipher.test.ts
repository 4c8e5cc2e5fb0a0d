import { createDecipheriv } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64.ts';
import { hexKey, json, KEY, nodeSeal } from './cipher.test-support.ts';
import { CipherError, type CipherErrorReason, decryptPayload, encryptPayload } from './cipher.ts';

const OTHER_KEY = 'f'.repeat(64);

function reasonOf(fn: () => unknown): CipherErrorReason | undefined {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(CipherError);
    expect((error as Error).name).toBe('CipherError');
    return (error as CipherError).reason;
  }
  return undefined;
}

describe('encryptPayload / decryptPayload', () => {
  it('round-trips any JSON value under any key', () => {
    fc.assert(
      fc.property(hexKey, json, (key, value) => {
        expect(decryptPayload(key, encryptPayload(key, value))).toEqual(value);
      }),
    );
  });

  it('round-trips Chinese text and nested objects', () => {
    const value = { code: 200, msg: '成功', list: [{ name: '热门 🔥', gold: 12345 }], hasMore: false };
    expect(decryptPayload(KEY, encryptPayload(KEY, value))).toEqual(value);
  });

  it('lays out base64(iv ‖ ciphertext ‖ tag) that node:crypto opens', () => {
    fc.assert(
      fc.property(hexKey, json, (key, value) => {
        const raw = base64ToBytes(encryptPayload(key, value));
        const text = JSON.stringify(value);
        expect(raw.length).toBe(12 + new TextEncoder().encode(text).length + 16);
        const d = createDecipheriv('aes-256-gcm', Buffer.from(key, 'hex'), raw.subarray(0, 12));
        d.setAuthTag(raw.subarray(raw.length - 16));
        const plain = Buffer.concat([d.update(raw.subarray(12, raw.length - 16)), d.final()]).toString(
          'utf8',
        );
        expect(plain).toBe(text);
      }),
    );
  });

  it('opens what node:crypto seals', () => {
    fc.assert(
      fc.property(hexKey, json, (key, value) => {
        const sealed = nodeSeal(key, new TextEncoder().encode(JSON.stringify(value)));
        expect(decryptPayload(key, sealed)).toEqual(value);
      }),
    );
  });

  it('matches node:crypto exactly for a fixed iv', () => {
    const iv = Uint8Array.from({ length: 12 }, (_, i) => i);
    const value = { hello: '世界' };
    expect(encryptPayload(KEY, value, iv)).toBe(
      nodeSeal(KEY, new TextEncoder().encode('{"hello":"世界"}'), iv),
    );
  });

  it('uses a fresh iv each time', () => {
    const a = encryptPayload(KEY, { a: 1 });
    const b = encryptPayload(KEY, { a: 1 });
    expect(a).not.toBe(b);
    expect(base64ToBytes(a).subarray(0, 12)).not.toEqual(base64ToBytes(b).subarray(0, 12));
  });

  it('accepts upper-case hex keys', () => {
    expect(decryptPayload(KEY.toUpperCase(), encryptPayload(KEY, [1, 2]))).toEqual([1, 2]);
  });

  it('refuses any tampered byte (iv, ciphertext or tag)', () => {
    fc.assert(
      fc.property(json, fc.nat(), fc.integer({ min: 1, max: 255 }), (value, at, mask) => {
        const raw = base64ToBytes(encryptPayload(KEY, value));
        const i = at % raw.length;
        raw[i] = raw[i]! ^ mask;
        expect(reasonOf(() => decryptPayload(KEY, bytesToBase64(raw)))).toBe('BAD_TAG');
      }),
    );
  });

  it('refuses a truncated or extended payload', () => {
    const raw = base64ToBytes(encryptPayload(KEY, { a: 'b' }));
    expect(reasonOf(() => decryptPayload(KEY, bytesToBase64(raw.subarray(0, raw.length - 1))))).toBe(
      'BAD_TAG',
    );
    const longer = new Uint8Array(raw.length + 1);
    longer.set(raw);
    expect(reasonOf(() => decryptPayload(KEY, bytesToBase64(longer)))).toBe('BAD_TAG');
  });

  it('refuses the wrong key', () => {
    fc.assert(
      fc.property(hexKey, hexKey, json, (k1, k2, value) => {
        fc.pre(k1 !== k2);
        expect(reasonOf(() => decryptPayload(k2, encryptPayload(k1, value)))).toBe('BAD_TAG');
      }),
    );
    expect(reasonOf(() => decryptPayload(OTHER_KEY, encryptPayload(KEY, 1)))).toBe('BAD_TAG');
  });

  it('refuses malformed base64', () => {
    for (const text of ['not base64!', 'AAA', 'AAAA AAAA', '']) {
      expect(reasonOf(() => decryptPayload(KEY, text))).toBe(text === '' ? 'TOO_SHORT' : 'BAD_BASE64');
    }
    expect(reasonOf(() => decryptPayload(KEY, 42 as unknown as string))).toBe('BAD_BASE64');
  });

  it('refuses input shorter than iv and tag', () => {
    expect(reasonOf(() => decryptPayload(KEY, bytesToBase64(new Uint8Array(27))))).toBe('TOO_SHORT');
    expect(reasonOf(() => decryptPayload(KEY, bytesToBase64(new Uint8Array(28))))).toBe('BAD_TAG');
  });

  it('refuses authentic plaintext that is not JSON or not UTF-8', () => {
    for (const plain of ['', 'not json', '{"a":', 'undefined']) {
      expect(reasonOf(() => decryptPayload(KEY, nodeSeal(KEY, new TextEncoder().encode(plain))))).toBe(
        'NOT_JSON',
      );
    }
    expect(reasonOf(() => decryptPayload(KEY, nodeSeal(KEY, Uint8Array.of(0x22, 0xff, 0x22))))).toBe(
      'NOT_JSON',
    );
  });

  it('refuses a key that is not 64 hex digits', () => {
    for (const key of ['', 'abc', 'g'.repeat(64), 'a'.repeat(63), 'a'.repeat(65), ` ${'a'.repeat(63)}`]) {
      expect(reasonOf(() => encryptPayload(key, 1))).toBe('BAD_KEY');
      expect(reasonOf(() => decryptPayload(key, 'AAAA'))).toBe('BAD_KEY');
    }
  });

  it('refuses values with no JSON text', () => {
    expect(reasonOf(() => encryptPayload(KEY, undefined))).toBe('NOT_SERIALIZABLE');
    expect(reasonOf(() => encryptPayload(KEY, () => 1))).toBe('NOT_SERIALIZABLE');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(reasonOf(() => encryptPayload(KEY, cyclic))).toBe('NOT_SERIALIZABLE');
    expect(reasonOf(() => encryptPayload(KEY, 1n))).toBe('NOT_SERIALIZABLE');
  });

  it('refuses an explicit iv of the wrong size', () => {
    expect(reasonOf(() => encryptPayload(KEY, 1, new Uint8Array(16)))).toBe('BAD_IV');
  });
});
