import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64.ts';
import { hexKey, json, KEY, nodeSeal } from './cipher.test-support.ts';
import { CipherError, type CipherErrorReason, decryptPayload, encryptPayload } from './cipher.ts';
import { decryptPayloadAsync, encryptPayloadAsync, nativeCipher } from './cipher-async.ts';

async function reasonOf(promise: Promise<unknown>): Promise<CipherErrorReason | undefined> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CipherError);
    return (error as CipherError).reason;
  }
  return undefined;
}

it('finds the native cipher where the runtime has one (Node, a secure page)', () => {
  expect(nativeCipher()).toBe(globalThis.crypto.subtle);
});

// The same cases on the native cipher and on the pure-JS fallback (an insecure browser page).
describe.each([
  ['native', globalThis.crypto.subtle],
  ['pure-JS fallback', undefined],
] as const)('encryptPayloadAsync / decryptPayloadAsync, %s', (_, subtle) => {
  it('opens what the sync cipher seals, and the sync cipher opens what it seals', async () => {
    await fc.assert(
      fc.asyncProperty(hexKey, json, async (key, value) => {
        expect(await decryptPayloadAsync(key, encryptPayload(key, value), subtle)).toEqual(value);
        expect(decryptPayload(key, await encryptPayloadAsync(key, value, subtle))).toEqual(value);
      }),
      { numRuns: 50 },
    );
  });

  it('opens what node:crypto seals, Chinese text included', async () => {
    const value = { msg: '成功', list: [{ name: '热门 🔥', gold: 12345 }] };
    expect(
      await decryptPayloadAsync(KEY, nodeSeal(KEY, new TextEncoder().encode(JSON.stringify(value))), subtle),
    ).toEqual(value);
  });

  it('uses a fresh iv each time', async () => {
    const a = base64ToBytes(await encryptPayloadAsync(KEY, { a: 1 }, subtle));
    const b = base64ToBytes(await encryptPayloadAsync(KEY, { a: 1 }, subtle));
    expect(a.subarray(0, 12)).not.toEqual(b.subarray(0, 12));
    expect(a.length).toBe(12 + '{"a":1}'.length + 16);
  });

  it('refuses a tampered byte, a wrong key, a short or malformed payload, non-JSON plaintext', async () => {
    const raw = base64ToBytes(await encryptPayloadAsync(KEY, { a: 'b' }, subtle));
    for (const i of [0, 11, 12, raw.length - 1]) {
      const bad = raw.slice();
      bad[i] = bad[i]! ^ 1;
      expect(await reasonOf(decryptPayloadAsync(KEY, bytesToBase64(bad), subtle))).toBe('BAD_TAG');
    }
    expect(await reasonOf(decryptPayloadAsync('f'.repeat(64), bytesToBase64(raw), subtle))).toBe('BAD_TAG');
    expect(await reasonOf(decryptPayloadAsync(KEY, bytesToBase64(new Uint8Array(27)), subtle))).toBe(
      'TOO_SHORT',
    );
    expect(await reasonOf(decryptPayloadAsync(KEY, 'not base64!', subtle))).toBe('BAD_BASE64');
    expect(await reasonOf(decryptPayloadAsync(KEY, 42 as unknown as string, subtle))).toBe('BAD_BASE64');
    expect(
      await reasonOf(decryptPayloadAsync(KEY, nodeSeal(KEY, new TextEncoder().encode('{"a":')), subtle)),
    ).toBe('NOT_JSON');
  });

  it('refuses a key that is not 64 hex digits and a value with no JSON text', async () => {
    expect(await reasonOf(encryptPayloadAsync('abc', 1, subtle))).toBe('BAD_KEY');
    expect(await reasonOf(decryptPayloadAsync('g'.repeat(64), 'AAAA', subtle))).toBe('BAD_KEY');
    expect(await reasonOf(encryptPayloadAsync(KEY, undefined, subtle))).toBe('NOT_SERIALIZABLE');
  });

  it('follows a change of key', async () => {
    const other = 'ab'.repeat(32);
    const sealed = await encryptPayloadAsync(other, [1], subtle);
    expect(await decryptPayloadAsync(other, sealed, subtle)).toEqual([1]);
    expect(await reasonOf(decryptPayloadAsync(KEY, sealed, subtle))).toBe('BAD_TAG');
  });
});
