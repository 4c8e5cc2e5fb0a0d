// This feature's strings (src/locales/zh-CN), read only here so they travel with its chunks.
import { makeT } from '@/locales';
import communityStrings from '@/locales/zh-CN/community';

export const tCommunity = makeT(communityStrings);
export type CommunityKey = keyof typeof communityStrings;
