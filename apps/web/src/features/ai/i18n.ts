// This feature's strings (src/locales/zh-CN/ai.ts), read only here so they travel with its chunks.
import { makeT } from '@/locales';
import aiStrings from '@/locales/zh-CN/ai';

export const tAi = makeT(aiStrings);
export type AiKey = keyof typeof aiStrings;
