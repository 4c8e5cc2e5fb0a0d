// A screen chunk that fails to load (e.g. after a deploy) reloads the page once; if it still
// fails after that reload, the route's error screen shows instead of a reload loop.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

vi.mock('@/features/mine/mine-screen', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/mine-screen-old.js');
});
vi.mock('@/lib/session/api/get-config', () => ({ useAppConfig: () => ({ data: undefined }) }));

import { CHUNK_RELOAD_PREFIX, lazyRouteEnv } from './lazy-route';
import { renderTestApp } from './test-app';

const renderApp = (path: string) => renderTestApp(path);

describe('failed lazy chunk', () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.scrollTo = vi.fn() as typeof window.scrollTo;
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('reloads the page once, then shows the error screen', async () => {
    const reload = vi.spyOn(lazyRouteEnv, 'reload').mockImplementation(() => {});
    await renderApp('/mine');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(`${CHUNK_RELOAD_PREFIX}mine`)).not.toBeNull();
    cleanup();

    // The page after the reload (fresh modules, as a reload gives): the chunk is still missing.
    vi.resetModules();
    const afterReload = await import('./lazy-route');
    const reloadAgain = vi.spyOn(afterReload.lazyRouteEnv, 'reload').mockImplementation(() => {});
    const { renderTestApp: renderAgain } = await import('./test-app');
    // The fresh modules bring a fresh testing library, whose tree the top-level cleanup() does not
    // know: unmount it too, or React may still work on it once the test environment is gone.
    const fresh = await import('@testing-library/react');
    onTestFinished(() => fresh.cleanup());
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    await renderAgain('/mine');
    expect(await screen.findByText('页面出了点问题')).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAgain).not.toHaveBeenCalled();
  });
});
