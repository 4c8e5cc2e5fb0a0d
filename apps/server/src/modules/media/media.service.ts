import type { ListResult } from '@lld/protocol/api/list';
import type {
  CollectDetailsResult,
  CollectionCard,
  FavouriteItem,
  FilterOptions,
  HistoryItem,
  MediaAccess,
  MediaHomeResult,
  PlayResult,
  RankedVideo,
  RankPeriod,
  TopicCard,
  TopicInfo,
  VideoCard,
  VideoDetail,
} from '@lld/protocol/api/media';
import { mediaHomeResult, OFFLINE_COPY_DAYS } from '@lld/protocol/api/media';
import type { DomainType } from '@lld/protocol/constants';
import { ResultCode } from '@lld/protocol/result-codes';
import type { VipHolder } from '@lld/protocol/vip';
import { and, eq } from 'drizzle-orm';
import { cached } from '../../adapters/cache.ts';
import type { KvStore } from '../../adapters/kv.ts';
import { seconds } from '../../db/columns.ts';
import type { Database } from '../../db/database.ts';
import type { DomainEventBus } from '../../events/domain-events.ts';
import { AppError } from '../../http/app-error.ts';
import { cachedJson, type JsonText } from '../../http/json-text.ts';
import { pageOf } from '../../http/paging.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { AccessService } from '../wallet/access.service.ts';
import type { PurchaseService } from '../wallet/purchase.service.ts';
import {
  previewSegmentCount,
  qualityChoices,
  SECOND_LINE_MOUNT,
  type SegmentLine,
  secondsOf,
} from './delivery.ts';
import { toCard, toCollectionCard } from './media.cards.ts';
import {
  MediaRepository,
  type Page,
  type PlaybackRow,
  type VideoListRow,
  type VideoSort,
} from './media.repository.ts';
import { MediaSales } from './media.sales.ts';
import { CONTENT_COLLECTION, CONTENT_VIDEO, mediaVideos } from './media.schema.ts';

/** The marks of nobody (a call without a session). */
const NO_MARKS = { position: 0, liked: false, favourited: false };

export const HOME_CACHE_KEY = 'cache:media:home:v2';
const HOME_CACHE_SECONDS = 60;
const PLAYBACK_CACHE_KEY = 'cache:media:playback:v1:';
/** How long a video's playback row is kept; an edit in the console drops it at once. */
const PLAYBACK_CACHE_SECONDS = 30;
const TOPIC_CACHE_KEY = 'cache:media:topic:v1:';
/** How long a topic's name and description are kept; a console save drops them at once. */
const TOPIC_CACHE_SECONDS = 300;
const HOME_VIDEOS_PER_SECTION = 6;

export interface FilterQuery extends Page {
  region?: string | undefined;
  tagId?: number | undefined;
  year?: number | undefined;
  price: 'all' | MediaAccess;
  sort: VideoSort;
}

export interface Caller {
  id: number;
}

/** A caller with their VIP tiers (`MediaService.viewer`), or nobody. */
export type Viewer = (VipHolder & { id: number }) | null;

export class MediaService {
  readonly repo: MediaRepository;
  /** Entitlements and purchases of videos and collections. */
  readonly sales: MediaSales;

  constructor(
    db: Database,
    private readonly kv: KvStore,
    private readonly settings: SettingsService,
    private readonly access: AccessService,
    purchases: PurchaseService,
    private readonly events?: DomainEventBus,
  ) {
    this.repo = new MediaRepository(db);
    this.sales = new MediaSales(this.repo, access, purchases);
  }

  /** The home feed as cached JSON text: built, checked and serialised once a minute at most. */
  async home(): Promise<JsonText> {
    return cachedJson(
      this.kv,
      HOME_CACHE_KEY,
      HOME_CACHE_SECONDS,
      mediaHomeResult,
      async (): Promise<MediaHomeResult> => {
        const [topics, hotTags, collections] = await Promise.all([
          this.repo.homeTopics(),
          this.repo.hotTags(12),
          this.repo.collections(undefined, { page: 1, pageSize: 6 }),
        ]);
        const heads = await this.repo.topicHeads(
          topics.map((t) => t.id),
          HOME_VIDEOS_PER_SECTION,
        );
        return {
          hotTags,
          sections: topics
            .map((t) => ({
              id: t.id,
              kind: 'topic' as const,
              name: t.name,
              layout: t.layout,
              videos: (heads.get(t.id) ?? []).map(toCard),
            }))
            .filter((s) => s.videos.length > 0),
          collections: collections.slice(0, 6).map(toCollectionCard),
        };
      },
    );
  }

  async invalidateHome(): Promise<void> {
    await this.kv.delete(HOME_CACHE_KEY);
  }

