import { describe, expect, it, vi } from 'vitest';
import { CipherError, importedKeyOnce } from './cipher-core.ts';

describe('importedKeyOnce', () => {
  const subtle = globalThis.crypto.subtle;
  const other = {} as SubtleCrypto;
  const aKey = {} as CryptoKey;

  it('imports a key text once on a subtle, and again for another text or another subtle', async () => {
    const importKey = vi.fn(async () => aKey);
    const keyOf = importedKeyOnce(importKey);
    const first = keyOf(subtle, 'one');
    expect(keyOf(subtle, 'one')).toBe(first);
    expect(await first).toBe(aKey);
    keyOf(subtle, 'two');
    keyOf(other, 'two');
    expect(importKey.mock.calls).toEqual([
      [subtle, 'one'],
      [subtle, 'two'],
      [other, 'two'],
    ]);
  });

  it('does not keep an import that failed: the next call tries again', async () => {
    const importKey = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValue(aKey);
    const keyOf = importedKeyOnce(importKey);
    await expect(keyOf(subtle, 'k')).rejects.toThrow('refused');
    expect(await keyOf(subtle, 'k')).toBe(aKey);
    expect(await keyOf(subtle, 'k')).toBe(aKey);
    expect(importKey).toHaveBeenCalledTimes(2);
  });

  it('throws what the import throws before it starts, and keeps the key it had', async () => {
    const importKey = vi.fn(async (_subtle: SubtleCrypto, text: string) => {
      if (text === 'bad') throw new Error('never reached');
      return aKey;
    });
    const keyOf = importedKeyOnce((s: SubtleCrypto, text: string) => {
      if (text === 'bad') throw new CipherError('BAD_KEY', 'malformed');
      return importKey(s, text);
    });
    const good = keyOf(subtle, 'good');
    expect(() => keyOf(subtle, 'bad')).toThrow(CipherError);
    expect(keyOf(subtle, 'good')).toBe(good);
    expect(importKey).toHaveBeenCalledTimes(1);
  });
});
