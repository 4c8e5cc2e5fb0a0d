// @vitest-environment node
// The worker's page for a landing path: the precached index.html with that screen's files.
import { describe, expect, it } from 'vitest';
import { landingTable, withLandingLinks } from './landing-page';

const HTML = '<!doctype html><html><head><title>来了点</title></head><body></body></html>';
const page = (init?: ResponseInit, body = HTML) =>
  new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(new TextEncoder().encode(body).length),
      'content-security-policy': "script-src 'self' 'sha256-abc'",
      'cache-control': 'no-cache',
    },
    ...init,
  });

describe('landing page in the worker', () => {
  it('names the screen’s chunks and CSS in the head; keeps the CSP, drops the old length', async () => {
    const out = await withLandingLinks(page(), ['assets/play-1.js', 'assets/play-2.css']);
    const html = await out.text();
    expect(html).toBe(
      '<!doctype html><html><head><title>来了点</title>' +
        '<link rel="modulepreload" crossorigin href="/assets/play-1.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/play-2.css"></head><body></body></html>',
    );
    expect(out.status).toBe(200);
    expect(out.headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-abc'");
    expect(out.headers.get('cache-control')).toBe('no-cache');
    expect(out.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(out.headers.get('content-length')).toBeNull();
  });

  it('passes anything else on untouched', async () => {
    const plain = page();
    expect(await withLandingLinks(plain, undefined)).toBe(plain);
    const empty = page();
    expect(await withLandingLinks(empty, [])).toBe(empty);
    const missing = page({ status: 404 });
    expect(await withLandingLinks(missing, ['assets/a.js'])).toBe(missing);
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } });
    expect(await withLandingLinks(json, ['assets/a.js'])).toBe(json);
  });

  it('reads the table once, and again after a miss', async () => {
    let reads = 0;
    let ok = false;
    const filesFor = landingTable(async () => {
      reads++;
      if (!ok) return undefined;
      return new Response('{"/":["assets/home.js"],"/mine":["assets/mine.js","assets/x/../y.js"]}');
    });
    expect(await filesFor('/')).toBeUndefined();
    ok = true;
    expect(await filesFor('/')).toEqual(['assets/home.js']);
    expect(await filesFor('/mine')).toEqual(['assets/mine.js']);
    expect(await filesFor('/community')).toBeUndefined();
    expect(await filesFor('__proto__')).toBeUndefined();
    expect(reads).toBe(2);
  });

  it('treats a broken table as none', async () => {
    const filesFor = landingTable(async () => new Response('not json'));
    expect(await filesFor('/')).toBeUndefined();
    const failing = landingTable(() => Promise.reject(new Error('cache gone')));
    expect(await failing('/')).toBeUndefined();
  });
});
