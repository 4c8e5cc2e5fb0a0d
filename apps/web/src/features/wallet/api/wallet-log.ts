/** POST wallet/log: the user's gold and diamond movements, newest first. */
import { walletCalls } from '@lld/protocol/api/calls/wallet';
import { pageFetcher } from '@/lib/api/list';

export const getWalletLog = pageFetcher(walletCalls.walletLog, {});
