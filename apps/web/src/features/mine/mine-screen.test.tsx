import type { UserInfo } from '@lld/protocol/api/user';
import { themeByValue } from '@lld/protocol/themes';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({
  user: { data: undefined as unknown, isError: false, refetch: () => Promise.resolve() },
  available: new Set<string>(['/', '/mine', '/notFound']),
}));

vi.mock('@/lib/session/api/get-user-info', () => ({ useUserInfo: () => state.user }));
// The mine banner (ad position 13) reads the config: nothing configured here.
vi.mock('@/lib/session/api/get-config', async (orig) => {
  const { appConfig } = await import('@/test/fixtures');
  return {
    ...(await orig<typeof import('@/lib/session/api/get-config')>()),
    useAppConfig: () => ({ data: appConfig() }),
  };
});
vi.mock('@/lib/routes/screen-route', async (orig) => ({
  ...(await orig<typeof import('@/lib/routes/screen-route')>()),
  isRouteAvailable: (href: string) => state.available.has(href.split('?')[0] ?? href),
}));
vi.mock('@/lib/image-cache', () => ({
  imageCache: { peek: () => undefined, load: (src: string) => Promise.resolve(`blob:${src}`) },
}));

import { renderRoute } from '@/test/render-route';
import { testUser } from '@/test/user-info';
import { useThemeStore } from '@/themes/theme-store';
import MineScreen from './mine-screen';

const NOW = Math.floor(Date.now() / 1000);
// 2031-06-01 00:00 in Shanghai
const JUNE_2031 = Date.UTC(2031, 4, 31, 16, 0, 0) / 1000;

const user = (extra: Partial<UserInfo> = {}) => testUser({ gold: 12345, diamond: 105, ...extra });
const renderMine = () => renderRoute('/mine', <MineScreen />);

beforeEach(() => {
  state.user = { data: user(), isError: false, refetch: () => Promise.resolve() };
  state.available = new Set(['/', '/mine', '/notFound']);
  useThemeStore.setState({ theme: themeByValue(1), assets: null });
});
afterEach(cleanup);

describe('MineScreen', () => {
  it('shows the user card: nickname, id, no badge and no guest marker for a plain account', () => {
    renderMine();
    expect(screen.getByRole('heading', { name: '追剧达人' })).toBeTruthy();
    expect(screen.getByText('ID：100003')).toBeTruthy();
    expect(screen.queryByText('游客')).toBeNull();
    expect(screen.queryByText('VIP')).toBeNull();
    expect(screen.getByText('暂未开通会员')).toBeTruthy();
  });

  it('marks a guest', () => {
    state.user.data = user({ isGuest: true, nickname: '游客0539' });
    renderMine();
    expect(screen.getByText('游客')).toBeTruthy();
  });

  it('shows the SVIP badge and its expiry as a Chinese date', () => {
    state.user.data = user({ supremeVip: { vipType: 2, vipExpireInt: JUNE_2031 } });
    renderMine();
    expect(screen.getByText('SVIP')).toBeTruthy();
    expect(screen.getByText('SVIP 会员')).toBeTruthy();
    expect(screen.getByText('有效期至 2031年6月1日')).toBeTruthy();
  });

  it('shows VIP for a normal or dark member, and no badge once expired', () => {
    state.user.data = user({ darkVip: { vipType: 1, vipExpireInt: NOW + 86_400 } });
    renderMine();
    expect(screen.getByText('VIP')).toBeTruthy();
    cleanup();
    state.user.data = user({ normalVip: { vipType: 1, vipExpireInt: NOW - 10 } });
    renderMine();
    expect(screen.queryByText('VIP')).toBeNull();
  });

  it('shows gold (hundredths) and diamonds (tenths) formatted, with live VIP and member card', () => {
    state.user.data = user({
      gold: 12345,
      diamond: 105,
      liveVip: { vipType: 1, vipExpireInt: JUNE_2031 },
      showCardName: '至尊年卡',
      showCardExpiredAt: JUNE_2031,
    });
    renderMine();
    const tile = (key: string) => document.querySelector(`[data-tile="${key}"]`)?.textContent;
    expect(tile('gold')).toBe('123.45金币');
    expect(tile('diamond')).toBe('10.5钻石');
    expect(tile('live')).toBe('至 6月1日直播会员');
    expect(tile('card')).toBe('至尊年卡会员卡');
  });

  it('uses the theme’s icons and backgrounds once loaded', () => {
    const mine = {
      bg1: 'data:bg1',
      bg2: 'data:bg2',
      icon1: 'data:i1',
      icon2: 'data:i2',
      icon3: 'data:i3',
      icon4: 'data:i4',
      ai: 'data:ai',
    };
    useThemeStore.setState({
      theme: themeByValue(6),
      assets: { key: 'christmas', index: {}, mine } as never,
    });
    renderMine();
    expect((document.querySelector('.mine') as HTMLElement).style.backgroundImage).toContain('data:bg1');
    expect((document.querySelector('.mine-member') as HTMLElement).style.backgroundImage).toContain(
      'data:bg2',
    );
    const icons = [...document.querySelectorAll('.mine-wallet__icon img')].map((i) => i.getAttribute('src'));
    expect(icons).toEqual(['data:i1', 'data:i2', 'data:i3', 'data:i4']);
  });

  it('lists only the sub-pages and entries whose screens exist', async () => {
    renderMine();
    expect(screen.queryByRole('region', { name: '我的服务' })).toBeNull();
    expect(screen.queryByRole('button', { name: /AI 创作/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /金币/ })).toBeNull();
    cleanup();

    state.available.add('/mine/myCollect');
    state.available.add('/mine/setting');
    state.available.add('/ai/generate');
    state.available.add('/mine/recharge');
    renderMine();
    const list = screen.getByRole('region', { name: '我的服务' });
    expect(list.textContent).toBe('我的服务我的收藏设置');
    expect(screen.getByRole('button', { name: /AI 创作/ })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /金币/ })));
    expect(screen.getByRole('status').textContent).toBe('/mine/recharge');
  });

  it('shows a skeleton while loading and a retry on failure', () => {
    state.user = { data: undefined, isError: false, refetch: () => Promise.resolve() };
    renderMine();
    expect(document.querySelector('.mine-skeleton')).toBeTruthy();
    cleanup();
    const refetch = vi.fn(() => Promise.resolve());
    state.user = { data: undefined, isError: true, refetch };
    renderMine();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(refetch).toHaveBeenCalled();
  });
});
