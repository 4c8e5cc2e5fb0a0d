// This feature's strings (src/locales/zh-CN), read only here so they travel with its chunks.
import { makeT } from '@/locales';
import accountStrings from '@/locales/zh-CN/account';

export const tAccount = makeT(accountStrings);
export type AccountKey = keyof typeof accountStrings;
