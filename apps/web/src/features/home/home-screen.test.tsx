import type { AppConfig } from '@lld/protocol/api/ping';
import type { UserInfo } from '@lld/protocol/api/user';
import { themeByValue } from '@lld/protocol/themes';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({
  config: { data: undefined as unknown, status: 'pending', isPending: true },
  announcements: { data: undefined as unknown },
  user: { data: undefined as unknown, isLoading: false },
  available: new Set<string>(['/', '/mine', '/notFound']),
}));
const splash = vi.hoisted(() => ({ removeSplash: vi.fn() }));

vi.mock('@/lib/session/api/get-config', () => ({ useAppConfig: () => state.config }));
vi.mock('@/lib/session/api/get-announcement', () => ({ useAnnouncements: () => state.announcements }));
vi.mock('@/lib/session/api/get-user-info', () => ({ useUserInfo: () => state.user }));
vi.mock('@/components/ads/ad-banner', () => ({
  AdBanner: ({ position }: { position: number }) => <div>{`ad banner ${position}`}</div>,
}));
vi.mock('@/components/ads/icon-ads', () => ({
  IconAds: ({ locId }: { locId: number }) => <div>{`icon ads ${locId}`}</div>,
}));
vi.mock('@/lib/routes/screen-route', async (orig) => ({
  ...(await orig<typeof import('@/lib/routes/screen-route')>()),
  isRouteAvailable: (href: string) => state.available.has(href.split('?')[0] ?? href),
}));
vi.mock('@/components/splash/splash', () => splash);

import { appConfig } from '@/test/fixtures';
import { useThemeStore } from '@/themes/theme-store';
import HomeScreen from './home-screen';

const announcement = (id: number, title: string, content: string, link = '') => ({
  id,
  title,
  content,
  link,
  createdAt: 0,
  startsAt: 0,
  endsAt: 0,
});

function config(): AppConfig {
  return appConfig({
    statConfigApp: { nineList: [1], list: [] },
    announcement: [announcement(1, '配置公告', '来自配置')],
  });
}

const guest = { id: 100003, nickname: '游客1', isGuest: true } as UserInfo;

function Where() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

function renderHome() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomeScreen /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  state.config = { data: config(), status: 'success', isPending: false };
  state.announcements = {
    data: { list: [announcement(7, '欢迎来到LLD', '每日签到领金币', 'read_lld_vip://')], hasMore: false },
  };
  state.user = { data: guest, isLoading: false };
  state.available = new Set(['/', '/mine', '/notFound']);
  splash.removeSplash.mockClear();
  useThemeStore.setState({ theme: themeByValue(1), assets: null });
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 1;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('HomeScreen', () => {
  it('shows the app name, the notice bar from ping/announcement, the home banner (position 2) and icon ads (location 1)', () => {
    renderHome();
    expect(screen.getByText('来了点')).toBeTruthy();
    expect(screen.getByRole('button', { name: /公告：欢迎来到LLD：每日签到领金币/ })).toBeTruthy();
    expect(screen.getByText('ad banner 2')).toBeTruthy();
    expect(screen.getByText('icon ads 1')).toBeTruthy();
    expect(screen.getByText('ad banner 4')).toBeTruthy();
  });

  it('shows the config’s announcements until ping/announcement answers', () => {
    state.announcements = { data: undefined };
    renderHome();
    expect(screen.getByRole('button', { name: /配置公告：来自配置/ })).toBeTruthy();
  });

  it('opens the announcements in full on tap; a link to a screen not built yet is not offered', async () => {
    renderHome();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /公告：/ })));
    // The dialog's code loads on the first tap.
    const dialog = await screen.findByRole('dialog', { name: '公告' }, { timeout: 5000 });
    expect(dialog.textContent).toContain('每日签到领金币');
    expect(screen.queryByRole('button', { name: '查看详情' })).toBeNull();
  });

  it('offers to follow an announcement link whose screen exists', async () => {
    state.announcements = { data: { list: [announcement(8, '个人中心', '看看', '/mine')], hasMore: false } };
    renderHome();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /公告：/ })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: '查看详情' })));
    expect(screen.getByRole('status').textContent).toBe('/mine');
  });

  it('shows the long-video new-user banner to guests only, its button once the long-video screen exists', () => {
    renderHome();
    expect(screen.getByRole('region', { name: '新人专享' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '去看看' })).toBeNull();
    cleanup();

    state.available.add('/lld');
    renderHome();
    expect(screen.getByRole('button', { name: '去看看' })).toBeTruthy();
    cleanup();

    state.user = { data: { ...guest, isGuest: false }, isLoading: false };
    renderHome();
    expect(screen.queryByRole('region', { name: '新人专享' })).toBeNull();
  });

  it('draws only the skeleton under the top bar while the config is on its way', () => {
    state.available.add('/liveTv');
    state.config = { data: undefined, status: 'pending', isPending: true };
    renderHome();
    expect(document.querySelector('.home-skeleton')).toBeTruthy();
    // Drawn early, these were pushed down when the ads replaced the shorter skeleton.
    expect(screen.queryByRole('navigation', { name: '频道' })).toBeNull();
    expect(screen.queryByText('ad banner 2')).toBeNull();
    expect(screen.queryByText('ad banner 4')).toBeNull();
    expect(document.querySelector('.home-notice')).toBeNull();
  });

  it('draws nothing under the channels until the user is known', () => {
    state.available.add('/liveTv');
    state.user = { data: undefined, isLoading: true };
    renderHome();
    expect(screen.getByRole('navigation', { name: '频道' })).toBeTruthy();
    expect(screen.getByText('ad banner 2')).toBeTruthy();
    // The guests' banner would arrive above the feed ad and push it down.
    expect(screen.queryByText('ad banner 4')).toBeNull();
    cleanup();
    state.user = { data: guest, isLoading: false };
    renderHome();
    expect(screen.getByRole('region', { name: '新人专享' })).toBeTruthy();
    expect(screen.getByText('ad banner 4')).toBeTruthy();
  });

  it('has no publish button while no publish screen exists', () => {
    renderHome();
    expect(screen.queryByRole('button', { name: '发布' })).toBeNull();
  });

  it('opens the publish popup with only the entries whose screen exists', async () => {
    state.available.add('/community/publish');
    renderHome();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '发布' })));
    // The popup's code loads on the first tap.
    const dialog = await screen.findByRole('dialog', { name: '发布内容' });
    expect(dialog.textContent).toContain('图文');
    expect(dialog.textContent).toContain('视频');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /图文/ })));
    expect(screen.getByRole('status').textContent).toBe('/community/publish?type=image');
  });

  it('draws the seasonal publish-button decorations of the theme', async () => {
    state.available.add('/community/publish');
    const index = {
      publishBtnLeftTop: 'data:a',
      publishBtnLeftBottom: 'data:b',
      publishBtnRight: 'data:c',
      adBgi: 'data:d',
    };
    useThemeStore.setState({ theme: themeByValue(2), assets: { key: 'duanwu', index } as never });
    renderHome();
    const decos = [...document.querySelectorAll('.home-publish__deco')].map((img) => img.getAttribute('src'));
    expect(decos).toEqual(['data:a', 'data:b', 'data:c']);
  });

  it('removes the splash once the config has answered, not before', () => {
    state.config = { data: undefined, status: 'pending', isPending: true };
    renderHome();
    expect(splash.removeSplash).not.toHaveBeenCalled();
    cleanup();
    state.config = { data: config(), status: 'success', isPending: false };
    renderHome();
    expect(splash.removeSplash).toHaveBeenCalled();
  });
});
