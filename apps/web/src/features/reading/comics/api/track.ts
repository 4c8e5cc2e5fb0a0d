/**
 * POST comics/track: saves the reading position on the server (history, other devices). Saves
 * go one at a time, in the order made, so an earlier page never lands after a later one; the
 * save made as the page is left (`leaving`) goes at once and outlives the page.
 */
import { comicsCalls } from '@lld/protocol/api/calls/comics';
import { apiCall } from '@/lib/api/client';

let last: Promise<unknown> = Promise.resolve();

export function trackProgress(chapterId: number, page: number, leaving = false): Promise<unknown> {
  const send = () => apiCall(comicsCalls.comicsTrack, { chapterId, page }, { keepalive: leaving });
  const sent = leaving ? send() : last.catch(() => {}).then(send);
  last = sent;
  return sent;
}
