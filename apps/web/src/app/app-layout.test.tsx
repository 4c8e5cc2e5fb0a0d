import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const splash = vi.hoisted(() => ({ removeSplashAfter: vi.fn(), removeSplash: vi.fn() }));
vi.mock('@/components/splash/splash', () => splash);
vi.mock('@/features/home/home-screen', () => ({ default: () => <p>home screen</p> }));
vi.mock('@/features/mine/mine-screen', () => ({ default: () => <p>mine screen</p> }));
vi.mock('@/features/not-found/not-found-screen', () => ({ default: () => <p>not found screen</p> }));
vi.mock('@/lib/session/api/get-config', () => ({ useAppConfig: () => ({ data: { theme: 6 } }) }));
// The layout's renders, counted through a hook it calls once per render (the real hook still runs).
const layoutRenders = vi.hoisted(() => ({ n: 0 }));
vi.mock('./use-theme', async (importOriginal) => {
  const real = await importOriginal<typeof import('./use-theme')>();
  return {
    ...real,
    useTheme: () => {
      layoutRenders.n += 1;
      real.useTheme();
    },
  };
});

import { getLandingRoute } from '@/components/page-header/back-action';
import { NavigationPendingContext } from './navigation-pending';
import { AppRoutes } from './router';
import { renderTestApp } from './test-app';

const renderApp = (path: string) => renderTestApp(path);

beforeEach(() => {
  sessionStorage.clear();
  splash.removeSplashAfter.mockClear();
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(cleanup);

describe('AppLayout', () => {
  it('removes the splash 2000 ms after a first route other than home, and stores it as the landing route', async () => {
    await renderApp('/mine?from=share');
    await screen.findByText('mine screen', {}, { timeout: 5000 });
    // The layout's effect runs after the screen renders: wait for it rather than race it.
    await vi.waitFor(() => expect(splash.removeSplashAfter).toHaveBeenCalledWith(2000));
    expect(getLandingRoute()).toBe('/mine?from=share');
  });

  it('takes /notFound, not the unknown path, as the landing route', async () => {
    await renderApp('/no/such/page');
    await screen.findByText('not found screen', {}, { timeout: 5000 });
    await vi.waitFor(() => expect(splash.removeSplashAfter).toHaveBeenCalledWith(2000));
    expect(getLandingRoute()).toBe('/notFound');
  });

  it('leaves the splash to home when home is the first route', async () => {
    await renderApp('/');
    await screen.findByText('home screen');
    // The layout's effect runs after the screen renders: wait for it rather than race it.
    await vi.waitFor(() => expect(getLandingRoute()).toBe('/'));
    expect(splash.removeSplashAfter).not.toHaveBeenCalled();
  });

  it('shows the footer on tab screens, and keeps it on the not-found page (issue 22)', async () => {
    const router = await renderApp('/mine');
    await screen.findByText('mine screen');
    expect(screen.getByRole('navigation', { name: '底部导航' })).toBeTruthy();
    await act(async () => router.navigate('/nope'));
    await screen.findByText('not found screen');
    expect(screen.getByRole('navigation', { name: '底部导航' })).toBeTruthy();
  });

  it('applies the theme the config names', async () => {
    await renderApp('/');
    await screen.findByText('home screen');
    await vi.waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--fot-active-color')).toBe('#FF8183'),
    );
  });

  it('a navigation’s pending flag redraws the progress bar alone, not the layout (issue 19)', async () => {
    let setPending: (pending: boolean) => void = () => {};
    function Pending({ children }: { children: ReactNode }) {
      const [pending, set] = useState(false);
      setPending = set;
      return (
        <NavigationPendingContext.Provider value={pending}>{children}</NavigationPendingContext.Provider>
      );
    }
    await act(async () => {
      render(
        <Pending>
          <MemoryRouter initialEntries={['/mine']}>
            <AppRoutes sessionReady={Promise.resolve()} />
          </MemoryRouter>
        </Pending>,
      );
    });
    await screen.findByText('mine screen');
    const before = layoutRenders.n;
    expect(before).toBeGreaterThan(0);
    await act(async () => setPending(true));
    expect(screen.getByRole('progressbar', { name: '页面加载中' })).toBeTruthy();
    await act(async () => setPending(false));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(layoutRenders.n).toBe(before);
  });
});
