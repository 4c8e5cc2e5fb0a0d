import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AdminIngestJob, AdminUploadState } from '@lld/protocol/api/media-admin';
import { CONSOLE_UPLOAD_CHUNK_BYTES } from '@lld/protocol/api/media-admin';
import { and, eq } from 'drizzle-orm';
import { ChunkStore, KvChunkMarks, uploadTag } from '../../adapters/chunk-store.ts';
import type { KvStore } from '../../adapters/kv.ts';
import type { Jobs } from '../../adapters/queue/jobs.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../../db/database.ts';
import { rowById } from '../../db/rows.ts';
import { AppError } from '../../http/app-error.ts';
import { sniffVideo } from '../upload/upload.service.ts';
import { mediaJobs } from './media.schema.ts';
import { type IngestOptions, ingest } from './pipeline/ingest.ts';
import { PipelineError, type ToolPaths } from './pipeline/transcode.ts';

/** The largest file an operator may upload (a feature film at a high bitrate). */
export const CONSOLE_UPLOAD_MAX_BYTES = 8 * 1024 ** 3;

/** What uploads and ingests need of the app. */
export interface MediaUploadDeps {
  db: Database;
  storage: Storage;
  kv: KvStore;
  tools: ToolPaths;
  imageKey: string;
  dataDir: string;
  /** The app's durable queue: ingests are its `media.ingest` jobs, run by a job worker. */
  jobs: Jobs;
}

/** The queue of console ingests; its payload. */
export const INGEST_QUEUE = 'media.ingest';
interface IngestPayload {
  jobId: number;
  sourceKey: string;
  opts: Omit<IngestOptions, 'source'>;
}

/**
 * The console's uploads of long video: chunked upload of a source file into storage (chunks and
 * the assembled source, so any node may take any chunk and any worker may ingest), then the
 * ingest job (modules/media/pipeline) on the durable queue.
 */
export class MediaUploads {
  readonly #chunks: ChunkStore;
  readonly #marks: KvChunkMarks;
  readonly #tmp: string;

  /** `ingested` is told of each video an ingest made. */
  constructor(
    private readonly d: MediaUploadDeps,
    private readonly ingested: (videoId: number) => Promise<void>,
  ) {
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
      await this.ingested(done.videoId);
    } finally {
      await rm(source, { force: true });
    }
  }

  async job(id: number): Promise<AdminIngestJob> {
    const row = await rowById(this.d.db, mediaJobs, id, 'job');
    return { id: row.id, status: row.status, progress: row.progress, error: row.error, videoId: row.videoId };
  }
}
