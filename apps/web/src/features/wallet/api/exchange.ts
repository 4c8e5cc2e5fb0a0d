/** redeem/list (the exchange catalogue), redeem/exchange, redeem/history. */
import { walletCalls } from '@lld/protocol/api/calls/wallet';
import type { ListResult } from '@lld/protocol/api/list';
import type { ExchangeItem, ExchangeRecord, RedeemExchangeResult } from '@lld/protocol/api/wallet';
import { randomUuidV4 } from '@lld/protocol/sign-core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { applyUserInfo } from './user-sync';

export const EXCHANGE_ITEMS_KEY = ['wallet', 'list', 'exchange-items'] as const;

export function getExchangeItems(signal?: AbortSignal): Promise<ListResult<ExchangeItem>> {
  return apiCall(walletCalls.redeemList, { page: 1, pageSize: 50 }, signal ? { signal } : {});
}

export function exchangeItemsQueryOptions() {
  return queryOptions({
    queryKey: EXCHANGE_ITEMS_KEY,
    queryFn: ({ signal }) => getExchangeItems(signal),
  });
}

export function useExchangeItems() {
  return useQuery(exchangeItemsQueryOptions());
}

/** One exchange; the request id makes a double tap or a retry charge once. */
export function exchange(id: number, requestId: string = randomUuidV4()): Promise<RedeemExchangeResult> {
  return apiCall(walletCalls.redeemExchange, { id, requestId });
}

export function useExchange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, requestId }: { id: number; requestId: string }) => exchange(id, requestId),
    onSuccess: (r) => {
      applyUserInfo(r.userInfo);
      void client.invalidateQueries({ queryKey: ['wallet', 'list'] });
    },
  });
}

export function getExchangeHistory(page: number, pageSize: number): Promise<ListResult<ExchangeRecord>> {
  return apiCall(walletCalls.redeemHistory, { page, pageSize });
}
