import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig, setRuntimeConfig } from './runtime-config';

const KEY = 'a'.repeat(64);
const good = {
  apiBase: '/api/',
  signKey: 'sign-key-123456789',
  dataKey: KEY,
  imageKey: 'imgkey12',
  encrypt: true,
};

afterEach(() => {
  setRuntimeConfig(null);
  delete window.__LLD__;
});

describe('runtime config', () => {
  it('reads window.__LLD__ once and strips the trailing slash of apiBase', () => {
    window.__LLD__ = good;
    const first = getRuntimeConfig();
    expect(first).toEqual({ ...good, apiBase: '/api' });
    window.__LLD__ = { ...good, signKey: 'changed-later-xxxxxx' };
    expect(getRuntimeConfig()).toBe(first);
  });

  it('throws a clear error when nothing was injected', () => {
    expect(() => getRuntimeConfig()).toThrow(/window.__LLD__/);
  });

  it('rejects malformed configs', () => {
    expect(parseRuntimeConfig(null)).toBeNull();
    expect(parseRuntimeConfig({ ...good, dataKey: 'xyz' })).toBeNull();
    expect(parseRuntimeConfig({ ...good, encrypt: 'on' })).toBeNull();
    expect(parseRuntimeConfig({ ...good, signKey: 1 })).toBeNull();
  });

  it('loadRuntimeConfig prefers the injected config without a request', async () => {
    window.__LLD__ = good;
    const fetchImpl = vi.fn<typeof fetch>();
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toMatchObject({ apiBase: '/api' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('loadRuntimeConfig falls back to /api/runtime-config.json once, then getRuntimeConfig works', async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ ...good, encrypt: false })),
    );
    const [a, b] = await Promise.all([loadRuntimeConfig(fetchImpl), loadRuntimeConfig(fetchImpl)]);
    expect(a).toBe(b);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/api/runtime-config.json');
    expect(getRuntimeConfig().encrypt).toBe(false);
  });

  it('loadRuntimeConfig rejects on HTTP failure and may be retried', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('nope', { status: 404 }));
    await expect(loadRuntimeConfig(fetchImpl)).rejects.toThrow(/HTTP 404/);
    fetchImpl.mockResolvedValueOnce(new Response(JSON.stringify(good)));
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toMatchObject({ signKey: good.signKey });
  });
});
