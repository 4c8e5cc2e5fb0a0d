/** POST redeemcode/use (the new UserInfo goes straight into the cache) and redeemcode/list. */
import { walletCalls } from '@lld/protocol/api/calls/wallet';
import type { RedeemCodeUseResult } from '@lld/protocol/api/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { pageFetcher } from '@/lib/api/list';
import { applyUserInfo } from './user-sync';

export function redeemCode(code: string): Promise<RedeemCodeUseResult> {
  return apiCall(walletCalls.redeemCodeUse, { code });
}

export function useRedeemCodeMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: redeemCode,
    onSuccess: (r) => {
      applyUserInfo(r.userInfo);
      void client.invalidateQueries({ queryKey: ['wallet', 'list'] });
    },
  });
}

export const getRedeemCodeHistory = pageFetcher(walletCalls.redeemCodeList, {});
