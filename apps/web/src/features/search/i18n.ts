// This feature's strings (src/locales/zh-CN), read only here so they travel with its chunks.
import { makeT } from '@/locales';
import searchStrings from '@/locales/zh-CN/search';

export const tSearch = makeT(searchStrings);
export type SearchKey = keyof typeof searchStrings;
