import { encodeImageScheme1, encodeImageScheme2 } from '@lld/protocol/image-codec';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeImage } from '@/test/fixtures';
import { createImageCache, ImageDb, ObjectUrlLru, resolveImageUrl } from './image-cache';
import { sniffImageMime } from './image-mime';

const KEY = 'image-key-for-tests';
const PNG = fakeImage.png(200);
const JPEG = fakeImage.jpeg(150);

let dbSeq = 0;

function setup(
  opts: { fail?: (url: string, n: number) => boolean | number; delayMs?: number; attempts?: number } = {},
) {
  const bodies = new Map<string, Uint8Array>();
  const counts = new Map<string, number>();
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const n = (counts.get(url) ?? 0) + 1;
    counts.set(url, n);
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const fail = opts.fail?.(url, n);
    if (fail === true) throw new TypeError('Failed to fetch');
    if (typeof fail === 'number') return new Response('x', { status: fail });
    const body = bodies.get(url);
    if (!body) return new Response('missing', { status: 404 });
    return new Response(body.slice().buffer as ArrayBuffer);
  });
  let seq = 0;
  const created: Blob[] = [];
  const revoked: string[] = [];
  const dbName = `images-test-${++dbSeq}`;
  const cache = createImageCache({
    fetch: fetchFn as unknown as typeof fetch,
    imageKey: () => KEY,
    createObjectUrl: (blob) => {
      created.push(blob);
      return `blob:test/${++seq}`;
    },
    revokeObjectUrl: (u) => revoked.push(u),
    dbName,
    retryDelayMs: 1,
    attempts: opts.attempts ?? 3,
  });
  return { cache, fetchFn, bodies, counts, created, revoked, dbName };
}

async function blobBytes(b: Blob): Promise<Uint8Array> {
  return new Uint8Array(await b.arrayBuffer());
}

afterEach(() => vi.useRealTimers());

