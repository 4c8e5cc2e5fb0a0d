import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_PREFIX, lazyRoute, lazyRouteEnv } from './lazy-route';

const Screen = () => null;
const key = `${CHUNK_RELOAD_PREFIX}home`;

describe('lazyRoute', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('resolves the module default export as the route Component and clears the reload flag', async () => {
    sessionStorage.setItem(key, '1');
    const route = await lazyRoute('home', () => Promise.resolve({ default: Screen }))();
    expect(route.Component).toBe(Screen);
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('reloads the page once when the chunk fails, and keeps the navigation pending', async () => {
    const reload = vi.spyOn(lazyRouteEnv, 'reload').mockImplementation(() => {});
    const pending = lazyRoute('home', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )();
    const settled = vi.fn();
    pending.then(settled, settled);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(key)).not.toBeNull();
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).not.toHaveBeenCalled();
  });

  it('hands the error to the route error screen instead of reloading again after the reload', async () => {
    const reload = vi.spyOn(lazyRouteEnv, 'reload').mockImplementation(() => {});
    sessionStorage.setItem(key, String(Date.now()));
    const error = new TypeError('Failed to fetch dynamically imported module');
    const { Component } = await lazyRoute('home', () => Promise.reject(error))();
    expect(() => (Component as () => never)()).toThrow(error);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads when sessionStorage is unavailable (no way to stop a loop)', async () => {
    const reload = vi.spyOn(lazyRouteEnv, 'reload').mockImplementation(() => {});
    vi.spyOn(lazyRouteEnv, 'storage').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { Component } = await lazyRoute('home', () => Promise.reject(new Error('x')))();
    expect(() => (Component as () => never)()).toThrow('x');
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps one flag per route, so one failing screen does not block another screen’s reload', async () => {
    const reload = vi.spyOn(lazyRouteEnv, 'reload').mockImplementation(() => {});
    sessionStorage.setItem(`${CHUNK_RELOAD_PREFIX}mine`, '1');
    void lazyRoute('home', () => Promise.reject(new Error('gone')))();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
