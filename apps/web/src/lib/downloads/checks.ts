/**
 * The check online of what is saved (issue 21), at every app start and whenever the network
 * comes back, not only while 我的下载 is open: a copy whose entitlement ended is deleted (and
 * the user told), the others get their offline licence renewed. Loaded after start-up by
 * lib/pwa; the IndexedDB and planning code come with it, never in the entry chunk.
 */

import { toast } from '@/lib/toast';
import { makeT } from '@/locales';
import strings from '@/locales/zh-CN/downloads';
import { recheckDownloads } from './manager';

const tx = makeT(strings);

/** Runs one check and tells the user what it deleted. */
export async function checkDownloads(): Promise<void> {
  const removed = await recheckDownloads().catch(() => []);
  if (removed.length > 0) void toast(tx('entitlementEnded', { count: removed.length }));
}

let started = false;

/** At start-up (online) and on every return of the network. */
export function startDownloadChecks(): void {
  if (started) return;
  started = true;
  void checkDownloads();
  window.addEventListener('online', () => void checkDownloads());
}
