/** POST wallet/log: the user's gold and diamond movements, newest first. */
import { walletCalls } from '@lld/protocol/api/calls/wallet';
import type { ListResult } from '@lld/protocol/api/list';
import type { WalletLogEntry } from '@lld/protocol/api/wallet';
import { apiCall } from '@/lib/api/client';

export function getWalletLog(page: number, pageSize: number): Promise<ListResult<WalletLogEntry>> {
  return apiCall(walletCalls.walletLog, { page, pageSize });
}