  /**
   * What delivery needs of a playable video. A start asks three times within a second (master
   * playlist, variant, key), so the row is kept in the kv store (shared through Redis when several
   * nodes run) until an edit drops it (`forgetPlayback`). A video that is not there is not kept.
   */
  playback(id: number): Promise<PlaybackRow | null> {
    return cached(this.kv, PLAYBACK_CACHE_KEY + id, PLAYBACK_CACHE_SECONDS, () => this.repo.playback(id));
  }

  /** A video was edited, published or hidden: its next start reads it from the database. */
  async forgetPlayback(id: number): Promise<void> {
    await this.kv.delete(PLAYBACK_CACHE_KEY + id);
  }

  /**
   * A topic as the app shows it. Every start of a video in a topic names it, and only the console
   * changes it, so it is kept in the kv store until a save drops it (`forgetTopic`).
   */
  topic(id: number): Promise<TopicInfo | null> {
    return cached(this.kv, TOPIC_CACHE_KEY + id, TOPIC_CACHE_SECONDS, async () => {
      const t = await this.repo.topic(id);
      return t ? { id: t.id, name: t.name, description: t.description, cover: t.cover } : null;
    });
  }

  /** A topic was saved in the console: its next use reads it from the database. */
  async forgetTopic(id: number): Promise<void> {
    await this.kv.delete(TOPIC_CACHE_KEY + id);
  }

