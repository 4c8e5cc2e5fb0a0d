// This feature's strings (src/locales/zh-CN), read only here so they travel with its chunks.
import { makeT } from '@/locales';
import downloadsStrings from '@/locales/zh-CN/downloads';

export const tDl = makeT(downloadsStrings);

/** What a saved item that would not open says: its licence ran out, or it is broken. */
export const openFailedText = (error: unknown): string =>
  (error as { reason?: string } | null)?.reason === 'expired' ? tDl('expired') : tDl('playFailed');
