import { appConfig } from '@lld/protocol/api/ping';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MemoryKv } from '../adapters/kv.ts';
import { TestClient } from '../test/client.ts';
import { useTestApp } from '../test/harness.ts';
import { cachedJson } from './json-text.ts';

describe('cachedJson', () => {
  it('checks and serialises once, then answers the stored text without loading again', async () => {
    const kv = new MemoryKv();
    const schema = z.object({ a: z.number(), list: z.array(z.string()) });
    let loads = 0;
    const load = async () => {
      loads++;
      return { a: 1, list: ['x'], secret: 'dropped' } as z.input<typeof schema>;
    };
    const first = await cachedJson(kv, 'k', 60, schema, load);
    const second = await cachedJson(kv, 'k', 60, schema, load);
    expect(first.text).toBe('{"a":1,"list":["x"]}');
    expect(second.text).toBe(first.text);
    expect(loads).toBe(1);
    await expect(cachedJson(kv, 'bad', 60, schema, async () => ({ a: 'no' }) as never)).rejects.toThrow();
    expect(await kv.get('bad')).toBeNull();
    await kv.close();
  });

  it('loads once for calls that miss at the same time, and again once the key is dropped', async () => {
    const kv = new MemoryKv();
    const schema = z.object({ n: z.number() });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const texts = await Promise.all(Array.from({ length: 5 }, () => cachedJson(kv, 'k', 60, schema, load)));
    expect(loads).toBe(1);
    expect(new Set(texts.map((t) => t.text))).toEqual(new Set(['{"n":1}']));
    await kv.delete('k');
    expect((await cachedJson(kv, 'k', 60, schema, load)).text).toBe('{"n":2}');
    // A failed load is not kept: the next call loads again.
    await kv.delete('k');
    await expect(cachedJson(kv, 'k', 60, schema, async () => ({ n: 'x' }) as never)).rejects.toThrow();
    expect((await cachedJson(kv, 'k', 60, schema, load)).text).toBe('{"n":3}');
    await kv.close();
  });
});

describe('a cached payload on the wire', () => {
  const plain = useTestApp({ APP_ENCRYPT: 'off' });
  it('is a valid result body, plain and encrypted, matching its schema', async () => {
    const c = new TestClient(plain.t.app, plain.t.config);
    const r = await c.call('pingConfig');
    expect(r.body.code).toBe(200);
    expect(r.response.headers['content-type']).toMatch(/^application\/json/);
    const config = appConfig.parse(r.data);
    expect(config.domain.find((d) => d.type === 'IMAGE')?.urls[0]).toMatch(/\/files$/);
    // The same text again from the cache.
    expect((await c.call('pingConfig')).response.body).toBe(r.response.body);
  });
});
