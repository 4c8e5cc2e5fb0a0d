import { z } from 'zod';
import { contentCalls as c } from '../calls/content.ts';
import {
  contentInfo,
  contentInfoRequest,
  contentList,
  contentListRequest,
  contentPayResult,
} from '../content.ts';
import * as media from '../media.ts';
import { endpoint } from './endpoint.ts';

/** The content calls with their schemas (request body and `data`, plain after decryption). */
export const contentEndpoints = {
  contentInfo: endpoint(c.contentInfo, {
    request: media.contentInfoRequest,
    // One call for every content type: picture sets (7) and reserved listings (8) answer with
    // their gallery detail and access decision; the others with a short description.
    response: z.union([contentInfo, media.contentInfoResult]),
    summary: 'A content item: gallery detail for contentType 7 and 8, else title, cover and description',
  }),
  // Picture sets (contentType 7) and reserved listings (contentType 8), issue 6.
  contentList: endpoint(c.contentList, {
    request: contentListRequest,
    response: contentList,
    summary: 'Picture sets (contentType 7) or reserved listings (8), newest first',
  }),
  contentPay: endpoint(c.contentPay, {
    request: contentInfoRequest,
    response: contentPayResult,
    summary: 'Buy a picture set or reserved listing with gold',
  }),
};
