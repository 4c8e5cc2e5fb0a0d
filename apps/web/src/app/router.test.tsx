import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/features/home/home-screen', () => ({ default: () => <p>home screen</p> }));
vi.mock('@/features/mine/mine-screen', () => ({ default: () => <p>mine screen</p> }));
vi.mock('@/features/not-found/not-found-screen', () => ({ default: () => <p>not found screen</p> }));
vi.mock('@/lib/session/api/get-config', () => ({ useAppConfig: () => ({ data: undefined }) }));

import { ApiError } from '@/lib/api/client';
import { isRouteAvailable, SCREEN_ROUTES } from './route-table';
import { AppRoutes, firstScreenReady } from './router';
import { renderTestApp } from './test-app';

const renderApp = renderTestApp;

beforeEach(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});
afterEach(cleanup);

describe('route table', () => {
  it('registers home, mine, notFound, the account and the wallet screens once each, each lazily', () => {
    const paths = SCREEN_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/', '/mine', '/notFound']));
    // Issue 3: login, register, credentials and every /mine/setting route of the spec.
    expect(paths).toEqual(
      expect.arrayContaining([
        '/mine/login',
        '/mine/originalRegister',
        '/mine/credentials',
        '/mine/setting',
        '/mine/setting/accountSecurity',
        '/mine/setting/accout',
        '/mine/setting/accoutCodeCamera',
        '/mine/setting/autokf',
        '/mine/setting/avatar',
        '/mine/setting/bindPhone',
        '/mine/setting/kf',
        '/mine/setting/modifiIntro',
        '/mine/setting/modifyname',
        '/mine/setting/modifyPassword',
        '/mine/setting/phone',
        '/mine/setting/recruitment',
        '/lld',
        '/play/longVideo',
        '/play/videoCollection',
        '/topicList',
        '/subpage/labelPage',
        '/subpage/morePage',
        '/homePage/author',
        '/mine/myHistory',
        '/mine/myCollect',
        // Issue 7: community, circles, comments, creators.
        '/community',
        '/community/postDetail',
        '/community/publish',
        '/community/upInfo',
        '/circle/postDetail',
        '/circle/circleDetail',
        '/comment/reply',
        '/mine/myPost',
        '/mine/myFollow',
        '/subpage/upRank',
      ]),
    );
    // Issue 4: the wallet screens.
    expect(paths).toEqual(
      expect.arrayContaining([
        '/mine/vip',
        '/mine/recharge',
        '/mine/diamondRecharge',
        '/mine/rechargeRecord',
        '/mine/myBought',
        '/welfare/exchange',
      ]),
    );
    // Issue 13: the welfare centre and its /mine pages.
    expect(paths).toEqual(
      expect.arrayContaining([
        '/welfare',
        '/mine/invitation',
        '/mine/share',
        '/mine/pointLevel',
        '/mine/onLine',
      ]),
    );
    // Issue 6: comics, novels, audio, picture sets, reserved listings.
    expect(paths).toEqual(
      expect.arrayContaining([
        '/homePage/Comic',
        '/homePage/Comic/detail',
        '/homePage/Comic/PopEpisode',
        '/homePage/Comic/read',
        '/homePage/Comic/ComicsComment',
        '/homePage/author',
        '/dating/novelDetail',
        '/novel/audio',
        '/dating/picDetail',
        '/reserved/detail',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of SCREEN_ROUTES) expect(typeof route.load).toBe('function');
  });

  it('knows which paths lead to a screen of this build', () => {
    expect(isRouteAvailable('/')).toBe(true);
    expect(isRouteAvailable('/mine')).toBe(true);
    expect(isRouteAvailable('/mine?tab=1')).toBe(true);
    expect(isRouteAvailable('/welfare')).toBe(true);
    expect(isRouteAvailable('/game')).toBe(true);
    expect(isRouteAvailable('/community/publish?type=image')).toBe(true);
    expect(isRouteAvailable('/mine/vip?orderNo=R1')).toBe(true);
    expect(isRouteAvailable('/mine/myCollect')).toBe(true);
    expect(isRouteAvailable('/liveTv')).toBe(true);
    // Every path of spec §2 is built now; anything else is not.
    expect(isRouteAvailable('/no/such/screen')).toBe(false);
  });
});

describe('router', () => {
  it('renders the registered screens', async () => {
    await renderApp('/mine');
    expect(await screen.findByText('mine screen')).toBeTruthy();
  });

  it("matches a screen's path in any case and with trailing slashes, as React Router does", async () => {
    const router = await renderApp('/Mine/');
    expect(await screen.findByText('mine screen')).toBeTruthy();
    expect(router.pathname()).toBe('/Mine/');
    await act(async () => router.navigate('/MINE//'));
    expect(screen.getByText('mine screen')).toBeTruthy();
    // A path only a prefix of a screen's, or one with more after it, is no screen.
    await act(async () => router.navigate('/mine/nope'));
    expect(await screen.findByText('not found screen')).toBeTruthy();
  });

  it('sends an unknown path to /notFound', async () => {
    const router = await renderApp('/no/such/page?x=1');
    expect(await screen.findByText('not found screen')).toBeTruthy();
    expect(router.pathname()).toBe('/notFound');
    // Replaced, not pushed: Back must not return to a path that redirects again.
    expect(router.action()).toBe('REPLACE');
  });

  it('sends a path no screen has to /notFound, never a placeholder', async () => {
    const router = await renderApp('/');
    await screen.findByText('home screen');
    await act(async () => router.navigate('/no/such/screen'));
    expect(await screen.findByText('not found screen')).toBeTruthy();
    expect(router.pathname()).toBe('/notFound');
    await act(async () => router.navigate(-1));
    expect(await screen.findByText('home screen')).toBeTruthy();
  });

  it('waits for the session before rendering any screen', async () => {
    let ready!: () => void;
    await renderApp('/mine', new Promise<void>((r) => (ready = r)));
    // Everything the app can do before the session answers has run (render, lazy screen load).
    await act(async () => {
      await import('./route-table');
    });
    expect(screen.queryByText('mine screen')).toBeNull();
    ready();
    expect(await screen.findByText('mine screen')).toBeTruthy();
  });

  it('renders the first screen in its first commit once firstScreenReady has settled', async () => {
    // Start-up renders after it (main.tsx): nothing suspends, so no empty fallback is committed
    // first (React would hold the screen back 300 ms after one).
    const ready = Promise.resolve();
    await firstScreenReady(ready, '/mine');
    act(() => {
      render(
        <MemoryRouter initialEntries={['/mine']}>
          <AppRoutes sessionReady={ready} />
        </MemoryRouter>,
      );
    });
    expect(screen.getByText('mine screen')).toBeTruthy();
  });

  it('shows the session error (with the server tip) when the session cannot start', async () => {
    const failed = Promise.reject(new ApiError(5000, 'internal', '服务器开小差了，请稍后再试'));
    await renderApp('/', failed);
    expect(await screen.findByText('暂时无法进入')).toBeTruthy();
    expect(screen.getByText('服务器开小差了，请稍后再试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });

  it('shows a device refused a guest (6004) the ways forward, not a dead end', async () => {
    const failed = Promise.reject(new ApiError(6004, 'device banned', '游客创建失败，请联系在线客服'));
    await renderApp('/', failed);
    expect(await screen.findByText('游客身份创建失败')).toBeTruthy();
    expect(screen.getByText('登录已有账号，继续使用')).toBeTruthy();
  });
});
