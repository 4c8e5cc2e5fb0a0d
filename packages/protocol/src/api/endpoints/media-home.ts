import { mediaHomeCalls as c } from '../calls/media-home.ts';
import * as media from '../media.ts';
import { endpoint } from './endpoint.ts';

/** The calls the home screen makes (sections and the feed), with their schemas. */
export const mediaHomeEndpoints = {
  mediaHome: endpoint(c.mediaHome, {
    request: media.mediaHomeRequest,
    response: media.mediaHomeResult,
    summary: 'Home screen sections: topics with their newest videos, hot tags, collections (cached)',
  }),
  mediaRecommend: endpoint(c.mediaRecommend, {
    request: media.recommendRequest,
    response: media.videoList,
    summary: 'Recommended videos (home feed), or videos like {id} (related)',
  }),
};
