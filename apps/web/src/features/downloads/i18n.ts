// This feature's strings (src/locales/zh-CN), read only here so they travel with its chunks.
import { makeT } from '@/locales';
import downloadsStrings from '@/locales/zh-CN/downloads';

export const tDl = makeT(downloadsStrings);
