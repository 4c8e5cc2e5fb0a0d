import type { AiToolName } from '@lld/protocol/api/calls/ai';
import { decodeImage, encodeImageScheme2 } from '@lld/protocol/image-codec';
import sharp from 'sharp';
import type { ClaimedJob, QueueHandler } from '../../adapters/queue/queue.ts';
import { newKey, type Storage } from '../../adapters/storage.ts';
import type { Config } from '../../config.ts';
import { COMPANION_REPLY_CHARS, GENRE_LABELS, NOVEL_LENGTH_CHARS } from './ai.catalog.ts';
import type { AiProviders } from './ai.providers.ts';
import type { AiResultFile } from './ai.schema.ts';
import type { AiService } from './ai.service.ts';

type Payload = { jobId: number };
type JobRow = NonNullable<Awaited<ReturnType<AiService['row']>>>;

/**
 * What each tool's queue runs: the job's provider call, its files into storage, its text and
 * progress into the job row as they come (the stream reads them), then done. A failed attempt
 * is retried once by the queue; after the last, `onDead` marks the job failed and refunds it.
 */
export function aiQueueHandlers(
  ai: AiService,
  providers: AiProviders,
  storage: Storage,
  config: Config,
): Record<string, QueueHandler<Payload>> {
  const limit = (tool: AiToolName) => ({
    concurrency: config.ai.concurrency[tool] ?? 1,
    perGroup: config.ai.perUser,
  });

  /** Stored image bytes (obfuscated on disk, PROTOCOL §9) → plain bytes. */
  const readImage = async (url: string): Promise<Uint8Array> => {
    const bytes = await storage.get(url.replace(/^\//, ''));
    if (!bytes) throw new Error(`source image missing: ${url}`);
    return decodeImage(bytes, config.imageKey);
  };

  const storeImage = async (bytes: Uint8Array): Promise<AiResultFile> => {
    const out = await sharp(bytes).webp({ quality: 86 }).toBuffer({ resolveWithObject: true });
    const key = newKey('ai/img', '.webp');
    await storage.put(key, encodeImageScheme2(new Uint8Array(out.data), config.imageKey));
    return { kind: 'image', url: `/${key}`, width: out.info.width, height: out.info.height };
  };

  /**
   * Writes streamed text into the row as it grows: one write at a time, each with the newest
   * text (writes never queue up behind a slow database), and a last one at the end.
   */
  const textWriter = (id: number, expected: number) => {
    let text = '';
    let written = '';
    let writing: Promise<void> | null = null;
    const write = (): Promise<void> => {
      if (writing) return writing;
      if (text === written) return Promise.resolve();
      const snapshot = text;
      const progress = Math.min(99, Math.round(([...snapshot].length / expected) * 100));
      writing = ai.update(id, { text: snapshot, progress }).then(() => {
        written = snapshot;
        writing = null;
      });
      return writing;
    };
    return {
      push(delta: string) {
        text += delta;
        void write().catch(() => {});
      },
      async flush() {
        while (writing) await writing;
        return text;
      },
    };
  };

  const run: Record<AiToolName, (row: JobRow, signal: AbortSignal) => Promise<void>> = {
    async image(row, signal) {
      const input = row.input as { prompt: string; templateId?: string; size: string; count: number };
      const style = await ai.catalog.prompt(input.templateId);
      const [width, height] = input.size.split('x').map(Number) as [number, number];
      const images = await providers.image.generate(
        { prompt: `${style}${input.prompt}`, width, height, count: input.count },
        signal,
      );
      await ai.update(row.id, { progress: 80 });
      const results: AiResultFile[] = [];
      for (const img of images.slice(0, input.count)) results.push(await storeImage(img));
      await ai.update(row.id, { status: 'done', progress: 100, results, finished: true });
    },
    async faceswap(row, signal) {
      const input = row.input as { templateId: string; imageUrl: string };
      const scene = (await ai.catalog.prompt(input.templateId)) || input.templateId;
      const source = await readImage(input.imageUrl);
      const [out] = await providers.image.transform(
        { image: source, prompt: scene, width: 512, height: 640, strength: 0.55 },
        signal,
      );
      if (!out) throw new Error('no image');
      await ai.update(row.id, { progress: 80 });
      const result = await storeImage(out);
      await ai.update(row.id, { status: 'done', progress: 100, results: [result], finished: true });
    },
    async video(row, signal) {
      const input = row.input as { imageUrl: string; prompt: string; motion: string };
      const source = await sharp(await readImage(input.imageUrl))
        .png()
        .toBuffer();
      let lastProgress = 0;
      const mp4 = await providers.video.render(
        { image: source, imageType: 'image/png', prompt: input.prompt, motion: input.motion },
        (f) => {
          const p = Math.min(95, Math.round(f * 95));
          if (p >= lastProgress + 5) {
            lastProgress = p;
            // Progress is a hint: a failed write (the database restarting) must not end the worker.
            void ai.update(row.id, { progress: p }).catch(() => {});
          }
        },
        signal,
      );
      const key = newKey('ai/video', '.mp4');
      await storage.put(key, mp4);
      await ai.update(row.id, {
        status: 'done',
        progress: 100,
        results: [{ kind: 'video', url: `/${key}`, width: 480, height: 480 }],
        finished: true,
      });
    },
    async novel(row, signal) {
      const input = row.input as { premise: string; genre: string; length: string };
      const chars = NOVEL_LENGTH_CHARS[input.length] ?? 300;
      const writer = textWriter(row.id, chars);
      await providers.chat.stream(
        {
          messages: [
            {
              role: 'system',
              content: `你是一位中文小说作者。体裁：${GENRE_LABELS[input.genre] ?? input.genre} [${input.genre}]。写一篇约${chars}字的短篇故事，只输出正文。`,
            },
            { role: 'user', content: input.premise },
          ],
          maxTokens: chars,
        },
        (d) => writer.push(d),
        signal,
      );
      const text = await writer.flush();
      await ai.update(row.id, { status: 'done', progress: 100, text, finished: true });
    },
    async companion(row, signal) {
      const input = row.input as { characterId: string; message: string };
      const persona = await ai.catalog.prompt(input.characterId);
      const memory = await ai.memory(row.userId, input.characterId);
      const writer = textWriter(row.id, COMPANION_REPLY_CHARS);
      await providers.chat.stream(
        {
          messages: [{ role: 'system', content: `${persona}用简短亲切的中文回答。[companion]` }, ...memory],
          maxTokens: COMPANION_REPLY_CHARS,
        },
        (d) => writer.push(d),
        signal,
      );
      const text = await writer.flush();
      await ai.addReply(row.userId, input.characterId, text, row.id);
      await ai.update(row.id, { status: 'done', progress: 100, text, finished: true });
    },
  };

  const handler = (tool: AiToolName): QueueHandler<Payload> => ({
    ...limit(tool),
    backoffMs: (attempt) => 500 * attempt,
    async run(job: ClaimedJob<Payload>, { signal }) {
      const row = await ai.row(job.payload.jobId);
      // Deleted, or finished by an earlier attempt whose completion was lost: nothing to do.
      if (!row || row.deletedAt || row.status === 'done' || row.status === 'failed') return;
      await ai.update(row.id, { status: 'running', progress: 1, text: '', error: null, started: true });
      await run[tool](row, signal);
    },
    async onDead(job, error) {
      await ai.failAndRefund(job.payload.jobId, error);
    },
  });

  return {
    'ai.image': handler('image'),
    'ai.faceswap': handler('faceswap'),
    'ai.video': handler('video'),
    'ai.novel': handler('novel'),
    'ai.companion': handler('companion'),
  };
}
