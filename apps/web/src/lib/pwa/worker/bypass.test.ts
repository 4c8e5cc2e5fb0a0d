// @vitest-environment node
// The service worker's network-only routes: registered at install, nothing where the browser
// lacks static routing, and only for paths the server answers itself.
import { describe, expect, it } from 'vitest';
import { addBypassRoutes, NETWORK_ONLY, SERVER_PATHS } from './bypass';

describe('service worker bypass', () => {
  it('sends API calls and media files straight to the network', async () => {
    const added: unknown[] = [];
    const waited: Array<Promise<unknown>> = [];
    addBypassRoutes({
      addRoutes: async (rules) => void added.push(rules),
      waitUntil: (p) => void waited.push(p),
    });
    await Promise.all(waited);
    expect(added).toEqual([
      [
        { condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' },
        { condition: { urlPattern: { pathname: '/files/*' } }, source: 'network' },
      ],
    ]);
  });

  it('installs normally where static routing is missing or refuses the rules', async () => {
    const waited: Array<Promise<unknown>> = [];
    addBypassRoutes({ waitUntil: (p) => void waited.push(p) });
    expect(waited).toEqual([]);
    addBypassRoutes({
      addRoutes: () => Promise.reject(new TypeError('unsupported condition')),
      waitUntil: (p) => void waited.push(p),
    });
    await expect(Promise.all(waited)).resolves.toBeDefined();
  });

  it('bypasses only paths the server answers itself', () => {
    for (const pathname of NETWORK_ONLY) {
      const sample = pathname.replace('*', 'x');
      expect(SERVER_PATHS.some((re) => re.test(sample))).toBe(true);
    }
  });

  it('answers the app’s own paths, not the server’s', () => {
    for (const p of ['/', '/mine', '/play/longVideo', '/apix', '/consoles'])
      expect(
        SERVER_PATHS.some((re) => re.test(p)),
        p,
      ).toBe(false);
    for (const p of ['/api', '/api/x', '/files/a.jpg', '/console', '/sandbox-pay/x', '/metrics'])
      expect(
        SERVER_PATHS.some((re) => re.test(p)),
        p,
      ).toBe(true);
  });
});
