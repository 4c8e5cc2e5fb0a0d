/** POST comics/track: saves the reading position on the server (history, other devices). */
import { apiCall } from '@/lib/api/client';

export function trackProgress(chapterId: number, page: number): Promise<unknown> {
  return apiCall('comics/track', { chapterId, page });
}
