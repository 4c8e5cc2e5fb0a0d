// This feature's strings (src/locales/zh-CN), read only here so they travel with its chunks.
import { makeT } from '@/locales';
import homeStrings from '@/locales/zh-CN/home';

export const tHome = makeT(homeStrings);
export type HomeKey = keyof typeof homeStrings;
