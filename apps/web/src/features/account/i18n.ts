// This feature's strings (src/locales/zh-CN), read only here so they travel with its chunks.
import { makeT } from '@/locales';
import accountStrings from '@/locales/zh-CN/account';

export const tAccount = makeT(accountStrings);
export type AccountKey = keyof typeof accountStrings;

// Feedback, customer service and the official groups (issue 14).
import supportStrings from '@/locales/zh-CN/support';

export const tSupport = makeT(supportStrings);
export type SupportKey = keyof typeof supportStrings;
