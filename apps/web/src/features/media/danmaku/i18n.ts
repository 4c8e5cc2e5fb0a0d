/** Danmaku strings (src/locales/zh-CN/danmaku.ts), travelling with the player's lazy chunks. */
import { makeT } from '@/locales';
import danmaku from '@/locales/zh-CN/danmaku';

export const td = makeT(danmaku);
