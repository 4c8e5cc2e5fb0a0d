import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';

const h = useTestApp();
const KEY = 'community/video/range-test.mp4';
const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);

describe('GET /files/* byte ranges (uploaded videos play in Safari only with them)', () => {
  const get = async (range?: string) => {
    await h.t.app.storage.put(KEY, bytes);
    return h.t.app.inject({ method: 'GET', url: `/files/${KEY}`, headers: range ? { range } : {} });
  };

  it('sends the whole object and says it answers ranges', async () => {
    const r = await get();
    expect(r.statusCode).toBe(200);
    expect(r.headers['accept-ranges']).toBe('bytes');
    expect(r.headers['content-type']).toBe('video/mp4');
    expect(r.headers['content-length']).toBe('1000');
    expect(new Uint8Array(r.rawPayload)).toEqual(bytes);
  });

  it('sends one range as 206 with its bytes', async () => {
    const r = await get('bytes=100-199');
    expect(r.statusCode).toBe(206);
    expect(r.headers['content-range']).toBe('bytes 100-199/1000');
    expect(r.headers['content-length']).toBe('100');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(r.rawPayload)).toEqual(bytes.subarray(100, 200));
    const tail = await get('bytes=-8');
    expect(tail.statusCode).toBe(206);
    expect(new Uint8Array(tail.rawPayload)).toEqual(bytes.subarray(992));
  });

  it('answers 416 with the size for a range past the end', async () => {
    const r = await get('bytes=1000-');
    expect(r.statusCode).toBe(416);
    expect(r.headers['content-range']).toBe('bytes */1000');
  });

  it('answers each request once: nothing is sent after the bytes', async () => {
    h.t.warnings.length = 0;
    for (const range of [undefined, 'bytes=100-199', 'bytes=1000-'])
      expect((await get(range)).statusCode).not.toBe(404);
    await new Promise((resolve) => setImmediate(resolve));
    expect(h.t.warnings).toEqual([]);
  });

  it('is 404 for a missing object, with or without a range', async () => {
    for (const headers of [{}, { range: 'bytes=0-1' }]) {
      const r = await h.t.app.inject({ method: 'GET', url: '/files/community/video/none.mp4', headers });
      expect(r.statusCode).toBe(404);
      expect(r.headers['cache-control']).toBe('no-store');
    }
  });
});
