import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { FIRST_SCREENS_FILE } from '@lld/protocol/first-screens';
import { SPLASH_COLOURS_KEY, SPLASH_THEME_SCRIPT } from '@lld/protocol/splash';
import { themeByValue } from '@lld/protocol/themes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { type TestApp, testApp, testDatabase } from '../test/harness.ts';
import { firstScreensFile } from './first-screens.ts';
import { scriptHash } from './security-headers.ts';
import { injectRuntimeConfig, scriptSafeJson } from './web.ts';

const BIG_JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
let db: DatabaseHandle;
let t: TestApp;
const html =
  '<!doctype html><html><head><meta charset="utf-8"><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  db = await testDatabase();
  const dist = mkdtempSync(path.join(tmpdir(), 'lld-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(
    path.join(dist, 'manifest.webmanifest'),
    JSON.stringify({
      name: 'Built',
      short_name: 'Built',
      description: 'Built · 追剧',
      display: 'standalone',
      theme_color: '#366CE3',
    }),
  );
  // A built asset with the compressed copies the web build writes beside it.
  writeFileSync(path.join(dist, 'assets', 'big-def456.js'), BIG_JS);
  writeFileSync(path.join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_JS));
  writeFileSync(path.join(dist, 'assets', 'big-def456.js.gz'), gzipSync(BIG_JS));
  // The landing screens' files, as the web build writes them (apps/web/first-screens.ts), with
  // entries no build writes: they are dropped, never written into the page.
  writeFileSync(
    path.join(dist, FIRST_SCREENS_FILE),
    JSON.stringify({
      '/': ['assets/home-route-a1.js', 'assets/lazy-image-b2.js', 'assets/home-route-c3.css'],
      '/community': [
        'assets/community-screen-d4.js',
        'assets/x"><script>alert(1)</script>.js',
        '/etc/passwd',
        7,
      ],
      'javascript:': ['assets/bad.js'],
    }),
  );
  t = await testApp(db, { WEB_DIST: dist, APP_IMAGE_KEY: 'img</script><b>key' });
});
afterAll(async () => {
  await t?.app.close();
  await db?.close();
});

const page = (url: string, accept = 'text/html,application/xhtml+xml') =>
  t.app.inject({ method: 'GET', url, headers: { accept } });

