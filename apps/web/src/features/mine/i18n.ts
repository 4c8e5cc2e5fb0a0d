// This feature's strings (src/locales/zh-CN), read only here so they travel with its chunks.
import { makeT } from '@/locales';
import mineStrings from '@/locales/zh-CN/mine';

export const tMine = makeT(mineStrings);
export type MineKey = keyof typeof mineStrings;