describe('helpers', () => {
  it('joins relative paths to the base and keeps absolute URLs', () => {
    expect(resolveImageUrl('/a/b.jpg', 'https://img.example.com/')).toBe('https://img.example.com/a/b.jpg');
    expect(resolveImageUrl('a/b.jpg', 'https://img.example.com/cdn')).toBe(
      'https://img.example.com/cdn/a/b.jpg',
    );
    expect(resolveImageUrl('https://x.test/p.png', 'https://img.example.com')).toBe('https://x.test/p.png');
    expect(resolveImageUrl('//x.test/p.png', 'https://img.example.com')).toBe('//x.test/p.png');
  });

  it('sniffs jpeg, png, gif, webp and svg, then falls back to the extension', () => {
    expect(sniffImageMime(JPEG)).toBe('image/jpeg');
    expect(sniffImageMime(PNG)).toBe('image/png');
    expect(sniffImageMime(new TextEncoder().encode('GIF89a....'))).toBe('image/gif');
    expect(sniffImageMime(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(
      sniffImageMime(new TextEncoder().encode('\uFEFF  <?xml version="1.0"?><svg xmlns="x"></svg>')),
    ).toBe('image/svg+xml');
    expect(sniffImageMime(Uint8Array.of(1, 2, 3), 'a/b.webp?x=1')).toBe('image/webp');
    expect(sniffImageMime(Uint8Array.of(1, 2, 3))).toBe('application/octet-stream');
  });

  it('LRU evicts the least recently used entry and revokes its URL', () => {
    const revoked: string[] = [];
    const lru = new ObjectUrlLru(2, (u) => revoked.push(u));
    lru.set('a', 'A');
    lru.set('b', 'B');
    lru.get('a');
    lru.set('c', 'C');
    expect(lru.peek('b')).toBeUndefined();
    expect(lru.peek('a')).toBe('A');
    expect(revoked).toEqual(['B']);
  });
});

describe('image cache', () => {
  it('waits for the IMAGE base, fetches, decodes scheme 1 and scheme 2, and types the blob', async () => {
    const { cache, bodies, created, fetchFn } = setup();
    bodies.set('https://img.test/covers/a.png', encodeImageScheme1(PNG, KEY));
    bodies.set('https://img.test/covers/b.jpg', encodeImageScheme2(JPEG, KEY));
    const pa = cache.load('/covers/a.png');
    await new Promise((r) => setTimeout(r, 5));
    expect(fetchFn).not.toHaveBeenCalled();
    cache.setBaseUrls(['', 'https://img.test/', 'https://img2.test/']);
    const ua = await pa;
    const ub = await cache.load('covers/b.jpg');
    expect(ua).toBe('blob:test/1');
    expect(ub).toBe('blob:test/2');
    expect(created[0]!.type).toBe('image/png');
    expect(await blobBytes(created[0]!)).toEqual(PNG);
    expect(created[1]!.type).toBe('image/jpeg');
    expect(await blobBytes(created[1]!)).toEqual(JPEG);
  });

  it('fetches the LCP image with priority high, others with the default', async () => {
    const { cache, bodies, fetchFn } = setup();
    bodies.set('https://other.test/lcp.png', PNG);
    bodies.set('https://other.test/x.png', PNG);
    await cache.load('https://other.test/lcp.png', { priority: 'high' });
    await cache.load('https://other.test/x.png');
    expect(fetchFn.mock.calls[0]![1]).toMatchObject({ priority: 'high' });
    expect(fetchFn.mock.calls[1]![1]).not.toHaveProperty('priority');
  });

  it('makes images through its decoder (the worker), which fetches them, and starts it when the IMAGE base is known', async () => {
    const asked: Array<[string, RequestPriority | undefined, number, string | null, string]> = [];
    let warmed = 0;
    const cache = createImageCache({
      imageKey: () => KEY,
      createObjectUrl: () => 'blob:test/inline',
      revokeObjectUrl: () => {},
      persist: false,
      decoder: {
        warm: () => {
          warmed++;
        },
        onLost: () => {},
        ready: async () => {
          throw new Error('only the store’s bytes are made ready without a fetch');
        },
        fetchReady: async (url, init, key, path) => {
          asked.push([url, init.priority, init.timeoutMs, key, path]);
          return { url: 'blob:test/w', bytes: PNG };
        },
      },
    });
    cache.setBaseUrls(['https://img.test/']);
    expect(warmed).toBe(1);
    await expect(cache.load('covers/w.png')).resolves.toBe('blob:test/w');
    await expect(cache.load('covers/lcp.png', { priority: 'high' })).resolves.toBe('blob:test/w');
    expect(asked).toEqual([
      ['https://img.test/covers/w.png', undefined, 100_000, KEY, 'covers/w.png'],
      ['https://img.test/covers/lcp.png', 'high', 100_000, KEY, 'covers/lcp.png'],
    ]);
  });

  it("forgets the worker's object URLs when the worker is lost: the next load makes a new one", async () => {
    let lost = () => {};
    let made = 0;
    const cache = createImageCache({
      imageKey: () => KEY,
      revokeObjectUrl: () => {},
      persist: false,
      decoder: {
        warm: () => {},
        onLost: (listener) => {
          lost = listener;
        },
        ready: async (bytes) => ({ url: `blob:test/${++made}`, bytes }),
        fetchReady: async () => ({ url: `blob:test/${++made}`, bytes: PNG }),
      },
    });
    await expect(cache.load('https://img.test/a.png')).resolves.toBe('blob:test/1');
    expect(cache.peek('https://img.test/a.png')).toBe('blob:test/1');
    lost();
    expect(cache.peek('https://img.test/a.png')).toBeUndefined();
    await expect(cache.load('https://img.test/a.png')).resolves.toBe('blob:test/2');
  });

  it('uses absolute URLs as they are, without waiting for a base', async () => {
    const { cache, bodies, fetchFn } = setup();
    bodies.set('https://other.test/x.png', PNG);
    await expect(cache.load('https://other.test/x.png')).resolves.toMatch(/^blob:/);
    expect(fetchFn.mock.calls[0]![0]).toBe('https://other.test/x.png');
  });

  it('serves a second request from memory and de-duplicates concurrent ones', async () => {
    const { cache, bodies, fetchFn } = setup({ delayMs: 10 });
    cache.setBaseUrls(['https://img.test']);
    bodies.set('https://img.test/a.png', PNG);
    const [a, b, c] = await Promise.all([cache.load('a.png'), cache.load('a.png'), cache.load('a.png')]);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(cache.peek('a.png')).toBe(a);
    await expect(cache.load('a.png')).resolves.toBe(a);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('persists decoded bytes in IndexedDB and reads them back in a new page', async () => {
    const first = setup();
    first.cache.setBaseUrls(['https://img.test']);
    first.bodies.set('https://img.test/p.png', encodeImageScheme1(PNG, KEY));
    await first.cache.load('p.png');
    await vi.waitFor(async () => expect(await first.cache.db.count()).toBe(1));
    const stored = await first.cache.db.get('p.png');
    expect(stored?.url).toBe('p.png');
    expect(new Uint8Array(stored!.data)).toEqual(PNG);
    expect(typeof stored?.t).toBe('number');

    const fetch2 = vi.fn<typeof fetch>();
    const second = createImageCache({
      fetch: fetch2,
      imageKey: () => KEY,
      createObjectUrl: () => 'blob:again',
      revokeObjectUrl: () => {},
      dbName: first.dbName,
    });
    await expect(second.load('p.png')).resolves.toBe('blob:again');
    expect(fetch2).not.toHaveBeenCalled();
  });

  it('retries up to 3 attempts on network errors', async () => {
    const { cache, bodies, counts } = setup({ fail: (_u, n) => n < 3 });
    bodies.set('https://img.test/r.png', PNG);
    await expect(cache.load('https://img.test/r.png')).resolves.toMatch(/^blob:/);
    expect(counts.get('https://img.test/r.png')).toBe(3);
  });

  it('rejects after 3 failed attempts and stores nothing', async () => {
    const { cache, counts } = setup({ fail: () => true });
    await expect(cache.load('https://img.test/bad.png')).rejects.toThrow('Failed to fetch');
    expect(counts.get('https://img.test/bad.png')).toBe(3);
    expect(cache.peek('https://img.test/bad.png')).toBeUndefined();
    expect(await cache.db.count()).toBe(0);
    // a later load tries again (the failure is not cached)
    await expect(cache.load('https://img.test/bad.png')).rejects.toThrow();
    expect(counts.get('https://img.test/bad.png')).toBe(6);
  });

  it('does not retry a 404 but does retry a 503', async () => {
    const a = setup({ fail: () => 404 });
    await expect(a.cache.load('https://img.test/404.png')).rejects.toMatchObject({ status: 404 });
    expect(a.counts.get('https://img.test/404.png')).toBe(1);
    const b = setup({ fail: (_u, n) => (n === 1 ? 503 : false) });
    b.bodies.set('https://img.test/503.png', PNG);
    await expect(b.cache.load('https://img.test/503.png')).resolves.toMatch(/^blob:/);
    expect(b.counts.get('https://img.test/503.png')).toBe(2);
  });

  it('times out a fetch after 100000 ms', async () => {
    vi.useFakeTimers();
    const fetchFn = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const cache = createImageCache({
      fetch: fetchFn as unknown as typeof fetch,
      imageKey: () => KEY,
      createObjectUrl: () => 'blob:x',
      revokeObjectUrl: () => {},
      attempts: 1,
      persist: false,
    });
    const p = cache.load('https://img.test/slow.png');
    const settled = vi.fn();
    p.catch(settled);
    await vi.advanceTimersByTimeAsync(99_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(p).rejects.toThrow(/timed out after 100000 ms/);
  });

  it('keeps 200 object URLs in memory by default', async () => {
    const { cache, bodies, revoked } = setup();
    for (let i = 0; i < 201; i++) bodies.set(`https://img.test/${i}.png`, PNG);
    for (let i = 0; i < 201; i++) await cache.load(`https://img.test/${i}.png`);
    expect(cache.memorySize).toBe(200);
    expect(revoked).toEqual(['blob:test/1']);
    expect(cache.peek('https://img.test/0.png')).toBeUndefined();
  });

  it('returns data: and blob: URLs unchanged', async () => {
    const { cache, fetchFn } = setup();
    await expect(cache.load('data:image/png;base64,AAAA')).resolves.toBe('data:image/png;base64,AAAA');
    expect(fetchFn).not.toHaveBeenCalled();
  });
});

describe('IndexedDB store', () => {
  it('caps the store, evicting the oldest entries', async () => {
    const db = new ImageDb(`cap-${++dbSeq}`, 'images', 3);
    for (let i = 0; i < 5; i++) await db.put(`u${i}`, new ArrayBuffer(4), 1000 + i);
    expect(await db.count()).toBe(3);
    expect(await db.get('u0')).toBeUndefined();
    expect(await db.get('u1')).toBeUndefined();
    expect(await db.get('u4')).toBeDefined();
    expect(await db.get('u2')).toBeDefined();
  });

  it('opens the database once, ahead of the first read, when warmed', async () => {
    const open = vi.spyOn(indexedDB, 'open');
    const db = new ImageDb(`warm-${++dbSeq}`, 'images', 3);
    db.warm();
    expect(open).toHaveBeenCalledTimes(1);
    await db.put('a', new ArrayBuffer(2));
    expect(await db.get('a')).toBeDefined();
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it('degrades to a no-op when IndexedDB is unavailable', async () => {
    const db = new ImageDb('none', 'images', 3, null);
    await db.put('a', new ArrayBuffer(1));
    expect(await db.get('a')).toBeUndefined();
    expect(await db.count()).toBe(0);
  });
});