describe('compression', () => {
  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('serves the build’s brotli or gzip copy of an asset, with Vary, and plain bytes to others', async () => {
    const br = await get('/assets/big-def456.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    expect(br.rawPayload.length).toBeLessThan(BIG_JS.length / 3);

    const gz = await get('/assets/big-def456.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);

    const plain = await get('/assets/big-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
  });

  it('compresses API answers over 1 KiB and leaves small ones alone', async () => {
    const big = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).openapi).toMatch(/^3/);
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/runtime-config.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('web app serving', () => {
  it('serves index.html uncached with the runtime config as the first script of <head>', async () => {
    const r = await page('/');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    const head = r.body.slice(r.body.indexOf('<head>') + 6);
    expect(head.startsWith('<script>window.__LLD__=')).toBe(true);
    const json = /window\.__LLD__=(\{.*?\})<\/script>/.exec(r.body)![1]!;
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({
      apiBase: '/api',
      signKey: t.config.signKey,
      dataKey: t.config.dataKey,
      imageKey: 'img</script><b>key',
      encrypt: true,
      appName: '来了点',
    });
    expect(r.body.indexOf('window.__LLD__')).toBeLessThan(r.body.indexOf('/assets/index-abc123.js'));
  });

  it('carries the splash colours script, and the CSP allows every inline script of the page', async () => {
    const r = await page('/');
    const inline = [...r.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toEqual([expect.stringMatching(/^window\.__LLD__=/), SPLASH_THEME_SCRIPT]);
    const csp = String(r.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
    for (const source of inline) expect(scriptSrc).toContain(scriptHash(source));
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('the splash colours script sets only the known variables, only to hex colours', () => {
    const set = new Map<string, string>();
    const storage = new Map([
      [
        SPLASH_COLOURS_KEY,
        JSON.stringify({ '--splash-accent': '#ff8183', '--splash-glow-1': 'red;x', '--other': '#000000' }),
      ],
    ]);
    new Function('localStorage', 'document', SPLASH_THEME_SCRIPT)(
      { getItem: (k: string) => storage.get(k) ?? null },
      { documentElement: { style: { setProperty: (k: string, v: string) => set.set(k, v) } } },
    );
    expect(Object.fromEntries(set)).toEqual({ '--splash-accent': '#ff8183' });
    // Nothing stored, or storage refused: nothing set, no error.
    storage.clear();
    new Function('localStorage', 'document', SPLASH_THEME_SCRIPT)(
      { getItem: () => null },
      { documentElement: { style: { setProperty: () => expect.unreachable() } } },
    );
    new Function('localStorage', 'document', SPLASH_THEME_SCRIPT)(
      {
        getItem: () => {
          throw new Error('denied');
        },
      },
      {},
    );
  });

  it('serves the same object at /api/runtime-config.json', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/runtime-config.json' });
    expect(r.json()).toMatchObject({ apiBase: '/api', signKey: t.config.signKey, encrypt: true });
  });

  it('caches hashed assets immutably and other files briefly', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(a.headers['content-type']).toMatch(/javascript/);
    const f = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(f.headers['cache-control']).toBe('public, max-age=3600');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('falls back to index.html for client routes that want HTML', async () => {
    for (const url of ['/notFound', '/mine/vip', '/community/postDetail?id=3', '/index.html']) {
      const r = await page(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).toContain('window.__LLD__');
      expect(r.headers['cache-control']).toBe('no-cache');
    }
    expect((await page('/mine/vip', 'application/json')).statusCode).toBe(404);
  });

  it('never serves index.html under /api or /files', async () => {
    const api = await page('/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 2004, msg: 'no such endpoint' });
    const files = await page('/files/nothing');
    expect(files.statusCode).toBe(404);
    expect(files.body).not.toContain('window.__LLD__');
  });

  it('answers 503 explaining the build when WEB_DIST has no index.html', async () => {
    const other = await testApp(db, { WEB_DIST: mkdtempSync(path.join(tmpdir(), 'lld-empty-dist-')) });
    try {
      const r = await other.app.inject({ method: 'GET', url: '/mine', headers: { accept: 'text/html' } });
      expect(r.statusCode).toBe(503);
      expect(r.body).toContain('npm run build');
    } finally {
      await other.app.close();
    }
  });

  it('escapes script-breaking characters', () => {
    expect(scriptSafeJson({ a: '</script><!--&\u2028' })).toBe(
      '{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028"}',
    );
    expect(
      injectRuntimeConfig('<p>no head</p>', {
        apiBase: '/api',
        signKey: 's',
        dataKey: 'd',
        imageKey: 'i',
        encrypt: false,
        appName: 'x',
      }),
    ).toMatch(/^<script>window\.__LLD__=/);
  });
});

describe('the first screen’s files in the page (issue 19)', () => {
  const links = (body: string) => [...body.matchAll(/<link [^>]*>/g)].map((m) => m[0]);

  it('names a landing screen’s chunks and CSS at the end of <head>, for its path only', async () => {
    const home = await page('/');
    expect(links(home.body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/home-route-a1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/lazy-image-b2.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/home-route-c3.css">',
    ]);
    expect(home.body.indexOf('home-route-c3.css')).toBeLessThan(home.body.indexOf('</head>'));
    // The query does not change the screen; another path names another screen's files.
    expect(links((await page('/?source=pwa')).body)).toHaveLength(3);
    expect(links((await page('/community?tab=2')).body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/community-screen-d4.js">',
    ]);
  });

  it('names none on other paths, and none in the page the service worker keeps for every path', async () => {
    for (const url of ['/mine/vip', '/index.html', '/communityx', '/community/', '/javascript:']) {
      const r = await page(url);
      expect(r.statusCode, url).toBe(200);
      expect(links(r.body), url).toEqual([]);
    }
  });

  it('reads no table as the same empty one each time (the pages made per path are kept)', () => {
    const read = firstScreensFile(path.join(tmpdir(), 'lld-no-such-dist', 'first-screens.json'));
    expect(read()).toEqual({});
    expect(read()).toBe(read());
  });
});

describe('installable app (issue 21)', () => {
  it('serves the service worker uncached, scoped to the site, under the CSP', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/javascript/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.headers['service-worker-allowed']).toBe('/');
    expect(String(r.headers['content-security-policy'])).toContain("worker-src 'self'");
  });

  it('serves the manifest with the active theme colour', async () => {
    const get = () => t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    const first = await get();
    expect(first.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(first.headers['cache-control']).toBe('no-cache');
    // The name it was built with is the configured one (APP_NAME) everywhere it appears.
    expect(first.json()).toMatchObject({
      name: '来了点',
      short_name: '来了点',
      description: '来了点 · 追剧',
      display: 'standalone',
      theme_color: '#366CE3',
    });
    await t.app.services.settings.put('theme', 6);
    try {
      expect((await get()).json().theme_color).toBe(themeByValue(6).colors.fotActiveColor);
    } finally {
      await t.app.services.settings.put('theme', 1);
    }
  });
});
