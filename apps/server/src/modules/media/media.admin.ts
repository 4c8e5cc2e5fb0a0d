import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type {
  AdminIngestJob,
  AdminUploadState,
  AdminVideo,
  AdminVideoPatch,
  AdminVideoState,
} from '@lld/protocol/api/media-admin';
import { CONSOLE_UPLOAD_CHUNK_BYTES } from '@lld/protocol/api/media-admin';
import { and, eq, ilike, inArray, sql } from 'drizzle-orm';
import { ChunkStore, KvChunkMarks, uploadTag } from '../../adapters/chunk-store.ts';
import type { KvStore } from '../../adapters/kv.ts';
import type { Jobs } from '../../adapters/queue/jobs.ts';
import type { Storage } from '../../adapters/storage.ts';
import { type Database, type Executor, rowsOf } from '../../db/database.ts';
import type { DomainEventBus } from '../../events/domain-events.ts';
import { dropStoredFile, readAppImage } from '../../http/admin-images.ts';
import { AppError } from '../../http/app-error.ts';
import type { ImageJobs } from '../upload/image.service.ts';
import { sniffVideo } from '../upload/upload.service.ts';
import {
  mediaActors,
  mediaCollections,
  mediaJobs,
  mediaTags,
  mediaTopics,
  mediaVideos,
  mediaVideoTags,
} from './media.schema.ts';
import type { MediaService } from './media.service.ts';
import { type IngestOptions, ingest } from './pipeline/ingest.ts';
import { PipelineError, type ToolPaths } from './pipeline/transcode.ts';

/** The largest file an operator may upload (a feature film at a high bitrate). */
export const CONSOLE_UPLOAD_MAX_BYTES = 8 * 1024 ** 3;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export interface MediaAdminDeps {
  db: Database;
  storage: Storage;
  kv: KvStore;
  tools: ToolPaths;
  imageKey: string;
  dataDir: string;
  media: MediaService;
  events: DomainEventBus;
  /** The app's durable queue: ingests are its `media.ingest` jobs, run by a job worker. */
  jobs: Jobs;
  /** Cover images are re-encoded by a job worker too. */
  images: ImageJobs;
}

/** The queue of console ingests; its payload. */
export const INGEST_QUEUE = 'media.ingest';
interface IngestPayload {
  jobId: number;
  sourceKey: string;
  opts: Omit<IngestOptions, 'source'>;
}

/**
 * The console's side of long video: chunked upload of a source file into storage (chunks and
 * the assembled source, so any node may take any chunk and any worker may ingest), the ingest
 * job (modules/media/pipeline) on the durable queue, and the operator's edits of a video, its
 * collection and its topic. Every change drops the home cache and tells the search index.
 */
export class MediaAdmin {
  readonly #chunks: ChunkStore;
  readonly #marks: KvChunkMarks;
  readonly #tmp: string;

  constructor(private readonly d: MediaAdminDeps) {
    this.#chunks = new ChunkStore(d.storage, 'console-uploads');
    this.#marks = new KvChunkMarks(d.kv, 'console-uploads');
    this.#tmp = path.join(d.dataDir, 'tmp');
    // Ingests on the whole cluster: each is an ffmpeg using every core of its worker.
    d.jobs.handle<IngestPayload>(INGEST_QUEUE, {
      concurrency: 2,
      perGroup: 2,
      run: (job) => this.#runIngest(job.payload),
      onDead: async (job, error) => {
        await d.db
          .update(mediaJobs)
          .set({ status: 'failed', error: error.slice(0, 500), updatedAt: new Date() })
          .where(and(eq(mediaJobs.id, job.payload.jobId), eq(mediaJobs.status, 'running')));
      },
    });
  }

  // Upload ------------------------------------------------------------------------------

