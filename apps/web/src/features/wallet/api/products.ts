/** POST product/list: VIP plans, gold packs or diamond packs, with the pay channels. */
import { walletCalls } from '@lld/protocol/api/calls/wallet';
import type { ProductKind, ProductList } from '@lld/protocol/api/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';

export function getProducts(kind: ProductKind, signal?: AbortSignal): Promise<ProductList> {
  return apiCall(walletCalls.productList, { kind }, signal ? { signal } : {});
}

export function productsQueryOptions(kind: ProductKind) {
  return queryOptions({
    queryKey: ['wallet', 'products', kind] as const,
    queryFn: ({ signal }) => getProducts(kind, signal),
    staleTime: 5 * 60_000,
  });
}

export function useProducts(kind: ProductKind) {
  return useQuery(productsQueryOptions(kind));
}
