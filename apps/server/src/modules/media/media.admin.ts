import type { AdminVideo, AdminVideoPatch, AdminVideoState } from '@lld/protocol/api/media-admin';
import { and, eq, ilike, inArray, sql } from 'drizzle-orm';
import { seconds } from '../../db/columns.ts';
import { type Executor, rowsOf } from '../../db/database.ts';
import { linkedNames } from '../../db/linked-names.ts';
import { lockRow } from '../../db/rows.ts';
import type { DomainEventBus } from '../../events/domain-events.ts';
import { readCover, replaceCover } from '../../http/admin-images.ts';
import { AppError } from '../../http/app-error.ts';
import type { ImageJobs } from '../upload/image.service.ts';
import {
  mediaActors,
  mediaCollections,
  mediaTags,
  mediaTopics,
  mediaVideos,
  mediaVideoTags,
} from './media.schema.ts';
import type { MediaService } from './media.service.ts';
import { type MediaUploadDeps, MediaUploads } from './media.uploads.ts';

export interface MediaAdminDeps extends MediaUploadDeps {
  media: MediaService;
  events: DomainEventBus;
  /** Cover images are re-encoded by a job worker too. */
  images: ImageJobs;
}

/**
 * The console's side of long video: uploads and ingests (MediaUploads), and the operator's
 * edits of a video, its collection and its topic. Every change drops the home cache and tells
 * the search index.
 */
export class MediaAdmin {
  /** Chunked uploads of source files and their ingest jobs. */
  readonly uploads: MediaUploads;

