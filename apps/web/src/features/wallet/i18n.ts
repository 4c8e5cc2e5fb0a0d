// This feature's strings (src/locales/zh-CN), read only here so they travel with its chunks.
import { makeT } from '@/locales';
import walletStrings from '@/locales/zh-CN/wallet';

export const tWallet = makeT(walletStrings);
export type WalletKey = keyof typeof walletStrings;
