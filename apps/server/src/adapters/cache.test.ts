import { describe, expect, it } from 'vitest';
import { cached } from './cache.ts';
import { MemoryKv } from './kv.ts';

describe('cached', () => {
  it('loads once and answers from the store until the key is dropped', async () => {
    const kv = new MemoryKv();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cached(kv, 'k', 30, load)).toEqual({ n: 1 });
    expect(await cached(kv, 'k', 30, load)).toEqual({ n: 1 });
    await kv.delete('k');
    expect(await cached(kv, 'k', 30, load)).toEqual({ n: 2 });
  });

  it('does not keep a null: a thing not there yet is asked for again', async () => {
    const kv = new MemoryKv();
    let there: { id: number } | null = null;
    expect(await cached(kv, 'v', 30, async () => there)).toBeNull();
    there = { id: 7 };
    expect(await cached(kv, 'v', 30, async () => there)).toEqual({ id: 7 });
  });
});
