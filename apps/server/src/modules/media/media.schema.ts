import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../../db/core.schema.ts';

/**
 * Long video: encoded streams, videos and what groups them (tags, topics, actors,
 * collections), plus the per-user tables (likes, favourites, watch history). Comments on
 * videos use the one thread model of schema/community.ts (target kind `video`).
 */

export const MEDIA_ACCESS = ['free', 'vip', 'paid'] as const;
export type MediaAccess = (typeof MEDIA_ACCESS)[number];

/** One rendition of a stream as stored: segment i is `<prefix>/<name>/<i>.ts`. */
export interface StoredRendition {
  name: string;
  width: number;
  height: number;
  bandwidth: number;
  codecs: string;
  segments: number[];
}

/**
 * An encoded stream: HLS renditions in storage under `prefix`, AES-128 encrypted. Segments
 * before `previewSegments` use `previewKey`, the rest `fullKey` (hex); IV = segment index.
 * Several demo videos may share one stream.
 */
export const mediaStreams = pgTable('media_streams', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  prefix: text('prefix').notNull().unique(),
  duration: real('duration').notNull(),
  renditions: jsonb('renditions').$type<StoredRendition[]>().notNull(),
  previewSegments: integer('preview_segments').notNull(),
  previewKey: text('preview_key').notNull(),
  fullKey: text('full_key').notNull(),
  createdAt: createdAt(),
});

export const mediaActors = pgTable('media_actors', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  avatar: text('avatar').notNull().default(''),
  bio: text('bio').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const mediaTags = pgTable('media_tags', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

/** Topics are the home screen's sections (`layout` says how a section draws its cards). */
export const mediaTopics = pgTable('media_topics', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  cover: text('cover').notNull().default(''),
  layout: text('layout').$type<'grid' | 'scroll' | 'big'>().notNull().default('grid'),
  onHome: boolean('on_home').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** A collection (合集): videos in order, sold whole when `access` is paid. */
export const mediaCollections = pgTable('media_collections', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  cover: text('cover').notNull().default(''),
  access: text('access').$type<MediaAccess>().notNull().default('free'),
  price: integer('price').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

export const mediaVideos = pgTable(
  'media_videos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    cover: text('cover').notNull().default(''),
    /** Seconds. */
    duration: integer('duration').notNull().default(0),
    streamId: integer('stream_id').references(() => mediaStreams.id, { onDelete: 'set null' }),
    access: text('access').$type<MediaAccess>().notNull().default('free'),
    /** Gold, hundredths, for `paid` videos. */
    price: integer('price').notNull().default(0),
    /** What a caller without the right to the whole video may watch. */
    previewSeconds: integer('preview_seconds').notNull().default(10),
    isShort: boolean('is_short').notNull().default(false),
    topicId: integer('topic_id').references(() => mediaTopics.id, { onDelete: 'set null' }),
    actorId: integer('actor_id').references(() => mediaActors.id, { onDelete: 'set null' }),
    collectionId: integer('collection_id').references(() => mediaCollections.id, { onDelete: 'set null' }),
    collectionIndex: integer('collection_index').notNull().default(0),
    /** 地区 and 年份 of the long-video channel's filters ('' and 0: not set). */
    region: text('region').notNull().default(''),
    year: integer('year').notNull().default(0),
    status: text('status')
      .$type<'processing' | 'ready' | 'failed' | 'draft' | 'hidden'>()
      .notNull()
      .default('ready'),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    likes: bigint('likes', { mode: 'number' }).notNull().default(0),
    favourites: bigint('favourites', { mode: 'number' }).notNull().default(0),
    comments: bigint('comments', { mode: 'number' }).notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_videos_published_idx').on(t.status, t.publishedAt),
    index('media_videos_topic_idx').on(t.topicId, t.publishedAt),
    index('media_videos_actor_idx').on(t.actorId, t.publishedAt),
    index('media_videos_collection_idx').on(t.collectionId, t.collectionIndex),
    index('media_videos_views_idx').on(t.views),
    check('media_videos_access_check', sql`${t.access} in ('free', 'vip', 'paid')`),
    check('media_videos_price_nonneg', sql`${t.price} >= 0`),
  ],
);

/** Views per video and UTC day: the charts (日榜/周榜/月榜) count real views from here. */
export const mediaVideoViews = pgTable(
  'media_video_views',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => mediaVideos.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.day] }), index('media_video_views_day_idx').on(t.day)],
);

export const mediaVideoTags = pgTable(
  'media_video_tags',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => mediaVideos.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => mediaTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.tagId] }),
    index('media_video_tags_tag_idx').on(t.tagId, t.videoId),
  ],
);

export const mediaLikes = pgTable(
  'media_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => mediaVideos.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] })],
);

/** Favourites (collect/operate): a video (kind 1) or a collection (kind 3), by contentType. */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => mediaVideos.id, { onDelete: 'cascade' }),
    /** Seconds into the video. */
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.videoId] }),
    index('watch_history_user_idx').on(t.userId, t.updatedAt),
  ],
);

export const hotSearches = pgTable('media_hot_searches', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  keyword: text('keyword').notNull(),
  hot: integer('hot').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});

/** Ingest jobs: a source file on its way to a ready video. */
export const mediaJobs = pgTable('media_jobs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  source: text('source').notNull(),
  status: text('status').$type<'running' | 'done' | 'failed'>().notNull().default('running'),
  progress: real('progress').notNull().default(0),
  error: text('error').notNull().default(''),
  videoId: integer('video_id'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
