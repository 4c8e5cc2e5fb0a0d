import type { NamedRef } from '@lld/protocol/api/media';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { pageLimit, pageOffset } from '../../http/paging.ts';
import {
  hotSearches,
  mediaActors,
  mediaCollections,
  mediaStreams,
  mediaTags,
  mediaTopics,
  mediaVideos,
  mediaVideoTags,
  mediaVideoViews,
} from './media.schema.ts';
import { MediaViewerRepository } from './media.viewer.repository.ts';

/** A video row as lists need it: the row, its actor and its tags, from one query. */
export interface VideoListRow {
  video: typeof mediaVideos.$inferSelect;
  actor: NamedRef | null;
  tags: NamedRef[];
}

export type VideoSort = 'new' | 'hot';

/** What delivery (playlists, keys, entitlement) reads of a video. */
export interface PlaybackRow {
  id: number;
  access: (typeof mediaVideos.$inferSelect)['access'];
  price: number;
  collectionId: number | null;
  previewSeconds: number;
  streamId: number | null;
  duration: number;
}

export interface Page {
  page: number;
  pageSize: number;
}

const ready = eq(mediaVideos.status, 'ready');

// Column references are written out: inside a subquery drizzle may leave them unqualified.
const tagsOf = sql<NamedRef[]>`coalesce((
  select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.sort, t.id)
  from ${mediaVideoTags} vt join ${mediaTags} t on t.id = vt.tag_id
  where vt.video_id = "media_videos"."id"), '[]'::json)`;

function orderOf(sort: VideoSort): SQL[] {
  return sort === 'hot'
    ? [desc(mediaVideos.views), desc(mediaVideos.id)]
    : [desc(mediaVideos.publishedAt), desc(mediaVideos.id)];
}

/** Videos matching `where` (and ready), in `order`, with actor and tags; the caller pages it. */
function listQuery(db: Executor, where: SQL | undefined, order: SQL[]) {
  return db
    .select({
      video: mediaVideos,
      actorId: mediaActors.id,
      actorName: mediaActors.name,
      tags: tagsOf,
    })
    .from(mediaVideos)
    .leftJoin(mediaActors, eq(mediaActors.id, mediaVideos.actorId))
    .where(where ? and(ready, where) : ready)
    .orderBy(...order);
}
type ListQueryRow = Awaited<ReturnType<typeof listQuery>>[number];

/** A row of the list query as lists use it: the actor named, the tags parsed. */
function toListRow(r: ListQueryRow): VideoListRow {
  return {
    video: r.video,
    actor: r.actorId !== null && r.actorName !== null ? { id: r.actorId, name: r.actorName } : null,
    tags: typeof r.tags === 'string' ? (JSON.parse(r.tags) as NamedRef[]) : (r.tags ?? []),
  };
}

export class MediaRepository {
  /** Likes, favourites and watch positions of one user. */
  readonly viewer: MediaViewerRepository;
  /** One video (media/play's first read): built once, its id a placeholder. */
  readonly #video: (id: number) => Promise<ListQueryRow[]>;

  constructor(readonly db: Database) {
    this.viewer = new MediaViewerRepository(db);
    const video = listQuery(db, eq(mediaVideos.id, sql.placeholder('id')), [])
      .limit(1)
      .prepare('media_video');
    this.#video = (id) => video.execute({ id });
  }

  async videos(
    where: SQL | undefined,
    order: SQL[],
    page: Page,
    db: Executor = this.db,
  ): Promise<VideoListRow[]> {
    const rows = await listQuery(db, where, order).limit(pageLimit(page)).offset(pageOffset(page));
    return rows.map(toListRow);
  }

  listVideos(where: SQL | undefined, sort: VideoSort, page: Page) {
    return this.videos(where, orderOf(sort), page);
  }

