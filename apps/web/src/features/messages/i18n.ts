// This feature's strings (src/locales/zh-CN), read only here so they travel with its chunks.
import { makeT } from '@/locales';
import messagesStrings from '@/locales/zh-CN/messages';

export const tMessages = makeT(messagesStrings);
export type MessagesKey = keyof typeof messagesStrings;
