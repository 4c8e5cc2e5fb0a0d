import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'lld-console-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><div id="root"></div><script type="module" src="/console/assets/a.js"></script>',
);
writeFileSync(path.join(dist, 'assets', 'a.js'), 'console.log(1)');

const h = useTestApp({ CONSOLE_DIST: dist });

describe('/console/', () => {
  it('serves the console with a strict CSP and frame-ancestors none', async () => {
    for (const url of ['/console/', '/console', '/console/assets/a.js']) {
      const r = await h.t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(r.statusCode, url).toBe(200);
      const csp = String(r.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(r.headers['x-frame-options']).toBe('DENY');
    }
    const index = await h.t.app.inject({ method: 'GET', url: '/console/' });
    expect(index.headers['cache-control']).toBe('no-store');
    expect(index.body).toContain('id="root"');
    const asset = await h.t.app.inject({ method: 'GET', url: '/console/assets/a.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});
