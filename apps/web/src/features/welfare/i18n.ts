// This feature's strings (src/locales/zh-CN), read only here so they travel with its chunks.
import { makeT } from '@/locales';
import welfareStrings from '@/locales/zh-CN/welfare';

export const tWelfare = makeT(welfareStrings);
export type WelfareKey = keyof typeof welfareStrings;
