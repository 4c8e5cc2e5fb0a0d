/** POST purchase/list (content bought) and card/list (member cards). */
import { walletCalls } from '@lld/protocol/api/calls/wallet';
import type { ListResult } from '@lld/protocol/api/list';
import type { MemberCard } from '@lld/protocol/api/wallet';
import { apiCall } from '@/lib/api/client';
import { pageFetcher } from '@/lib/api/list';

export const getPurchases = pageFetcher(walletCalls.purchaseList, {});

export function getCards(page: number, pageSize: number): Promise<ListResult<MemberCard>> {
  return apiCall(walletCalls.cardList, { page, pageSize });
}
