// A refused signature with a changed server config: the worker's page is refreshed and the app
// reloads, once a minute at most; with the same config nothing happens.
import { describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@/lib/runtime-config';
import { CONFIG_RELOAD_GUARD_MS, CONFIG_RELOAD_KEY, checkRuntimeConfig, sameConfig } from './config-refresh';

const CONFIG: RuntimeConfig = {
  apiBase: '/api',
  signKey: 'sign-key-one-0123',
  dataKey: 'a'.repeat(64),
  imageKey: 'image-key',
  encrypt: true,
  appName: '来了点',
};

function setup(served: unknown, opts: { status?: number; now?: number; stored?: string } = {}) {
  const store = new Map<string, string>(opts.stored ? [[CONFIG_RELOAD_KEY, opts.stored]] : []);
  const order: string[] = [];
  const d = {
    fetch: vi.fn(async () =>
      served instanceof Error
        ? Promise.reject(served)
        : Response.json(served, { status: opts.status ?? 200 }),
    ) as unknown as typeof fetch,
    current: () => CONFIG,
    refreshShell: vi.fn(async () => void order.push('refresh')),
    reload: vi.fn(() => void order.push('reload')),
    storage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    },
    now: () => opts.now ?? 1_000_000,
  };
  return { d, order, store };
}

describe('runtime config refresh', () => {
  it('compares the fields a call depends on', () => {
    expect(sameConfig(CONFIG, { ...CONFIG })).toBe(true);
    expect(sameConfig(CONFIG, { ...CONFIG, signKey: 'other' })).toBe(false);
    expect(sameConfig(CONFIG, { ...CONFIG, dataKey: 'b'.repeat(64) })).toBe(false);
    expect(sameConfig(CONFIG, { ...CONFIG, apiBase: 'https://api.example' })).toBe(false);
    expect(sameConfig(CONFIG, { ...CONFIG, appName: '别的' })).toBe(false);
  });

  it('refreshes the worker’s page, then reloads, when the served config differs', async () => {
    const { d, order, store } = setup({ ...CONFIG, signKey: 'sign-key-two-4567' });
    expect(await checkRuntimeConfig(d)).toBe('reloaded');
    expect(order).toEqual(['refresh', 'reload']);
    expect(store.get(CONFIG_RELOAD_KEY)).toBe('1000000');
    expect(d.fetch).toHaveBeenCalledWith(
      '/api/runtime-config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('changes nothing when the config is the same (a 1001 for another reason)', async () => {
    const { d, order } = setup({ ...CONFIG });
    expect(await checkRuntimeConfig(d)).toBe('current');
    expect(order).toEqual([]);
  });

  it('does not loop: a second reload within the guard is skipped', async () => {
    const { d, order } = setup({ ...CONFIG, signKey: 'x'.repeat(20) }, { stored: String(1_000_000 - 5_000) });
    expect(await checkRuntimeConfig(d)).toBe('guarded');
    expect(order).toEqual([]);
    const later = setup(
      { ...CONFIG, signKey: 'x'.repeat(20) },
      { stored: String(1_000_000 - CONFIG_RELOAD_GUARD_MS) },
    );
    expect(await checkRuntimeConfig(later.d)).toBe('reloaded');
  });

  it('does nothing when the config cannot be read', async () => {
    for (const c of [setup(new TypeError('offline')), setup({ nope: 1 }), setup(CONFIG, { status: 500 })]) {
      expect(await checkRuntimeConfig(c.d)).toBe('unknown');
      expect(c.order).toEqual([]);
    }
  });

  it('still reloads when the worker does not answer', async () => {
    const { d, order } = setup({ ...CONFIG, encrypt: false });
    d.refreshShell.mockRejectedValueOnce(new Error('no worker'));
    expect(await checkRuntimeConfig(d)).toBe('reloaded');
    expect(order).toEqual(['reload']);
  });
});
