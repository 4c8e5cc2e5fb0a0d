// @vitest-environment node
// The worker's copy of index.html fetched again when the server's config changed, only within one build.
import { describe, expect, it } from 'vitest';
import { entryOf, refreshShell } from './shell-refresh';

const page = (config: string, entry = '/assets/index-AAA.js') =>
  `<!doctype html><html><head><script>window.__LLD__=${config}</script>` +
  `<script type="module" crossorigin src="${entry}"></script></head><body></body></html>`;
const html = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "script-src 'sha256-new'",
    },
  });

function deps(fresh: Response | Error, old: Response | undefined) {
  const stored: Response[] = [];
  return {
    stored,
    deps: {
      fetchPage: () => (fresh instanceof Error ? Promise.reject(fresh) : Promise.resolve(fresh)),
      cached: async () => old,
      store: async (r: Response) => void stored.push(r),
    },
  };
}

describe('shell refresh', () => {
  it('reads the entry chunk of a built page', () => {
    expect(entryOf(page('{}', '/assets/index-XyZ_1.js'))).toBe('/assets/index-XyZ_1.js');
    expect(entryOf('<script src="/legacy.js"></script>')).toBeNull();
  });

  it('replaces the copy when the same build carries another config, with the new headers', async () => {
    const { stored, deps: d } = deps(html(page('{"signKey":"new"}')), html(page('{"signKey":"old"}')));
    expect(await refreshShell(d)).toBe('refreshed');
    expect(stored).toHaveLength(1);
    expect(await stored[0]!.text()).toContain('"signKey":"new"');
    expect(stored[0]!.headers.get('content-security-policy')).toBe("script-src 'sha256-new'");
  });

  it('keeps the copy for another build, the same page, or a failed fetch', async () => {
    const other = deps(
      html(page('{"signKey":"new"}', '/assets/index-BBB.js')),
      html(page('{"signKey":"old"}')),
    );
    expect(await refreshShell(other.deps)).toBe('other-build');
    const same = deps(html(page('{"a":1}')), html(page('{"a":1}')));
    expect(await refreshShell(same.deps)).toBe('same');
    const down = deps(new Error('offline'), html(page('{}')));
    expect(await refreshShell(down.deps)).toBe('failed');
    const error = deps(html('<p>oops</p>', 502), html(page('{}')));
    expect(await refreshShell(error.deps)).toBe('failed');
    const none = deps(html(page('{}')), undefined);
    expect(await refreshShell(none.deps)).toBe('failed');
    expect([...other.stored, ...same.stored, ...down.stored, ...error.stored, ...none.stored]).toEqual([]);
  });
});
