import { progressCalls as c } from '../calls/progress.ts';
import { progressListRequest, progressShelf, progressSyncRequest, progressSyncResult } from '../progress.ts';
import { endpoint } from './endpoint.ts';

/** Saved positions across devices with their schemas. */
export const progressEndpoints = {
  progressSync: endpoint(c.progressSync, {
    request: progressSyncRequest,
    response: progressSyncResult,
    summary:
      "Send this device's saved positions; get every device's merged (latest wins per item), newest first",
  }),
  progressList: endpoint(c.progressList, {
    request: progressListRequest,
    response: progressShelf,
    summary:
      'The continue shelf: the latest positions across video, comic, novel and audio with titles and progress',
  }),
};