  #list(rows: VideoListRow[], page: Page): ListResult<VideoCard> {
    const { list, hasMore } = pageOf(rows, page);
    return { list: list.map(toCard), hasMore, page: page.page, pageSize: page.pageSize };
  }

  async recommend(page: Page & { id?: number | undefined }) {
    if (page.id !== undefined) {
      const v = await this.repo.video(page.id);
      if (!v) throw AppError.notFound('no such video');
      return this.#list(await this.repo.related(v.video.id, v.video.topicId, page), page);
    }
    return this.#list(await this.repo.listVideos(eq(mediaVideos.isShort, false), 'hot', page), page);
  }

  /** media/filter: the channel's 片库 (region, type, year, price; newest or most watched). */
  async filter(q: FilterQuery) {
    const where = and(
      eq(mediaVideos.isShort, false),
      q.region ? eq(mediaVideos.region, q.region) : undefined,
      q.year ? eq(mediaVideos.year, q.year) : undefined,
      q.tagId ? this.repo.tagFilter(q.tagId) : undefined,
      q.price !== 'all' ? eq(mediaVideos.access, q.price) : undefined,
    );
    return this.#list(await this.repo.listVideos(where, q.sort, q), q);
  }

  /** media/rank: 日榜 / 周榜 / 月榜 from the daily view counts. */
  async rank(q: Page & { period: RankPeriod }): Promise<ListResult<RankedVideo>> {
    const days = q.period === 'day' ? 1 : q.period === 'week' ? 7 : 30;
    const { list, hasMore } = pageOf(await this.repo.ranked(days, q), q);
    return {
      list: list.map((r) => ({ ...toCard(r), periodViews: r.periodViews })),
      hasMore,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  async filterOptions(): Promise<FilterOptions> {
    return this.repo.filterOptions();
  }

  async topicList(page: Page): Promise<ListResult<TopicCard>> {
    const { list, hasMore } = pageOf(await this.repo.topicCards(page), page);
    return { list, hasMore, page: page.page, pageSize: page.pageSize };
  }

  async shortRecommend(page: Page) {
    return this.#list(await this.repo.listVideos(eq(mediaVideos.isShort, true), 'hot', page), page);
  }

  async published(page: Page) {
    return this.#list(await this.repo.listVideos(undefined, 'new', page), page);
  }

  async tagDetails(q: Page & { id: number; sort: VideoSort }) {
    const tag = await this.repo.tag(q.id);
    if (!tag) throw AppError.notFound('no such tag');
    return { tag, ...this.#list(await this.repo.listVideos(this.repo.tagFilter(q.id), q.sort, q), q) };
  }

  async topicDetails(q: Page & { id: number; sort: VideoSort }) {
    const topic = await this.topic(q.id);
    if (!topic) throw AppError.notFound('no such topic');
    return {
      topic,
      ...this.#list(await this.repo.listVideos(eq(mediaVideos.topicId, q.id), q.sort, q), q),
    };
  }

  async actorDetails(q: Page & { id: number; sort: VideoSort }) {
    const actor = await this.repo.actor(q.id);
    if (!actor) throw AppError.notFound('no such actor');
    return {
      actor: {
        id: actor.id,
        name: actor.name,
        avatar: actor.avatar,
        bio: actor.bio,
        videoCount: actor.videoCount,
      },
      ...this.#list(await this.repo.listVideos(eq(mediaVideos.actorId, q.id), q.sort, q), q),
    };
  }

  async collectHome(page: Page): Promise<ListResult<CollectionCard>> {
    const { list, hasMore } = pageOf(await this.repo.collections(undefined, page), page);
    return { list: list.map(toCollectionCard), hasMore, page: page.page, pageSize: page.pageSize };
  }

  async collectDetails(user: Caller | null, id: number): Promise<CollectDetailsResult> {
    const c = await this.repo.collection(id);
    if (!c) throw AppError.notFound('no such collection');
    const [videos, entitlement, favourited] = await Promise.all([
      this.repo.collectionVideos(id),
      this.sales.collectionEntitlement(user, c),
      user ? this.repo.viewer.isFavourite(user.id, CONTENT_COLLECTION, id) : Promise.resolve(false),
    ]);
    return { collection: toCollectionCard(c), videos: videos.map(toCard), entitlement, favourited };
  }

  async like(user: Caller, id: number, like: boolean | undefined) {
    const v = await this.repo.video(id);
    if (!v) throw AppError.notFound('no such video');
    const want = like ?? !(await this.repo.viewer.isLiked(user.id, id));
    const likes = await this.repo.viewer.setLike(user.id, id, want);
    return { id, liked: want, likes };
  }

  /**
   * The caller with their VIP tiers, read once for a start that asks both what they may watch
   * (`sales.entitlement`) and in which quality (`mayPlayHd`).
   */
  viewer(user: Caller | null): Promise<Viewer> {
    return this.access.holder(user?.id ?? null);
  }

  /** May play the top rendition (the VIP page's 高清画质): a member now. */
  mayPlayHd(viewer: Viewer): Promise<boolean> {
    return viewer ? this.access.isMember(viewer) : Promise.resolve(false);
  }

  /**
   * Lines of the player: the VID domains, then the MP4 domains, without repeats (a CDN in front
   * of the bucket or of /files). Without configured domains the app serves two lines itself so
   * line switching works on a fresh install: its own mount and a second one, or, when the
   * bucket hands out signed URLs (`bucket`), the bucket first and its own mount second.
   */
  async lines(origin: string, bucket = false): Promise<SegmentLine[]> {
    const domains = ((await this.settings.get('domains')) ?? {}) as Partial<Record<DomainType, string[]>>;
    const urls = [...(domains.VID ?? []), ...(domains.MP4 ?? [])].map((u) => u.replace(/\/+$/, ''));
    const unique = [...new Set(urls.filter((u) => /^https?:\/\//.test(u)))];
    if (unique.length > 0) return unique.map((base) => ({ base }));
    return bucket
      ? [{ bucket: true }, { base: `${origin}/files` }]
      : [{ base: `${origin}/files` }, { base: `${origin}${SECOND_LINE_MOUNT}` }];
  }

  async play(user: Caller | null, id: number, origin: string): Promise<PlayResult> {
    const row = await this.repo.video(id);
    if (!row) throw AppError.notFound('no such video');
    const v = row.video;
    const stream = v.streamId !== null ? await this.repo.stream(v.streamId) : null;
    if (!stream) throw AppError.notFound('video is not playable yet');
    const viewer = this.viewer(user);
    const [entitlement, { position: resumeAt, liked, favourited }, lines, collection, topic, nextId, hd] =
      await Promise.all([
        viewer.then((u) => this.sales.entitlement(u, v)),
        user ? this.repo.viewer.marks(user.id, id) : Promise.resolve(NO_MARKS),
        this.lines(origin),
        v.collectionId !== null ? this.repo.collection(v.collectionId) : Promise.resolve(null),
        v.topicId !== null ? this.topic(v.topicId) : Promise.resolve(null),
        this.repo.nextId(id, v.collectionId, v.topicId),
        viewer.then((u) => this.mayPlayHd(u)),
      ]);
    const index = collection ? await this.repo.collectionIndex(collection.id, id) : 0;
    // Counted after answering: the player is waiting for this response.
    setImmediate(() => void this.repo.addView(id).catch(() => {}));
    const segments = stream.renditions[0]?.segments ?? [];
    const preview = secondsOf(
      segments,
      previewSegmentCount(segments, v.previewSeconds, stream.previewSegments),
    );
    const video: VideoDetail = {
      ...toCard(row),
      views: v.views + 1,
      description: v.description,
      favourites: v.favourites,
      comments: v.comments,
      previewSeconds: Math.round(preview),
      topic: topic ? { id: topic.id, name: topic.name } : null,
      collection: collection
        ? { id: collection.id, title: collection.title, index, count: collection.videoCount }
        : null,
      liked,
      favourited,
    };
    const resumable = entitlement.allowed ? resumeAt : Math.min(resumeAt, Math.floor(preview));
    return {
      video,
      entitlement,
      previewSeconds: Math.round(preview),
      resumeAt: resumable >= v.duration - 3 ? 0 : resumable,
      lines: lines.map((_, i) => ({ index: i, name: `线路${i + 1}` })),
      qualities: qualityChoices(stream.renditions, hd),
      nextId,
    };
  }

  async track(user: Caller, q: Page & { id?: number | undefined; position?: number | undefined }) {
    if (q.id !== undefined) {
      const v = await this.repo.video(q.id);
      if (!v) throw AppError.notFound('no such video');
      if (q.position === undefined) throw AppError.invalid('position', 'Required');
      const seconds = Math.min(q.position, v.video.duration);
      await this.repo.viewer.recordPosition(user.id, q.id, seconds);
      this.events?.emit('video.watched', { userId: user.id, videoId: q.id, seconds });
    }
    const rows = await this.repo.viewer.history(user.id, q);
    const { list, hasMore } = pageOf(rows, q);
    const cards = await this.repo.byIds(list.map((r) => r.videoId));
    const items: HistoryItem[] = list.flatMap((r) => {
      const c = cards.get(r.videoId);
      return c ? [{ ...toCard(c), position: r.position, watchedAt: seconds(r.updatedAt) }] : [];
    });
    return { list: items, hasMore, page: q.page, pageSize: q.pageSize };
  }

  async cache(user: Caller, id: number) {
    const row = await this.repo.video(id);
    if (!row) throw AppError.notFound('no such video');
    const e = await this.sales.entitlement(user.id, row.video);
    if (!e.allowed)
      throw new AppError(
        ResultCode.NEEDS_ENTITLEMENT,
        e.reason,
        e.reason === 'needs_vip' ? '开通会员即可缓存' : '购买后即可缓存',
      );
    const stream = row.video.streamId !== null ? await this.repo.stream(row.video.streamId) : null;
    if (!stream) throw AppError.notFound('video is not playable yet');
    // The copy may be opened offline for OFFLINE_COPY_DAYS, or until the membership that opens
    // it ends, whichever comes first; asking again online renews it.
    const now = Math.floor(Date.now() / 1000);
    let expiresAt = now + OFFLINE_COPY_DAYS * 86_400;
    if (e.reason === 'vip') expiresAt = Math.min(expiresAt, await this.access.memberUntil(user.id, now));
    return {
      id,
      title: row.video.title,
      duration: row.video.duration,
      renditions: stream.renditions.map((r) => ({
        name: r.name,
        segments: r.segments.length,
        bytes: Math.round((r.bandwidth / 8) * r.segments.reduce((a, b) => a + b, 0)),
      })),
      expiresAt,
    };
  }

  async setFavourite(user: Caller, contentType: 1 | 3, id: number, collect: boolean | undefined) {
    const exists = contentType === CONTENT_VIDEO ? await this.repo.video(id) : await this.repo.collection(id);
    if (!exists)
      throw AppError.notFound(contentType === CONTENT_VIDEO ? 'no such video' : 'no such collection');
    const want = collect ?? !(await this.repo.viewer.isFavourite(user.id, contentType, id));
    await this.repo.viewer.setFavourite(user.id, contentType, id, want);
    return { id, collected: want };
  }

  async favouriteList(user: Caller, q: Page & { contentType: 1 | 3 }): Promise<ListResult<FavouriteItem>> {
    const { list, hasMore } = pageOf(await this.repo.viewer.favourites(user.id, q.contentType, q), q);
    const ids = list.map((r) => r.itemId);
    const items: FavouriteItem[] = [];
    if (q.contentType === CONTENT_VIDEO) {
      const cards = await this.repo.byIds(ids);
      for (const r of list) {
        const c = cards.get(r.itemId);
        if (c)
          items.push({
            contentType: 1,
            id: r.itemId,
            collectedAt: seconds(r.createdAt),
            video: toCard(c),
            collection: null,
          });
      }
    } else {
      for (const r of list) {
        const c = await this.repo.collection(r.itemId);
        if (c)
          items.push({
            contentType: 3,
            id: r.itemId,
            collectedAt: seconds(r.createdAt),
            video: null,
            collection: toCollectionCard(c),
          });
      }
    }
    return { list: items, hasMore, page: q.page, pageSize: q.pageSize };
  }

  async contentInfo(contentType: number, id: number) {
    if (contentType === 1 || contentType === 2) {
      const v = await this.repo.video(id);
      if (v)
        return {
          contentType,
          id,
          title: v.video.title,
          cover: v.video.cover,
          description: v.video.description,
        };
    } else if (contentType === CONTENT_COLLECTION) {
      const c = await this.repo.collection(id);
      if (c) return { contentType, id, title: c.title, cover: c.cover, description: c.description };
    }
    throw AppError.notFound('no such item');
  }
}
