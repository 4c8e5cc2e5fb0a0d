// @vitest-environment node
// The service worker's network-only routes (pwa/sw-bypass.ts): the script the worker imports
// registers them at install, and does nothing where the browser lacks static routing.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SERVER_PATHS } from '../../../pwa/server-paths';
import { NETWORK_ONLY, swBypassScript } from '../../../pwa/sw-bypass';

type Install = (event: {
  addRoutes?: (rules: unknown) => Promise<void>;
  waitUntil: (p: Promise<unknown>) => void;
}) => void;

function installListener(): Install {
  let listener: Install | undefined;
  const self = {
    addEventListener: (type: string, fn: Install) => {
      if (type === 'install') listener = fn;
    },
  };
  runInNewContext(swBypassScript(), { self });
  if (!listener) throw new Error('no install listener');
  return listener;
}

describe('service worker bypass', () => {
  it('sends API calls and media files straight to the network', async () => {
    const added: unknown[] = [];
    const waited: Array<Promise<unknown>> = [];
    installListener()({
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
    installListener()({ waitUntil: (p) => void waited.push(p) });
    expect(waited).toEqual([]);
    installListener()({
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
});
