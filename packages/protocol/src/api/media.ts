import { z } from 'zod';
import { listRequest, listResult } from './list.ts';
import { named } from './schema.ts';

/** Long video (spec §7 media/*), favourites (collect/*) and content/info. Comments on videos
 * use community/comment/* with targetKind `video` (api/community.ts). */

export const MEDIA_ACCESS = ['free', 'vip', 'paid'] as const;
export type MediaAccess = (typeof MEDIA_ACCESS)[number];
export const mediaAccess = z
  .enum(MEDIA_ACCESS)
  .describe('free: anyone; vip: members; paid: bought with gold');

const id = z.number().int().positive();
const count = z.number().int().min(0);

export const namedRef = named('NamedRef', { id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;

/** A video in a list (contentType 1). `cover` is an IMAGE path (obfuscated bytes, PROTOCOL §9). */
export const videoCard = named('VideoCard', {
  id: z.number().int(),
  contentType: z.literal(1),
  title: z.string(),
  cover: z.string(),
  duration: count.describe('seconds'),
  access: mediaAccess,
  price: count.describe('gold, hundredths; 0 unless paid'),
  views: count,
  likes: count,
  tags: z.array(namedRef),
  actor: namedRef.nullable(),
  publishedAt: z.number().int().describe('UTC seconds'),
});
export type VideoCard = z.infer<typeof videoCard>;

export const collectionCard = named('CollectionCard', {
  id: z.number().int(),
  contentType: z.literal(3),
  title: z.string(),
  cover: z.string(),
  description: z.string(),
  access: mediaAccess,
  price: count,
  videoCount: count,
});
export type CollectionCard = z.infer<typeof collectionCard>;

export const actorInfo = named('ActorInfo', {
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  bio: z.string(),
  videoCount: count,
});
export type ActorInfo = z.infer<typeof actorInfo>;

export const topicInfo = named('TopicInfo', {
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  cover: z.string(),
});
export type TopicInfo = z.infer<typeof topicInfo>;

export const SECTION_LAYOUTS = ['grid', 'scroll', 'big'] as const;
export const homeSection = named('HomeSection', {
  id: z.number().int(),
  kind: z.enum(['topic', 'tag']),
  name: z.string(),
  layout: z.enum(SECTION_LAYOUTS),
  videos: z.array(videoCard),
});
export type HomeSection = z.infer<typeof homeSection>;

/** media/home: the section layout of the home screen (banners and icon ads come from ping/config). */
export const mediaHomeRequest = named('MediaHomeRequest', {});
export const mediaHomeResult = named('MediaHomeResult', {
  hotTags: z.array(namedRef),
  sections: z.array(homeSection),
  collections: z.array(collectionCard),
});
export type MediaHomeResult = z.infer<typeof mediaHomeResult>;

export const videoList = listResult(videoCard);
export type VideoList = z.infer<typeof videoList>;

/** media/recommend: the home feed, or videos like `id` (likeVideo) when given. */
export const recommendRequest = listRequest.extend({ id: id.optional() }).meta({ id: 'RecommendRequest' });
export const shortRecommendRequest = listRequest.meta({ id: 'ShortRecommendRequest' });

export const VIDEO_SORTS = ['new', 'hot'] as const;
/** A page of the videos of one tag, topic or actor (`id`), newest or hottest first. */
const videosOfRequest = (name: string) =>
  listRequest.extend({ id, sort: z.enum(VIDEO_SORTS).default('new') }).meta({ id: name });

export const tagDetailsRequest = videosOfRequest('TagDetailsRequest');
export const tagDetailsResult = videoList.extend({ tag: namedRef }).meta({ id: 'TagDetailsResult' });

export const topicDetailsRequest = videosOfRequest('TopicDetailsRequest');
export const topicDetailsResult = videoList.extend({ topic: topicInfo }).meta({ id: 'TopicDetailsResult' });

export const actorDetailsRequest = videosOfRequest('ActorDetailsRequest');
export const actorDetailsResult = videoList.extend({ actor: actorInfo }).meta({ id: 'ActorDetailsResult' });

/** media/published: newest videos first (the "latest" list and its more page). */
export const publishedRequest = listRequest.meta({ id: 'PublishedRequest' });

export const collectHomeRequest = listRequest.meta({ id: 'CollectHomeRequest' });
export const collectHomeResult = listResult(collectionCard).meta({ id: 'CollectHomeResult' });

export const entitlement = named('Entitlement', {
  allowed: z.boolean(),
  reason: z.enum(['free', 'vip', 'purchased', 'needs_vip', 'needs_purchase']),
  price: count.describe('gold the caller would pay, hundredths'),
});
export type Entitlement = z.infer<typeof entitlement>;

export const collectDetailsRequest = named('CollectDetailsRequest', { id });
export const collectDetailsResult = named('CollectDetailsResult', {
  collection: collectionCard,
  videos: z.array(videoCard),
  entitlement,
  favourited: z.boolean(),
});
export type CollectDetailsResult = z.infer<typeof collectDetailsResult>;

export const payRequest = named('MediaPayRequest', { id });
export const payResult = named('MediaPayResult', {
  id: z.number().int(),
  charged: count,
  gold: count.describe('balance after, hundredths'),
});
export type PayResult = z.infer<typeof payResult>;

export const likeRequest = named('MediaLikeRequest', {
  id,
  like: z.boolean().optional().describe('absent: toggle'),
});
export const likeResult = named('MediaLikeResult', {
  id: z.number().int(),
  liked: z.boolean(),
  likes: count,
});
export type LikeResult = z.infer<typeof likeResult>;

export const playLine = named('PlayLine', { index: z.number().int().min(0), name: z.string() });
export type PlayLine = z.infer<typeof playLine>;

/** A 清晰度 choice of the player: a rendition by height (e.g. 360 → 360P), tallest first. */
export const playQuality = named('PlayQuality', {
  name: z.string(),
  height: z.number().int().min(0),
  /** The top rendition, kept for members (the VIP page's 高清画质). */
  vip: z.boolean(),
  /** This caller may not play it (not a member): the player shows the VIP offer instead. */
  locked: z.boolean(),
});
export type PlayQuality = z.infer<typeof playQuality>;

export const videoDetail = videoCard
  .extend({
    description: z.string(),
    favourites: count,
    comments: count,
    previewSeconds: count,
    topic: namedRef.nullable(),
    collection: z.object({ id: z.number().int(), title: z.string(), index: count, count }).nullable(),
    liked: z.boolean(),
    favourited: z.boolean(),
  })
  .meta({ id: 'VideoDetail' });
export type VideoDetail = z.infer<typeof videoDetail>;

/**
 * media/play: what the player needs. The playlist is `STREAM_PREFIX + id` signed by the
 * client (PROTOCOL §8) with `&line=<index>` appended to pick the segment domain.
 */
export const playRequest = named('MediaPlayRequest', { id });
export const playResult = named('MediaPlayResult', {
  video: videoDetail,
  entitlement,
  /** Seconds a caller who is not entitled may watch (the playlist ends there). */
  previewSeconds: count,
  /** Where the caller stopped last time, seconds (0: from the start). */
  resumeAt: count,
  lines: z.array(playLine).min(1),
  /** 清晰度: the renditions of the stream (the player adds 自动). */
  qualities: z.array(playQuality),
  /** Next video to autoplay (next in the collection, else the first related one). */
  nextId: z.number().int().nullable(),
});
export type PlayResult = z.infer<typeof playResult>;

/** media/trackList: watch history (list), or record a position with `{id, position}`. */
export const trackListRequest = listRequest
  .extend({
    id: id.optional().describe('record progress of this video'),
    position: z.number().int().min(0).max(86_400).optional().describe('seconds; with id'),
  })
  .meta({ id: 'TrackListRequest' });
export const historyItem = videoCard
  .extend({ position: count, watchedAt: z.number().int().describe('UTC seconds') })
  .meta({ id: 'HistoryItem' });
export type HistoryItem = z.infer<typeof historyItem>;
export const trackListResult = listResult(historyItem).meta({ id: 'TrackListResult' });

/**
 * How long an offline copy may be opened without going online again (issue 21): `media/cache`
 * grants this much from the moment it is asked (cut at the end of the membership when that is
 * what opens the video), and the app's downloads of every kind follow the same rule.
 */
export const OFFLINE_COPY_DAYS = 7;

/** media/cache: the right to keep a video for offline viewing, and where to fetch it. */
export const cacheRequest = named('MediaCacheRequest', { id });
export const cacheResult = named('MediaCacheResult', {
  id: z.number().int(),
  title: z.string(),
  duration: count,
  renditions: z.array(z.object({ name: z.string(), bytes: count, segments: count })),
  expiresAt: z
    .number()
    .int()
    .describe(
      'UTC seconds; the cached copy should be dropped then: OFFLINE_COPY_DAYS from now, or the end of the membership when that is what opens it, if sooner',
    ),
});

export const hotSearchesRequest = named('HotSearchesRequest', {});
export const hotSearchesResult = z
  .array(z.object({ id: z.number().int(), keyword: z.string(), hot: count }))
  .meta({ id: 'HotSearchesResult' });

/** collect/operate and collect/delete: favourites of videos (contentType 1) and collections (3). */
export const FAVOURITE_TYPES = [1, 3] as const;
const favouriteType = z.union([z.literal(1), z.literal(3)]);
export const collectOperateRequest = named('CollectOperateRequest', {
  contentType: favouriteType,
  id,
  collect: z.boolean().optional().describe('absent: toggle'),
});
export const collectOperateResult = named('CollectOperateResult', {
  id: z.number().int(),
  collected: z.boolean(),
});
export const collectListRequest = listRequest
  .extend({ contentType: favouriteType.default(1) })
  .meta({ id: 'CollectListRequest' });
export const favouriteItem = named('FavouriteItem', {
  contentType: favouriteType,
  id: z.number().int(),
  collectedAt: z.number().int(),
  video: videoCard.nullable(),
  collection: collectionCard.nullable(),
});
export type FavouriteItem = z.infer<typeof favouriteItem>;
export const collectListResult = listResult(favouriteItem).meta({ id: 'CollectListResult' });
export const collectDeleteRequest = named('CollectDeleteRequest', {
  contentType: favouriteType,
  ids: z.array(id).min(1).max(100),
});
export const collectDeleteResult = named('CollectDeleteResult', { deleted: count });

/** content/info: a short description of any content item, by contentType and id. */
export const contentInfoRequest = named('ContentInfoRequest', {
  contentType: z.number().int().min(1).max(10),
  id,
});
export const contentInfoResult = named('ContentInfoResult', {
  contentType: z.number().int(),
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  description: z.string(),
});

/**
 * The long-video channel (/lld): what its filters offer (media/filter/options), a page of
 * videos matching them (media/filter), the charts by views in a period (media/rank) and every
 * topic (media/topic/list).
 */
export const filterOptionsRequest = named('MediaFilterOptionsRequest', {});
export const filterOptionsResult = named('MediaFilterOptionsResult', {
  regions: z.array(z.string()),
  types: z.array(namedRef).describe('tags a video may be filtered by (类型)'),
  years: z.array(z.number().int()),
});
export type FilterOptions = z.infer<typeof filterOptionsResult>;

export const MEDIA_PRICE_FILTERS = ['all', 'free', 'vip', 'paid'] as const;
export const filterRequest = listRequest
  .extend({
    region: z.string().max(20).optional().describe('地区; absent: any'),
    tagId: id.optional().describe('类型 (a tag); absent: any'),
    year: z.number().int().min(1900).max(2100).optional().describe('年份; absent: any'),
    price: z.enum(MEDIA_PRICE_FILTERS).default('all').describe('付费/免费'),
    sort: z.enum(VIDEO_SORTS).default('new').describe('最新/最热'),
  })
  .meta({ id: 'MediaFilterRequest' });
export type FilterRequest = z.input<typeof filterRequest>;

export const RANK_PERIODS = ['day', 'week', 'month'] as const;
export type RankPeriod = (typeof RANK_PERIODS)[number];
export const rankRequest = listRequest
  .extend({ period: z.enum(RANK_PERIODS).default('day').describe('日榜 / 周榜 / 月榜') })
  .meta({ id: 'MediaRankRequest' });
export const rankedVideo = videoCard
  .extend({ periodViews: count.describe('views in the period') })
  .meta({ id: 'RankedVideo' });
export type RankedVideo = z.infer<typeof rankedVideo>;
export const rankResult = listResult(rankedVideo).meta({ id: 'MediaRankResult' });

export const topicListRequest = listRequest.meta({ id: 'MediaTopicListRequest' });
export const topicCard = topicInfo.extend({ videoCount: count }).meta({ id: 'TopicCard' });
export type TopicCard = z.infer<typeof topicCard>;
export const topicListResult = listResult(topicCard).meta({ id: 'MediaTopicListResult' });
