/** recharge/submit, recharge/status (polled while the gateway confirms), recharge/history. */
import { walletCalls } from '@lld/protocol/api/calls/wallet';

import type { PayTypeCode, RechargeOrder, RechargeSubmitResult } from '@lld/protocol/api/wallet';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { pageFetcher } from '@/lib/api/list';

export function submitRecharge(body: {
  productId: number;
  payType: PayTypeCode;
}): Promise<RechargeSubmitResult> {
  return apiCall(walletCalls.rechargeSubmit, body);
}

export function useSubmitRecharge() {
  return useMutation({ mutationFn: submitRecharge });
}

export function getRechargeStatus(orderNo: string, signal?: AbortSignal): Promise<RechargeOrder> {
  return apiCall(walletCalls.rechargeStatus, { orderNo }, signal ? { signal } : {});
}

/** States after which polling stops. */
export const FINAL_STATUSES: ReadonlySet<RechargeOrder['status']> = new Set([
  'credited',
  'expired',
  'refunded',
]);
export const POLL_INTERVAL_MS = 1500;

export function rechargeStatusQueryOptions(orderNo: string) {
  return queryOptions({
    queryKey: ['wallet', 'recharge', 'status', orderNo] as const,
    queryFn: ({ signal }) => getRechargeStatus(orderNo, signal),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && FINAL_STATUSES.has(status) ? false : POLL_INTERVAL_MS;
    },
  });
}

export function useRechargeStatus(orderNo: string | null, polling: boolean) {
  return useQuery({
    ...rechargeStatusQueryOptions(orderNo ?? ''),
    enabled: orderNo !== null && orderNo !== '',
    ...(polling ? {} : { refetchInterval: false as const }),
  });
}

export const getRechargeHistory = pageFetcher(walletCalls.rechargeHistory, {});
