import { defineCalls } from './define.ts';

/** Where the media calls live (PROTOCOL §11) and how they are made; no schemas, so the web app imports it. */
export const mediaCalls = defineCalls({
  mediaShortRecommend: ['POST', '/app/media/short/recommend', 'optional'],
  mediaTagDetails: ['POST', '/app/media/tag/details', 'optional'],
  mediaTopicDetails: ['POST', '/app/media/topic/details', 'optional'],
  mediaActorDetails: ['POST', '/app/media/actor/details', 'optional'],
  mediaPublished: ['POST', '/app/media/published', 'optional'],
  mediaCollectHome: ['POST', '/app/media/collect/home', 'optional'],
  mediaCollectDetails: ['POST', '/app/media/collect/details', 'optional'],
  mediaPay: ['POST', '/app/media/pay', 'required'],
  mediaCollectPay: ['POST', '/app/media/collect/pay', 'required'],
  mediaLike: ['POST', '/app/media/like', 'required'],
  mediaPlay: ['POST', '/app/media/play', 'optional'],
  mediaTrackList: ['POST', '/app/media/trackList', 'required'],
  mediaCache: ['POST', '/app/media/cache', 'required'],
  mediaHotSearches: ['POST', '/app/media/hotSearchs/list', 'none'],
  // The long-video channel (/lld, issue 22): filters, rankings and the topic list.
  mediaFilterOptions: ['POST', '/app/media/filter/options', 'optional'],
  mediaFilter: ['POST', '/app/media/filter', 'optional'],
  mediaRank: ['POST', '/app/media/rank', 'optional'],
  mediaTopicList: ['POST', '/app/media/topic/list', 'optional'],
  collectOperate: ['POST', '/app/collect/operate', 'required'],
  collectList: ['POST', '/app/collect/list', 'required'],
  collectDelete: ['POST', '/app/collect/delete', 'required'],
});
