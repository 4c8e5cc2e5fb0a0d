import { mediaCalls as c } from '../calls/media.ts';
import * as media from '../media.ts';
import { endpoint } from './endpoint.ts';

/** The media calls with their schemas (request body and `data`, plain after decryption). */
export const mediaEndpoints = {
  mediaShortRecommend: endpoint(c.mediaShortRecommend, {
    request: media.shortRecommendRequest,
    response: media.videoList,
    summary: 'Short videos, most watched first',
  }),
  mediaTagDetails: endpoint(c.mediaTagDetails, {
    request: media.tagDetailsRequest,
    response: media.tagDetailsResult,
    summary: 'A tag and its videos',
  }),
  mediaTopicDetails: endpoint(c.mediaTopicDetails, {
    request: media.topicDetailsRequest,
    response: media.topicDetailsResult,
    summary: 'A topic and its videos',
  }),
  mediaActorDetails: endpoint(c.mediaActorDetails, {
    request: media.actorDetailsRequest,
    response: media.actorDetailsResult,
    summary: 'An actor and their videos',
  }),
  mediaPublished: endpoint(c.mediaPublished, {
    request: media.publishedRequest,
    response: media.videoList,
    summary: 'Newest published videos',
  }),
  mediaCollectHome: endpoint(c.mediaCollectHome, {
    request: media.collectHomeRequest,
    response: media.collectHomeResult,
    summary: 'Collections (合集)',
  }),
  mediaCollectDetails: endpoint(c.mediaCollectDetails, {
    request: media.collectDetailsRequest,
    response: media.collectDetailsResult,
    summary: "A collection, its videos in order and the caller's access",
  }),
  mediaPay: endpoint(c.mediaPay, {
    request: media.payRequest,
    response: media.payResult,
    summary: 'Buy a paid video with gold (charged once; members pay less)',
  }),
  mediaCollectPay: endpoint(c.mediaCollectPay, {
    request: media.payRequest,
    response: media.payResult,
    summary: 'Buy a paid collection with gold: all its videos open',
  }),
  mediaLike: endpoint(c.mediaLike, {
    request: media.likeRequest,
    response: media.likeResult,
    summary: 'Like or unlike a video',
  }),
  mediaPlay: endpoint(c.mediaPlay, {
    request: media.playRequest,
    response: media.playResult,
    summary: 'Everything the player needs: detail, access, preview, resume position, lines',
  }),
  mediaTrackList: endpoint(c.mediaTrackList, {
    request: media.trackListRequest,
    response: media.trackListResult,
    summary: 'Watch history; with {id, position} also records progress',
  }),
  mediaCache: endpoint(c.mediaCache, {
    request: media.cacheRequest,
    response: media.cacheResult,
    summary: 'Offline copy of a video the caller may watch in full',
  }),
  mediaHotSearches: endpoint(c.mediaHotSearches, {
    request: media.hotSearchesRequest,
    response: media.hotSearchesResult,
    summary: 'Hot search keywords',
  }),
  mediaFilterOptions: endpoint(c.mediaFilterOptions, {
    request: media.filterOptionsRequest,
    response: media.filterOptionsResult,
    summary: 'What the long-video filters offer: regions, types (tags), years',
  }),
  mediaFilter: endpoint(c.mediaFilter, {
    request: media.filterRequest,
    response: media.videoList,
    summary: 'Videos by region, type, year and price, newest or most watched first',
  }),
  mediaRank: endpoint(c.mediaRank, {
    request: media.rankRequest,
    response: media.rankResult,
    summary: 'Charts: videos by views counted in the last day, week or month',
  }),
  mediaTopicList: endpoint(c.mediaTopicList, {
    request: media.topicListRequest,
    response: media.topicListResult,
    summary: 'Every topic (专题) with its video count',
  }),
  collectOperate: endpoint(c.collectOperate, {
    request: media.collectOperateRequest,
    response: media.collectOperateResult,
    summary: 'Favourite or unfavourite a video or collection',
  }),
  collectList: endpoint(c.collectList, {
    request: media.collectListRequest,
    response: media.collectListResult,
    summary: "The caller's favourites, newest first",
  }),
  collectDelete: endpoint(c.collectDelete, {
    request: media.collectDeleteRequest,
    response: media.collectDeleteResult,
    summary: 'Remove favourites',
  }),
};