  constructor(private readonly d: MediaAdminDeps) {
    this.uploads = new MediaUploads(d, (videoId) => this.#changed('video', videoId));
  }

  // Videos ------------------------------------------------------------------------------

  async list(q: { q: string; state?: AdminVideoState | undefined; page: number; pageSize: number }) {
    const where = and(
      q.q
        ? /^\d{1,9}$/.test(q.q)
          ? eq(mediaVideos.id, Number(q.q))
          : ilike(mediaVideos.title, `%${q.q}%`)
        : undefined,
      q.state ? eq(mediaVideos.status, q.state) : undefined,
    );
    const rows = await this.d.db
      .select({ id: mediaVideos.id })
      .from(mediaVideos)
      .where(where)
      .orderBy(sql`${mediaVideos.id} desc`)
      .limit(q.pageSize + 1)
      .offset((q.page - 1) * q.pageSize);
    const ids = rows.slice(0, q.pageSize).map((r) => r.id);
    return {
      list: await this.#videos(this.d.db, ids),
      hasMore: rows.length > q.pageSize,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  async video(id: number): Promise<AdminVideo> {
    const [v] = await this.#videos(this.d.db, [id]);
    if (!v) throw AppError.notFound('no such video');
    return v;
  }

  async #videos(exec: Executor, ids: number[]): Promise<AdminVideo[]> {
    if (ids.length === 0) return [];
    const rows = await exec
      .select({
        v: mediaVideos,
        actor: mediaActors.name,
        tags: linkedNames({
          tags: mediaTags,
          links: mediaVideoTags,
          owner: mediaVideoTags.videoId,
          of: mediaVideos.id,
          orderBy: mediaTags.name,
        }),
      })
      .from(mediaVideos)
      .leftJoin(mediaActors, eq(mediaActors.id, mediaVideos.actorId))
      .where(inArray(mediaVideos.id, ids));
    const byId = new Map(
      rows.map(({ v, actor, tags }) => [
        v.id,
        {
          id: v.id,
          title: v.title,
          description: v.description,
          state: v.status,
          duration: v.duration,
          access: v.access,
          price: v.price,
          previewSeconds: v.previewSeconds,
          tags: tags ?? [],
          actor: actor ?? null,
          topicId: v.topicId,
          collectionId: v.collectionId,
          collectionIndex: v.collectionIndex,
          views: Number(v.views),
          hasCover: v.cover !== '',
          createdAt: seconds(v.createdAt),
        } satisfies AdminVideo,
      ]),
    );
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async patch(id: number, p: AdminVideoPatch): Promise<AdminVideo> {
    await this.d.db.transaction(async (tx) => {
      const v = await lockRow(tx, mediaVideos, id, 'video');
      const access = p.access ?? v.access;
      const price = access === 'paid' ? (p.price ?? v.price) : 0;
      if (access === 'paid' && !(price > 0))
        throw AppError.invalid('price', 'a paid video needs a price > 0');
      if (
        p.topicId &&
        !(await tx.select({ id: mediaTopics.id }).from(mediaTopics).where(eq(mediaTopics.id, p.topicId)))[0]
      )
        throw AppError.notFound('no such topic');
      if (
        p.collectionId &&
        !(
          await tx
            .select({ id: mediaCollections.id })
            .from(mediaCollections)
            .where(eq(mediaCollections.id, p.collectionId))
        )[0]
      )
        throw AppError.notFound('no such collection');
      let actorId = v.actorId;
      if (p.actor !== undefined) {
        const name = p.actor?.trim() ?? '';
        if (!name) actorId = null;
        else {
          const [found] = await tx
            .select({ id: mediaActors.id })
            .from(mediaActors)
            .where(eq(mediaActors.name, name));
          actorId =
            found?.id ??
            (await tx.insert(mediaActors).values({ name }).returning({ id: mediaActors.id }))[0]!.id;
        }
      }
      await tx
        .update(mediaVideos)
        .set({
          ...(p.title !== undefined ? { title: p.title } : {}),
          ...(p.description !== undefined ? { description: p.description } : {}),
          ...(p.topicId !== undefined ? { topicId: p.topicId } : {}),
          ...(p.collectionId !== undefined ? { collectionId: p.collectionId } : {}),
          ...(p.collectionIndex !== undefined ? { collectionIndex: p.collectionIndex } : {}),
          ...(p.previewSeconds !== undefined ? { previewSeconds: p.previewSeconds } : {}),
          access,
          price,
          actorId,
        })
        .where(eq(mediaVideos.id, id));
      if (p.tags) {
        await tx.delete(mediaVideoTags).where(eq(mediaVideoTags.videoId, id));
        for (const name of new Set(p.tags.map((t) => t.trim()).filter(Boolean))) {
          await tx.insert(mediaTags).values({ name }).onConflictDoNothing();
          const [tag] = await tx.select({ id: mediaTags.id }).from(mediaTags).where(eq(mediaTags.name, name));
          await tx.insert(mediaVideoTags).values({ videoId: id, tagId: tag!.id }).onConflictDoNothing();
        }
      }
    });
    await this.#changed('video', id);
    return this.video(id);
  }

  /** Publish (ready) or unpublish (hidden); a video still processing or failed cannot be. */
  async setState(id: number, state: 'ready' | 'hidden'): Promise<AdminVideo> {
    const rows = await this.d.db
      .update(mediaVideos)
      .set({ status: state, ...(state === 'ready' ? { publishedAt: new Date() } : {}) })
      .where(and(eq(mediaVideos.id, id), inArray(mediaVideos.status, ['ready', 'draft', 'hidden'])))
      .returning({ id: mediaVideos.id });
    if (rows.length === 0) throw AppError.notFound('no such video ready to publish');
    await this.#changed('video', id);
    return this.video(id);
  }

  /** A new cover from an uploaded image: re-encoded as JPEG by a job worker, stored obfuscated (PROTOCOL §9). */
  async setCover(id: number, bytes: Uint8Array): Promise<AdminVideo> {
    await replaceCover(this.d, mediaVideos, { id, bytes, profile: 'cover', missing: 'no such video' });
    await this.#changed('video', id);
    return this.video(id);
  }

  /** The cover as a plain image for the console (the app's copy is obfuscated). */
  cover(id: number): Promise<Uint8Array | null> {
    return readCover(this.d, mediaVideos, id);
  }

  // Collections and topics --------------------------------------------------------------

  async collections() {
    return rowsOf<Record<string, unknown>>(
      await this.d.db.execute(sql`select c.id, c.title, c.description, c.access, c.price, c.sort,
        (select count(*)::int from media_videos v where v.collection_id = c.id) as "videoCount"
        from media_collections c order by c.sort asc, c.id desc limit 500`),
    );
  }

  async saveCollection(id: number | null, input: typeof mediaCollections.$inferInsert) {
    const price = input.access === 'paid' ? (input.price ?? 0) : 0;
    if (input.access === 'paid' && !(price > 0))
      throw AppError.invalid('price', 'a paid collection needs a price > 0');
    const values = { ...input, price };
    const [row] = id
      ? await this.d.db.update(mediaCollections).set(values).where(eq(mediaCollections.id, id)).returning()
      : await this.d.db.insert(mediaCollections).values(values).returning();
    return this.#saved('collection', row);
  }

  async topics() {
    return rowsOf<Record<string, unknown>>(
      await this.d.db.execute(sql`select t.id, t.name, t.description, t.layout, t.on_home as "onHome", t.sort,
        (select count(*)::int from media_videos v where v.topic_id = t.id) as "videoCount"
        from media_topics t order by t.sort asc, t.id asc limit 500`),
    );
  }

  async saveTopic(id: number | null, input: typeof mediaTopics.$inferInsert) {
    const [row] = id
      ? await this.d.db.update(mediaTopics).set(input).where(eq(mediaTopics.id, id)).returning()
      : await this.d.db.insert(mediaTopics).values(input).returning();
    return this.#saved('topic', row);
  }

  /** Orders the home sections: the ids given, first shown first (sort 0, 1, …; the app orders by sort). */
  async orderTopics(ids: number[]) {
    await this.d.db.transaction(async (tx) => {
      const unique = [...new Set(ids)];
      for (const [i, id] of unique.entries())
        await tx.update(mediaTopics).set({ sort: i }).where(eq(mediaTopics.id, id));
    });
    await this.d.media.invalidateHome();
    return this.topics();
  }

  /** A collection or topic just saved (2004 when the id to change was not there). */
  async #saved<R extends { id: number }>(kind: 'collection' | 'topic', row: R | undefined): Promise<R> {
    if (!row) throw AppError.notFound(`no such ${kind}`);
    await this.#changed(kind, row.id);
    return row;
  }

  /** Playback reads the video (a topic) again, the home feed is rebuilt and the search index told (content.changed). */
  async #changed(kind: 'video' | 'collection' | 'topic', id: number) {
    if (kind === 'video') await this.d.media.forgetPlayback(id);
    if (kind === 'topic') await this.d.media.forgetTopic(id);
    await this.d.media.invalidateHome();
    this.d.events.emit('content.changed', { kind, id });
  }
}