  async byIds(ids: number[]): Promise<Map<number, VideoListRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.videos(inArray(mediaVideos.id, ids), [asc(mediaVideos.id)], {
      page: 1,
      pageSize: ids.length,
    });
    return new Map(rows.map((r) => [r.video.id, r]));
  }

  async video(id: number): Promise<VideoListRow | null> {
    const [row] = await this.#video(id);
    return row ? toListRow(row) : null;
  }

  /** Same topic or a shared tag first, then the most watched; never `id` itself. */
  related(id: number, topicId: number | null, page: Page) {
    const score = sql`(case when ${mediaVideos.topicId} = ${topicId ?? -1} then 2 else 0 end) + (select count(*) from ${mediaVideoTags} a join ${mediaVideoTags} b on a.tag_id = b.tag_id where a.video_id = ${id} and b.video_id = "media_videos"."id")`;
    return this.videos(
      ne(mediaVideos.id, id),
      [desc(score), desc(mediaVideos.views), desc(mediaVideos.id)],
      page,
    );
  }

  readonly #streams = new Map<number, typeof mediaStreams.$inferSelect>();

  /** A stream; rows never change once written, so they are kept in memory after the first read. */
  async stream(id: number) {
    const hit = this.#streams.get(id);
    if (hit) return hit;
    const [row] = await this.db.select().from(mediaStreams).where(eq(mediaStreams.id, id));
    if (row) {
      if (this.#streams.size >= 1000) this.#streams.clear();
      this.#streams.set(id, row);
    }
    return row ?? null;
  }

  /** What delivery needs of a video, in one small query (no tags, no actor). */
  async playback(id: number, db: Executor = this.db): Promise<PlaybackRow | null> {
    const [row] = await db
      .select({
        id: mediaVideos.id,
        access: mediaVideos.access,
        price: mediaVideos.price,
        collectionId: mediaVideos.collectionId,
        previewSeconds: mediaVideos.previewSeconds,
        streamId: mediaVideos.streamId,
        duration: mediaVideos.duration,
      })
      .from(mediaVideos)
      .where(and(ready, eq(mediaVideos.id, id)));
    return row ?? null;
  }

  /** The video after `id` in its collection, or the most watched other video of its topic. */
  async nextId(id: number, collectionId: number | null, topicId: number | null): Promise<number | null> {
    if (collectionId !== null) {
      const ids = await this.#collectionIds(collectionId);
      const at = ids.findIndex((r) => r.id === id);
      if (at >= 0 && ids[at + 1]) return ids[at + 1]!.id;
    }
    const [row] = await this.db
      .select({ id: mediaVideos.id })
      .from(mediaVideos)
      .where(
        and(
          ready,
          ne(mediaVideos.id, id),
          eq(mediaVideos.isShort, false),
          topicId !== null ? eq(mediaVideos.topicId, topicId) : undefined,
        ),
      )
      .orderBy(desc(mediaVideos.views), desc(mediaVideos.id))
      .limit(1);
    return row?.id ?? null;
  }

  /** Position of `id` in its collection (0-based). */
  async collectionIndex(collectionId: number, id: number): Promise<number> {
    const ids = await this.#collectionIds(collectionId);
    return Math.max(
      0,
      ids.findIndex((r) => r.id === id),
    );
  }

  /** The ids of a collection's playable videos, in collection order. */
  #collectionIds(collectionId: number): Promise<{ id: number }[]> {
    return this.db
      .select({ id: mediaVideos.id })
      .from(mediaVideos)
      .where(and(ready, eq(mediaVideos.collectionId, collectionId)))
      .orderBy(asc(mediaVideos.collectionIndex), asc(mediaVideos.id));
  }

  async tag(id: number) {
    const [row] = await this.db
      .select({ id: mediaTags.id, name: mediaTags.name })
      .from(mediaTags)
      .where(eq(mediaTags.id, id));
    return row ?? null;
  }

  async hotTags(limit: number) {
    return this.db
      .select({ id: mediaTags.id, name: mediaTags.name })
      .from(mediaTags)
      .orderBy(asc(mediaTags.sort), asc(mediaTags.id))
      .limit(limit);
  }

  async topic(id: number) {
    const [row] = await this.db.select().from(mediaTopics).where(eq(mediaTopics.id, id));
    return row ?? null;
  }

  async homeTopics() {
    return this.db
      .select()
      .from(mediaTopics)
      .where(eq(mediaTopics.onHome, true))
      .orderBy(asc(mediaTopics.sort), asc(mediaTopics.id));
  }

  /** The newest `perTopic` videos of each topic, one query (a window function). */
  async topicHeads(topicIds: number[], perTopic: number): Promise<Map<number, VideoListRow[]>> {
    if (topicIds.length === 0) return new Map();
    const ranked = this.db
      .select({
        id: mediaVideos.id,
        rank: sql<number>`row_number() over (partition by ${mediaVideos.topicId} order by ${mediaVideos.publishedAt} desc, ${mediaVideos.id} desc)`.as(
          'rank',
        ),
      })
      .from(mediaVideos)
      .where(and(ready, inArray(mediaVideos.topicId, topicIds)))
      .as('ranked');
    const ids = (
      await this.db.select({ id: ranked.id }).from(ranked).where(sql`${ranked.rank} <= ${perTopic}`)
    ).map((r) => r.id);
    const rows = await this.byIds(ids);
    const out = new Map<number, VideoListRow[]>();
    for (const r of [...rows.values()].sort(
      (a, b) => b.video.publishedAt.getTime() - a.video.publishedAt.getTime() || b.video.id - a.video.id,
    )) {
      const t = r.video.topicId!;
      out.set(t, [...(out.get(t) ?? []), r]);
    }
    return out;
  }

  async actor(id: number) {
    const [row] = await this.db
      .select({
        actor: mediaActors,
        videoCount: sql<number>`(select count(*)::int from ${mediaVideos} where ${mediaVideos.actorId} = "media_actors"."id" and ${mediaVideos.status} = 'ready')`,
      })
      .from(mediaActors)
      .where(eq(mediaActors.id, id));
    return row ? { ...row.actor, videoCount: Number(row.videoCount) } : null;
  }

  async collections(where: SQL | undefined, page: Page) {
    const rows = await this.db
      .select({
        collection: mediaCollections,
        videoCount: sql<number>`(select count(*)::int from ${mediaVideos} where ${mediaVideos.collectionId} = "media_collections"."id" and ${mediaVideos.status} = 'ready')`,
      })
      .from(mediaCollections)
      .where(where)
      .orderBy(asc(mediaCollections.sort), desc(mediaCollections.id))
      .limit(pageLimit(page))
      .offset(pageOffset(page));
    return rows.map((r) => ({ ...r.collection, videoCount: Number(r.videoCount) }));
  }

  async collection(id: number) {
    const [row] = await this.collections(eq(mediaCollections.id, id), { page: 1, pageSize: 1 });
    return row ?? null;
  }

  collectionVideos(collectionId: number) {
    return this.videos(
      eq(mediaVideos.collectionId, collectionId),
      [asc(mediaVideos.collectionIndex), asc(mediaVideos.id)],
      { page: 1, pageSize: 500 },
    );
  }

  /** One view: the total and today's count (the charts read the daily counts). */
  async addView(videoId: number): Promise<void> {
    // One statement: both counts move together, in one trip to the database.
    await this.db.execute(sql`with counted as (
        update ${mediaVideos} set views = views + 1 where id = ${videoId} returning id
      )
      insert into ${mediaVideoViews} (video_id, day, views)
        select id, (now() at time zone 'utc')::date, 1 from counted
      on conflict (video_id, day) do update set views = ${mediaVideoViews}.views + 1`);
  }

  /** Videos by views counted in the last `days` UTC days (today included), most first. */
  async ranked(days: number, page: Page): Promise<Array<VideoListRow & { periodViews: number }>> {
    const periodViews = sql<number>`coalesce((select sum(vv.views) from ${mediaVideoViews} vv
      where vv.video_id = "media_videos"."id"
        and vv.day > (now() at time zone 'utc')::date - ${days}::int), 0)::int`;
    const rows = await this.db
      .select({ id: mediaVideos.id, periodViews })
      .from(mediaVideos)
      .where(and(ready, eq(mediaVideos.isShort, false)))
      .orderBy(desc(periodViews), desc(mediaVideos.views), desc(mediaVideos.id))
      .limit(pageLimit(page))
      .offset(pageOffset(page));
    const cards = await this.byIds(rows.map((r) => r.id));
    return rows.flatMap((r) => {
      const c = cards.get(r.id);
      return c ? [{ ...c, periodViews: Number(r.periodViews) }] : [];
    });
  }

  /** What the channel's filters offer: regions and years in use, and the tags. */
  async filterOptions() {
    const [regions, years, types] = await Promise.all([
      this.db
        .selectDistinct({ region: mediaVideos.region })
        .from(mediaVideos)
        .where(and(ready, ne(mediaVideos.region, '')))
        .orderBy(asc(mediaVideos.region)),
      this.db
        .selectDistinct({ year: mediaVideos.year })
        .from(mediaVideos)
        .where(and(ready, sql`${mediaVideos.year} > 0`))
        .orderBy(desc(mediaVideos.year)),
      this.hotTags(50),
    ]);
    return { regions: regions.map((r) => r.region), years: years.map((y) => y.year), types };
  }

  /** Every topic with how many ready videos it has, in the operator's order. */
  async topicCards(page: Page) {
    return this.db
      .select({
        id: mediaTopics.id,
        name: mediaTopics.name,
        description: mediaTopics.description,
        cover: mediaTopics.cover,
        videoCount: sql<number>`(select count(*) from ${mediaVideos} v where v.topic_id = "media_topics"."id" and v.status = 'ready')::int`,
      })
      .from(mediaTopics)
      .orderBy(asc(mediaTopics.sort), asc(mediaTopics.id))
      .limit(pageLimit(page))
      .offset(pageOffset(page));
  }

  async hotSearches() {
    return this.db
      .select({ id: hotSearches.id, keyword: hotSearches.keyword, hot: hotSearches.hot })
      .from(hotSearches)
      .orderBy(asc(hotSearches.sort), desc(hotSearches.hot))
      .limit(20);
  }

  /** Tag ids of a topic's or tag's videos, for a "tag" filter. */
  tagFilter(tagId: number): SQL {
    return sql`exists (select 1 from ${mediaVideoTags} vt where vt.video_id = "media_videos"."id" and vt.tag_id = ${tagId})`;
  }
}
