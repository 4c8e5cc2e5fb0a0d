/**
 * Long-video strings (src/locales/zh-CN/media.ts) read by this feature only. They are not
 * merged into the app-wide `messages`, so they travel with the media chunks instead of the
 * entry bundle every screen loads. `tm('key', vars)` fills `{name}` placeholders like `t`.
 */
import media from '@/locales/zh-CN/media';

export type MediaKey = keyof typeof media;

export function tm(key: MediaKey, vars?: Record<string, string | number>): string {
  const text: string = media[key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, v: string) => (v in vars ? String(vars[v]) : whole));
}
