/** POST comics/track: saves the reading position on the server (history, other devices). */
import { comicsCalls } from '@lld/protocol/api/calls/comics';
import { apiCall } from '@/lib/api/client';

export function trackProgress(chapterId: number, page: number): Promise<unknown> {
  return apiCall(comicsCalls.comicsTrack, { chapterId, page });
}
