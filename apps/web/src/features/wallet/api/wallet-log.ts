/** POST wallet/log: the user's gold and diamond movements, newest first. */
import type { ListResult } from '@lld/protocol/api/list';
import type { WalletLogEntry } from '@lld/protocol/api/wallet';
import { apiCall } from '@/lib/api/client';

export function getWalletLog(page: number, pageSize: number): Promise<ListResult<WalletLogEntry>> {
  return apiCall<ListResult<WalletLogEntry>>('wallet/log', { page, pageSize });
}
