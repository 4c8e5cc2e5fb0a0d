import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const splash = vi.hoisted(() => ({ removeSplashAfter: vi.fn(), removeSplash: vi.fn() }));
vi.mock('@/components/splash/splash', () => splash);
vi.mock('@/features/home/home-screen', () => ({ default: () => <p>home screen</p> }));
vi.mock('@/features/mine/mine-screen', () => ({ default: () => <p>mine screen</p> }));
vi.mock('@/features/not-found/not-found-screen', () => ({ default: () => <p>not found screen</p> }));
vi.mock('@/lib/session/api/get-config', () => ({ useAppConfig: () => ({ data: { theme: 6 } }) }));

import { getLandingRoute } from '@/components/page-header/back-action';
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
});
