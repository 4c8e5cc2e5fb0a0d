import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { isValidKey, LocalStorage, newKey } from './storage.ts';

describe('LocalStorage', () => {
  const storage = new LocalStorage(mkdtempSync(path.join(tmpdir(), 'lld-storage-')));

  it('puts, gets, streams and deletes by server-made keys', async () => {
    const key = newKey('img/ads', '.png');
    expect(key).toMatch(/^img\/ads\/[a-z0-9]{16}\.png$/);
    await storage.put(key, new TextEncoder().encode('hello'));
    expect(new TextDecoder().decode((await storage.get(key))!)).toBe('hello');
    const s = await storage.stream(key);
    expect(s?.size).toBe(5);
    expect(await text(s!.stream)).toBe('hello');
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stream(key)).toBeNull();
    await storage.delete(key);
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '.hidden', 'a/./b', '', 'a\\b']) {
      expect(isValidKey(key), key).toBe(false);
      expect(await storage.get(key)).toBeNull();
    }
    await expect(storage.put('../escape', new Uint8Array(1))).rejects.toThrow(/invalid storage key/);
  });
});