  #sourceKey(identifier: string) {
    return `console-uploads/${uploadTag(identifier)}.src`;
  }

  /** Stores chunk `n` (1-based) of a file of `totalSize` bytes; the last one assembles it. */
  async putChunk(
    identifier: string,
    n: number,
    totalSize: number,
    bytes: Uint8Array,
  ): Promise<AdminUploadState> {
    if (totalSize > CONSOLE_UPLOAD_MAX_BYTES) throw AppError.invalid('totalSize', 'file too large');
    const totalChunks = Math.max(1, Math.ceil(totalSize / CONSOLE_UPLOAD_CHUNK_BYTES));
    if (n > totalChunks) throw AppError.invalid('chunkNumber', 'beyond the last chunk');
    const expected = Math.min(CONSOLE_UPLOAD_CHUNK_BYTES, totalSize - (n - 1) * CONSOLE_UPLOAD_CHUNK_BYTES);
    if (bytes.length !== expected) throw AppError.invalid('body', `chunk ${n} must be ${expected} bytes`);
    if (n === 1 && !sniffVideo(bytes)) throw AppError.invalid('file', 'not a video (mp4, mov or webm)');
    const done = await this.upload(identifier);
    if (done.complete) return done;
    const tag = uploadTag(identifier);
    await this.#chunks.put(tag, n, bytes);
    const present = await this.#marks.mark(tag, n);
    // One caller assembles (the kv claim is shared by every node).
    if (present < totalChunks || !(await this.d.kv.setIfAbsent(`console-upload:assembling:${tag}`, 600)))
      return { identifier, received: Math.min(present, totalChunks), totalChunks, complete: false };
    await mkdir(this.#tmp, { recursive: true });
    const out = path.join(this.#tmp, `${tag}.${randomBytes(6).toString('hex')}.src`);
    try {
      const { size } = await this.#chunks.assemble(tag, totalChunks, out);
      if (size !== totalSize) throw AppError.invalid('totalSize', 'assembled size differs');
      if (this.d.storage.putFile) await this.d.storage.putFile(this.#sourceKey(identifier), out);
      else await this.d.storage.put(this.#sourceKey(identifier), new Uint8Array(await readFile(out)));
      await this.#chunks.drop(tag, totalChunks);
      await this.#marks.clear(tag, totalChunks);
    } finally {
      await rm(out, { force: true });
      await this.d.kv.delete(`console-upload:assembling:${tag}`);
    }
    return { identifier, received: totalChunks, totalChunks, complete: true };
  }

  /** How far an upload got (a console resuming after a reload asks this). */
  async upload(identifier: string): Promise<AdminUploadState> {
    if (await this.d.storage.exists(this.#sourceKey(identifier)))
      return { identifier, received: 0, totalChunks: 0, complete: true };
    return {
      identifier,
      received: await this.#marks.received(uploadTag(identifier)),
      totalChunks: 0,
      complete: false,
    };
  }

  // Ingest ------------------------------------------------------------------------------

  /** Queues the ingest of an uploaded file; answers the job id once its row exists. */
  async startIngest(identifier: string, opts: Omit<IngestOptions, 'source'>): Promise<number> {
    const sourceKey = this.#sourceKey(identifier);
    if (!(await this.d.storage.exists(sourceKey)))
      throw AppError.notFound('no complete upload of that identifier');
    const jobId = await this.d.db.transaction(async (tx) => {
      const [job] = await tx
        .insert(mediaJobs)
        .values({ source: sourceKey, status: 'running' })
        .returning({ id: mediaJobs.id });
      const payload: IngestPayload = { jobId: job!.id, sourceKey, opts };
      await this.d.jobs.queue.enqueue({ queue: INGEST_QUEUE, payload, maxAttempts: 3 }, tx);
      return job!.id;
    });
    this.d.jobs.queue.notify(INGEST_QUEUE);
    return jobId;
  }

  /** A worker's run of one ingest: the source from storage into a local file, then the pipeline. */
  async #runIngest(p: IngestPayload): Promise<void> {
    const { db, storage, tools, imageKey } = this.d;
    const [row] = await db.select().from(mediaJobs).where(eq(mediaJobs.id, p.jobId));
    // Done already (a retry after the worker died between the pipeline and the queue's ack).
    if (!row || row.status === 'done') return;
    const got = await storage.stream(p.sourceKey);
    if (!got) {
      await db
        .update(mediaJobs)
        .set({ status: 'failed', error: 'the uploaded source is gone', updatedAt: new Date() })
        .where(eq(mediaJobs.id, p.jobId));
      return;
    }
    await mkdir(this.#tmp, { recursive: true });
    const source = path.join(this.#tmp, `ingest-${p.jobId}-${randomBytes(6).toString('hex')}.src`);
    try {
      await pipeline(got.stream, createWriteStream(source));
      if (row.status === 'failed')
        await db.update(mediaJobs).set({ status: 'running', error: '' }).where(eq(mediaJobs.id, p.jobId));
      let done: Awaited<ReturnType<typeof ingest>>;
      try {
        done = await ingest({ ...p.opts, source }, { db, storage, tools, imageKey, jobId: p.jobId });
      } catch (err) {
        // ingest() wrote the failure to the job row: a bad file is not retried.
        if (err instanceof PipelineError) return;
        throw err;
      }
      await storage.delete(p.sourceKey);
      await this.#changed('video', done.videoId);
    } finally {
      await rm(source, { force: true });
    }
  }

  async job(id: number): Promise<AdminIngestJob> {
    const [row] = await this.d.db.select().from(mediaJobs).where(eq(mediaJobs.id, id));
    if (!row) throw AppError.notFound('no such job');
    return { id: row.id, status: row.status, progress: row.progress, error: row.error, videoId: row.videoId };
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
        tags: sql<
          string[]
        >`coalesce((select array_agg(t.name order by t.name) from ${mediaVideoTags} vt join ${mediaTags} t on t.id = vt.tag_id where vt.video_id = ${mediaVideos.id}), '{}')`,
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
      const [v] = await tx.select().from(mediaVideos).where(eq(mediaVideos.id, id)).for('update');
      if (!v) throw AppError.notFound('no such video');
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
    const { path: cover } = await this.d.images.store(bytes, 'cover');
    const rows = await this.d.db
      .update(mediaVideos)
      .set({ cover })
      .where(eq(mediaVideos.id, id))
      .returning({ id: mediaVideos.id });
    if (rows.length === 0) {
      await dropStoredFile(this.d.storage, cover);
      throw AppError.notFound('no such video');
    }
    await this.#changed('video', id);
    return this.video(id);
  }

  /** The cover as a plain image for the console (the app's copy is obfuscated). */
  async cover(id: number): Promise<Uint8Array | null> {
    const [v] = await this.d.db
      .select({ cover: mediaVideos.cover })
      .from(mediaVideos)
      .where(eq(mediaVideos.id, id));
    return v?.cover ? readAppImage(this.d, v.cover) : null;
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

  /** The home feed is rebuilt and the search index told (content.changed). */
  async #changed(kind: 'video' | 'collection' | 'topic', id: number) {
    await this.d.media.invalidateHome();
    this.d.events.emit('content.changed', { kind, id });
  }
}
