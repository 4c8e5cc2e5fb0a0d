/**
 * Long-video strings (src/locales/zh-CN/media.ts) read by this feature only. They are not
 * merged into the app-wide `messages`, so they travel with the media chunks instead of the
 * entry bundle every screen loads. `tm('key', vars)` fills `{name}` placeholders like `t`.
 */
import { makeT } from '@/locales';
import media from '@/locales/zh-CN/media';

export type MediaKey = keyof typeof media;
export const tm = makeT(media);
