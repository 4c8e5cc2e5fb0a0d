import type { UserInfo } from '@lld/protocol/api/user';
import type { Product, ProductList } from '@lld/protocol/api/wallet';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({
  calls: [] as Array<{ endpoint: string; body: unknown }>,
  user: undefined as unknown,
  went: [] as string[],
  toasts: [] as string[],
}));

const plan = (id: number, extra: Partial<Product>): Product => ({
  id,
  kind: 'vip',
  title: 'x',
  subtitle: '',
  badge: '',
  priceFen: 3000,
  originalFen: 0,
  tier: 'normal',
  days: 30,
  cardName: '月卡',
  amount: 0,
  bonus: 0,
  benefits: ['全站VIP影片免费看', '1080P高清画质'],
  ...extra,
});
const PRODUCTS: ProductList = {
  list: [
    plan(1, { title: 'VIP会员 月卡', badge: '热销', originalFen: 4500 }),
    plan(2, { title: 'VIP会员 年卡', cardName: '年卡', days: 365, priceFen: 19_800 }),
    plan(3, { title: 'SVIP至尊 月卡', tier: 'supreme', priceFen: 5800, benefits: ['付费内容8折'] }),
  ],
  payTypes: [
    { code: 'alipay', name: '支付宝', minFen: 100, maxFen: 500_000 },
    { code: 'wxpay', name: '微信支付', minFen: 100, maxFen: 300_000 },
  ],
};

vi.mock('@/lib/api/client', () => ({
  apiCall: async ({ path }: { path: string }, body: unknown) => {
    const endpoint = path.replace('/app/', '');
    state.calls.push({ endpoint, body });
    if (endpoint === 'product/list') return PRODUCTS;
    if (endpoint === 'recharge/submit') return { order: {}, payUrl: 'https://pay.example/submit.php?x=1' };
    throw new Error(`unexpected ${endpoint}`);
  },
  errorText: (_e: unknown, fallback: string) => fallback,
  onAuthInvalid: () => () => {},
}));
vi.mock('@/lib/session/api/get-user-info', () => ({ useUserInfo: () => ({ data: state.user }) }));
vi.mock('@/lib/toast', () => ({
  toast: async (text: string) => {
    state.toasts.push(text);
  },
  clearToast: async () => {},
}));
vi.mock('@/lib/image-cache', () => ({
  imageCache: { peek: () => undefined, load: (src: string) => Promise.resolve(`blob:${src}`) },
}));

import { renderRoute } from '@/test/render-route';
import { testUser } from '@/test/user-info';
import { payNavigator } from './pay-navigator';
import VipScreen from './vip-screen';

const user = (extra: Partial<UserInfo> = {}) => testUser({ isGuest: true, ...extra });
const renderVip = () => renderRoute('/mine/vip', <VipScreen />);

beforeEach(() => {
  state.calls = [];
  state.went = [];
  state.toasts = [];
  state.user = user();
  vi.spyOn(payNavigator, 'go').mockImplementation((url) => {
    state.went.push(url);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('VipScreen', () => {
  it('lists the tier plans with prices, per-day price and benefits', async () => {
    renderVip();
    expect(await screen.findByText('年卡')).toBeTruthy();
    expect(screen.getByText('热销')).toBeTruthy();
    expect(screen.getByText('¥45')).toBeTruthy();
    expect(screen.getByText('低至 ¥1/天')).toBeTruthy();
    expect(screen.getByText('全站VIP影片免费看')).toBeTruthy();
    expect(screen.getByText('暂未开通会员，开通享专属特权')).toBeTruthy();
    expect(screen.getByTestId('pay-total').textContent).toBe('¥30');
    expect(screen.getByText('已优惠 ¥15')).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即开通' })).toBeTruthy();
  });

  it('switches tiers and pays the chosen plan with the chosen channel at the gateway', async () => {
    renderVip();
    fireEvent.click(await screen.findByRole('tab', { name: 'SVIP' }));
    expect(screen.getByText('付费内容8折')).toBeTruthy();
    expect(screen.getByTestId('pay-total').textContent).toBe('¥58');
    fireEvent.click(screen.getByRole('radio', { name: /微信支付/ }));
    fireEvent.click(screen.getByTestId('pay-button'));
    await waitFor(() => expect(state.went).toEqual(['https://pay.example/submit.php?x=1']));
    expect(state.calls.find((c) => c.endpoint === 'recharge/submit')?.body).toEqual({
      productId: 3,
      payType: 'wxpay',
    });
  });

  it('shows the badge and expiry of an active tier, and offers renewal', async () => {
    const until = Math.floor(Date.now() / 1000) + 86_400 * 10;
    state.user = user({ normalVip: { vipType: 1, vipExpireInt: until } });
    renderVip();
    expect(await screen.findByTestId('vip-badge')).toBeTruthy();
    expect(screen.getByTestId('vip-badge').textContent).toBe('VIP');
    expect(screen.getByText(/VIP会员 有效期至 \d{4}-\d{2}-\d{2}/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即续费' })).toBeTruthy();
  });
});
