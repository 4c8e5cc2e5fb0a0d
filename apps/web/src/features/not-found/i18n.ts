// This feature's strings (src/locales/zh-CN), read only here so they travel with its chunks.
import { makeT } from '@/locales';
import notFoundStrings from '@/locales/zh-CN/notFound';

export const tNotFound = makeT(notFoundStrings);
export type NotFoundKey = keyof typeof notFoundStrings;
