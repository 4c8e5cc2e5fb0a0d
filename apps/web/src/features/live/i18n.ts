// This feature's strings (src/locales/zh-CN/live.ts), read only here so they travel with its chunks.
import { makeT } from '@/locales';
import liveStrings from '@/locales/zh-CN/live';

export const tLive = makeT(liveStrings);
export type LiveKey = keyof typeof liveStrings;
