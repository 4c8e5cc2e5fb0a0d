/** POST purchase/list (content bought) and card/list (member cards). */
import { walletCalls } from '@lld/protocol/api/calls/wallet';
import type { ListResult } from '@lld/protocol/api/list';
import type { MemberCard, PurchaseRecord } from '@lld/protocol/api/wallet';
import { apiCall } from '@/lib/api/client';

export function getPurchases(page: number, pageSize: number): Promise<ListResult<PurchaseRecord>> {
  return apiCall(walletCalls.purchaseList, { page, pageSize });
}

export function getCards(page: number, pageSize: number): Promise<ListResult<MemberCard>> {
  return apiCall(walletCalls.cardList, { page, pageSize });
}
