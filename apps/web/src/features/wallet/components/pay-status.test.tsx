import type { RechargeOrder } from '@lld/protocol/api/wallet';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({ statuses: [] as string[], calls: [] as string[], refreshed: 0 }));

vi.mock('@/lib/api/client', () => ({
  apiCall: async ({ path }: { path: string }) => {
    const endpoint = path.replace('/app/', '');
    state.calls.push(endpoint);
    const status = state.statuses.length > 1 ? state.statuses.shift()! : state.statuses[0]!;
    return order(status as RechargeOrder['status']);
  },
  errorText: (_e: unknown, fallback: string) => fallback,
}));
vi.mock('@/lib/session/api/get-user-info', () => ({
  useUserInfo: () => ({ data: undefined }),
}));
vi.mock('../api/user-sync', () => ({
  refreshUserInfo: async () => {
    state.refreshed++;
  },
}));

import { renderRoute } from '@/test/render-route';
import { PayStatus, payPhase, WAIT_AFTER_RETURN_MS } from './pay-status';

function order(status: RechargeOrder['status'], extra: Partial<RechargeOrder> = {}): RechargeOrder {
  return {
    orderNo: 'R202611220001',
    productId: 7,
    kind: 'gold',
    title: '100金币',
    amountFen: 1000,
    payType: 'alipay',
    status,
    tier: null,
    days: 0,
    amount: 10_000,
    createdAt: 1,
    expiresAt: 2,
    paidAt: 0,
    creditedAt: 0,
    ...extra,
  };
}

function show(props: {
  gatewaySaysPaid: boolean;
  onRetry?: (o: RechargeOrder) => void;
  onClose?: () => void;
}) {
  renderRoute(
    '/mine/recharge',
    <PayStatus
      orderNo="R202611220001"
      gatewaySaysPaid={props.gatewaySaysPaid}
      onClose={props.onClose ?? (() => {})}
      onRetry={props.onRetry ?? (() => {})}
    />,
    '/mine/recharge?orderNo=R202611220001',
  );
}

beforeEach(() => {
  state.calls = [];
  state.refreshed = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('payPhase', () => {
  it.each([
    [undefined, false, 'waiting'],
    ['created', false, 'waiting'],
    ['paid', false, 'waiting'],
    ['credited', false, 'success'],
    ['credited', true, 'success'],
    ['expired', false, 'expired'],
    ['refunded', false, 'refunded'],
    ['created', true, 'unfinished'],
    ['paid', true, 'slow'],
    [undefined, true, 'slow'],
  ] as const)('%s (timed out: %s) → %s', (status, timedOut, phase) => {
    expect(payPhase(status ? order(status) : undefined, timedOut)).toBe(phase);
  });
});

describe('PayStatus', () => {
  it('waits while the gateway confirms, then shows the credit and refreshes the balances', async () => {
    state.statuses = ['created', 'paid', 'credited'];
    show({ gatewaySaysPaid: true });
    expect(await screen.findByText('支付结果确认中')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_100);
    });
    expect(await screen.findByText('支付成功')).toBeTruthy();
    expect(screen.getByText('已到账 100金币')).toBeTruthy();
    expect(state.calls.every((c) => c === 'recharge/status')).toBe(true);
    expect(state.calls.length).toBe(3);
    expect(state.refreshed).toBe(1);
    // Polling stops at a final state.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(state.calls.length).toBe(3);
  });

  it('after a plain return (cancelled), offers to pay again', async () => {
    state.statuses = ['created'];
    const retried: RechargeOrder[] = [];
    show({ gatewaySaysPaid: false, onRetry: (o) => retried.push(o) });
    expect(await screen.findByText('支付结果确认中')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(WAIT_AFTER_RETURN_MS + 100);
    });
    expect(await screen.findByText('支付未完成')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
    expect(retried.map((o) => o.productId)).toEqual([7]);
  });

  it('says when an order expired', async () => {
    state.statuses = ['expired'];
    const closed: boolean[] = [];
    show({ gatewaySaysPaid: false, onClose: () => closed.push(true) });
    expect(await screen.findByText('订单已过期')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(closed).toEqual([true]);
  });
});
