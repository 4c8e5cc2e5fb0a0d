import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_SIGN, EXAMPLE_SIGN_INPUT } from './sign.test-support.ts';
import { requestSign } from './sign.ts';
import { requestSignAsync } from './sign-async.ts';

const input = EXAMPLE_SIGN_INPUT;

afterEach(() => {
  vi.restoreAllMocks();
});

// The same cases on the native HMAC and on the pure-JS fallback (an insecure browser page).
describe.each([
  ['native', globalThis.crypto.subtle],
  ['pure-JS fallback', undefined],
] as const)('requestSignAsync, %s', (_, subtle) => {
  it('gives the published example vector', async () => {
    expect(await requestSignAsync(input, subtle)).toBe(EXAMPLE_SIGN);
  });

  it('signs the path without its query, Chinese text as UTF-8', async () => {
    const chinese = { ...input, path: '/app/search?kw=热门', userAgent: 'DevType=华为&SysType=h5_android' };
    const expected = createHmac('sha1', input.key)
      .update(`${input.token}/api/app/search${chinese.userAgent}${input.timestamp}${input.nonce}`)
      .digest('hex');
    expect(await requestSignAsync(chinese, subtle)).toBe(expected);
  });

  it('agrees with the pure-JS signature for arbitrary keys and inputs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 100 }),
        fc.string(),
        fc.string(),
        fc.nat(),
        fc.uuid({ version: 4 }),
        async (key, token, ua, t, n) => {
          const one = { key, token, path: '/app/media/play', userAgent: ua, timestamp: t, nonce: n };
          expect(await requestSignAsync(one, subtle)).toBe(requestSign(one));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('signs with an empty key as HMAC does (WebCrypto refuses one)', async () => {
    expect(await requestSignAsync({ ...input, key: '' }, subtle)).toBe(requestSign({ ...input, key: '' }));
  });
});

it('imports a key once and signs natively, not in script', async () => {
  const subtle = globalThis.crypto.subtle;
  const importKey = vi.spyOn(subtle, 'importKey');
  const sign = vi.spyOn(subtle, 'sign');
  const key = 'a-key-only-this-test-uses';
  const a = await requestSignAsync({ ...input, key });
  const b = await requestSignAsync({ ...input, key, nonce: '3b241101-e2bb-4255-8caf-4136c566a963' });
  expect(a).not.toBe(b);
  expect(importKey).toHaveBeenCalledTimes(1);
  expect(sign).toHaveBeenCalledTimes(2);
});
