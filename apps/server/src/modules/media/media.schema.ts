import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
} from 'drizzle-orm/pg-core';
import {
  accessChecks,
  createdAt,
  emptyText,
  identity,
  optionalRef,
  paidAccess,
  partOf,
  stamp,
  updatedAt,
  zero,
} from '../../db/columns.ts';
import { userRef } from '../../db/core.schema.ts';

/**
 * Long video: encoded streams, videos and what groups them (tags, topics, actors,
 * collections), plus the per-user tables (likes, favourites, watch history). Comments on
 * videos use the one thread model of schema/community.ts (target kind `video`).
 */

export const MEDIA_ACCESS = ['free', 'vip', 'paid'] as const;
export type MediaAccess = (typeof MEDIA_ACCESS)[number];

/** One rendition of a stream as transcoded and stored: segment i is `<prefix>/<name>/<i>.ts`. */
export interface StoredRendition {
  name: string;
  width: number;
  height: number;
  /** Peak bits per second for the master playlist's BANDWIDTH. */
  bandwidth: number;
  codecs: string;
  /** Duration of each segment, seconds. */
  segments: number[];
}

/**
 * An encoded stream: HLS renditions in storage under `prefix`, AES-128 encrypted. Segments
 * before `previewSegments` use `previewKey`, the rest `fullKey` (hex); IV = segment index.
 * Several demo videos may share one stream.
 */
export const mediaStreams = pgTable('media_streams', {
  id: identity(),
  prefix: text('prefix').notNull().unique(),
  duration: real('duration').notNull(),
  renditions: jsonb('renditions').$type<StoredRendition[]>().notNull(),
  previewSegments: integer('preview_segments').notNull(),
  previewKey: text('preview_key').notNull(),
  fullKey: text('full_key').notNull(),
  createdAt: createdAt(),
});

export const mediaActors = pgTable('media_actors', {
  id: identity(),
  name: text('name').notNull(),
  avatar: emptyText('avatar'),
  bio: emptyText('bio'),
  sort: zero('sort'),
});

export const mediaTags = pgTable('media_tags', {
  id: identity(),
  name: text('name').notNull().unique(),
  sort: zero('sort'),
});

/** Topics are the home screen's sections (`layout` says how a section draws its cards). */
export const mediaTopics = pgTable('media_topics', {
  id: identity(),
  name: text('name').notNull(),
  description: emptyText('description'),
  cover: emptyText('cover'),
  layout: text('layout').$type<'grid' | 'scroll' | 'big'>().notNull().default('grid'),
  onHome: boolean('on_home').notNull().default(true),
  sort: zero('sort'),
});

/** A collection (合集): videos in order, sold whole when `access` is paid. */
export const mediaCollections = pgTable('media_collections', {
  id: identity(),
  title: text('title').notNull(),
  description: emptyText('description'),
  cover: emptyText('cover'),
  ...paidAccess(),
  sort: zero('sort'),
  createdAt: createdAt(),
});

export const mediaVideos = pgTable(
  'media_videos',
  {
    id: identity(),
    title: text('title').notNull(),
    description: emptyText('description'),
    cover: emptyText('cover'),
    /** Seconds. */
    duration: zero('duration'),
    streamId: optionalRef('stream_id', () => mediaStreams.id),
    /** The price is gold hundredths, for `paid` videos. */
    ...paidAccess(),
    /** What a caller without the right to the whole video may watch. */
    previewSeconds: integer('preview_seconds').notNull().default(10),
    isShort: boolean('is_short').notNull().default(false),
    topicId: optionalRef('topic_id', () => mediaTopics.id),
    actorId: optionalRef('actor_id', () => mediaActors.id),
    collectionId: optionalRef('collection_id', () => mediaCollections.id),
    collectionIndex: zero('collection_index'),
    /** 地区 and 年份 of the long-video channel's filters ('' and 0: not set). */
    region: emptyText('region'),
    year: zero('year'),
    status: text('status')
      .$type<'processing' | 'ready' | 'failed' | 'draft' | 'hidden'>()
      .notNull()
      .default('ready'),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    likes: bigint('likes', { mode: 'number' }).notNull().default(0),
    favourites: bigint('favourites', { mode: 'number' }).notNull().default(0),
    comments: bigint('comments', { mode: 'number' }).notNull().default(0),
    publishedAt: stamp('published_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_videos_published_idx').on(t.status, t.publishedAt),
    index('media_videos_topic_idx').on(t.topicId, t.publishedAt),
    index('media_videos_actor_idx').on(t.actorId, t.publishedAt),
    index('media_videos_collection_idx').on(t.collectionId, t.collectionIndex),
    index('media_videos_views_idx').on(t.views),
    ...accessChecks('media_videos', t, 'media_videos_price_nonneg'),
  ],
);

/** Views per video and UTC day: the charts (日榜/周榜/月榜) count real views from here. */
export const mediaVideoViews = pgTable(
  'media_video_views',
  {
    videoId: partOf('video_id', () => mediaVideos.id),
    day: date('day', { mode: 'string' }).notNull(),
    views: zero('views'),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.day] }), index('media_video_views_day_idx').on(t.day)],
);

export const mediaVideoTags = pgTable(
  'media_video_tags',
  {
    videoId: partOf('video_id', () => mediaVideos.id),
    tagId: partOf('tag_id', () => mediaTags.id),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.tagId] }),
    index('media_video_tags_tag_idx').on(t.tagId, t.videoId),
  ],
);

export const mediaLikes = pgTable(
  'media_likes',
  {
    userId: userRef('user_id'),
    videoId: partOf('video_id', () => mediaVideos.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] })],
);

/** Content types of spec §9 this module owns (favourites.content_type). */
export const CONTENT_VIDEO = 1;
export const CONTENT_COLLECTION = 3;

/** Favourites (collect/operate): a video (kind 1) or a collection (kind 3), by contentType. */
export const favourites = pgTable(
  'favourites',
  {
    userId: userRef('user_id'),
    contentType: integer('content_type').notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentType, t.itemId] }),
    index('favourites_user_idx').on(t.userId, t.contentType, t.createdAt),
  ],
);

/** Watch history and resume position, one row per user and video. */
export const watchHistory = pgTable(
  'watch_history',
  {
    userId: userRef('user_id'),
    videoId: partOf('video_id', () => mediaVideos.id),
    /** Seconds into the video. */
    position: zero('position'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.videoId] }),
    index('watch_history_user_idx').on(t.userId, t.updatedAt),
  ],
);

export const hotSearches = pgTable('media_hot_searches', {
  id: identity(),
  keyword: text('keyword').notNull(),
  hot: zero('hot'),
  sort: zero('sort'),
});

/** Ingest jobs: a source file on its way to a ready video. */
export const mediaJobs = pgTable('media_jobs', {
  id: identity(),
  source: text('source').notNull(),
  status: text('status').$type<'running' | 'done' | 'failed'>().notNull().default('running'),
  progress: real('progress').notNull().default(0),
  error: emptyText('error'),
  videoId: integer('video_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
