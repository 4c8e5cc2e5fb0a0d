import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeImageScheme1 } from '@lld/protocol/image-codec';
import { eq } from 'drizzle-orm';
import { newKey, type Storage } from '../../../adapters/storage.ts';
import type { Database } from '../../../db/database.ts';
import {
  type MediaAccess,
  mediaActors,
  mediaJobs,
  mediaStreams,
  mediaTags,
  mediaTopics,
  mediaVideos,
  mediaVideoTags,
} from '../media.schema.ts';
import { packageStream } from './package.ts';
import { extractCover, PipelineError, probe, type ToolPaths, transcode } from './transcode.ts';

/**
 * The ingest job: source file → probe → ffmpeg (two renditions) → cover → AES-128 packaging
 * into storage → one stream and one ready video. Progress goes to `media_jobs` and to the
 * caller; failures leave the job `failed` with a readable error and no half-made video.
 */

export interface IngestOptions {
  source: string;
  title: string;
  description?: string;
  access?: MediaAccess;
  price?: number;
  previewSeconds?: number;
  tags?: string[];
  actor?: string;
  topic?: string;
  /** `draft`: made but not shown in the app until an operator publishes it (console uploads). */
  status?: 'ready' | 'draft';
}

export interface IngestProgress {
  stage: 'probe' | 'transcode' | 'cover' | 'package' | 'done';
  /** 0..1 over the whole job. */
  fraction: number;
}

export interface IngestDeps {
  db: Database;
  storage: Storage;
  tools: ToolPaths;
  imageKey: string;
  onProgress?: (p: IngestProgress) => void;
  /** A job row made beforehand (the console's queued job, which it polls); else one is made. */
  jobId?: number;
}

export interface IngestResult {
  jobId: number;
  videoId: number;
  duration: number;
  renditions: string[];
}

export async function ingest(opts: IngestOptions, deps: IngestDeps): Promise<IngestResult> {
  const { db, storage, tools } = deps;
  const source = path.resolve(opts.source);
  if (!existsSync(source) || !statSync(source).isFile())
    throw new PipelineError(`no such file: ${opts.source}`);
  if (!opts.title.trim()) throw new PipelineError('a title is required (--title)');
  const access = opts.access ?? 'free';
  const price = opts.price ?? 0;
  if (access === 'paid' && !(price > 0))
    throw new PipelineError('a paid video needs --price (gold, hundredths) > 0');

  const jobId =
    deps.jobId ?? (await db.insert(mediaJobs).values({ source }).returning({ id: mediaJobs.id }))[0]!.id;
  let lastWrite = 0;
  const report = async (p: IngestProgress, force = false) => {
    deps.onProgress?.(p);
    if (force || Date.now() - lastWrite > 1000) {
      lastWrite = Date.now();
      await db
        .update(mediaJobs)
        .set({ progress: p.fraction, updatedAt: new Date() })
        .where(eq(mediaJobs.id, jobId));
    }
  };
  // The unawaited progress reports of transcode and package are hints: a failed write (the
  // database restarting) is dropped; the stage reports awaited below still fail the job.
  const hint = (p: IngestProgress) => void report(p).catch(() => {});
  const work = await mkdtemp(path.join(tmpdir(), 'lld-ingest-'));
  try {
    await report({ stage: 'probe', fraction: 0 }, true);
    const info = await probe(tools, source);
    const plain = await transcode(
      {
        inputArgs: ['-i', source],
        silentAudio: !info.hasAudio,
        width: info.width,
        height: info.height,
        duration: info.duration,
      },
      {
        tools,
        outDir: path.join(work, 'hls'),
        onProgress: (f) => hint({ stage: 'transcode', fraction: 0.05 + f * 0.8 }),
      },
    );
    await report({ stage: 'cover', fraction: 0.86 }, true);
    const jpeg = await extractCover(tools, source, info.duration, path.join(work, 'cover.jpg'));
    const coverKey = newKey('covers', '.jpg');
    await storage.put(coverKey, encodeImageScheme1(jpeg, deps.imageKey));
    const packaged = await packageStream(storage, path.join(work, 'hls'), (f) =>
      hint({ stage: 'package', fraction: 0.88 + f * 0.1 }),
    );

    const videoId = await db.transaction(async (tx) => {
      const [stream] = await tx.insert(mediaStreams).values(packaged).returning({ id: mediaStreams.id });
      const named = async <T extends typeof mediaActors | typeof mediaTopics>(
        table: T,
        name: string | undefined,
      ) => {
        if (!name?.trim()) return null;
        const found = await tx
          .select({ id: table.id })
          .from(table as typeof mediaActors)
          .where(eq((table as typeof mediaActors).name, name.trim()));
        if (found[0]) return found[0].id;
        const [row] = await tx
          .insert(table as typeof mediaActors)
          .values({ name: name.trim() })
          .returning({ id: (table as typeof mediaActors).id });
        return row!.id;
      };
      const actorId = await named(mediaActors, opts.actor);
      const topicId = await named(mediaTopics, opts.topic);
      const [video] = await tx
        .insert(mediaVideos)
        .values({
          title: opts.title.trim(),
          description: opts.description ?? '',
          cover: `/${coverKey}`,
          duration: Math.round(info.duration),
          streamId: stream!.id,
          access,
          price: access === 'paid' ? price : 0,
          previewSeconds: opts.previewSeconds ?? 10,
          actorId,
          topicId,
          status: opts.status ?? 'ready',
        })
        .returning({ id: mediaVideos.id });
      for (const name of new Set((opts.tags ?? []).map((t) => t.trim()).filter(Boolean))) {
        await tx.insert(mediaTags).values({ name }).onConflictDoNothing();
        const [tag] = await tx.select({ id: mediaTags.id }).from(mediaTags).where(eq(mediaTags.name, name));
        await tx.insert(mediaVideoTags).values({ videoId: video!.id, tagId: tag!.id }).onConflictDoNothing();
      }
      await tx
        .update(mediaJobs)
        .set({ status: 'done', progress: 1, videoId: video!.id, updatedAt: new Date() })
        .where(eq(mediaJobs.id, jobId));
      return video!.id;
    });
    deps.onProgress?.({ stage: 'done', fraction: 1 });
    return { jobId, videoId, duration: plain.duration, renditions: plain.renditions.map((r) => r.name) };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db
      .update(mediaJobs)
      .set({ status: 'failed', error: message.slice(0, 1000), updatedAt: new Date() })
      .where(eq(mediaJobs.id, jobId));
    throw err;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
