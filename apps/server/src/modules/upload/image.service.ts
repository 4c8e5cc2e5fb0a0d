import { createHash } from 'node:crypto';
import { UPLOAD_LIMITS } from '@lld/protocol/api/community';
import { encodeImageScheme1, encodeImageScheme2 } from '@lld/protocol/image-codec';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { KvStore } from '../../adapters/kv.ts';
import type { Jobs } from '../../adapters/queue/jobs.ts';
import { newKey, type Storage } from '../../adapters/storage.ts';
import { AppError } from '../../http/app-error.ts';
import { sniffImage } from './sniff.ts';

/**
 * Image re-encoding off the request path (issue 18): an upload's bytes go to storage, a job of
 * the durable queue (`image.encode`) re-encodes them with sharp in whichever process runs the
 * jobs (the worker of a cluster, the only process otherwise) and stores the result obfuscated
 * (PROTOCOL §9); the request waits for the job's answer (kv) and answers as before, with the
 * stored image's URL, size and dimensions. The API node spends no CPU on pixels.
 */

export const IMAGE_QUEUE = 'image.encode';

/** What each kind of upload becomes: the first frame, upright (EXIF applied, metadata dropped). */
export const IMAGE_PROFILES = {
  /** Post images (upload/img, imgv2, images): WebP within the app's largest side. */
  post: {
    prefix: 'img',
    ext: '.webp',
    maxInputPixels: 50_000_000,
    failOn: 'warning',
    encode: (s: Sharp) =>
      s
        .resize({
          width: UPLOAD_LIMITS.imageMaxSide,
          height: UPLOAD_LIMITS.imageMaxSide,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 80 }),
    obfuscate: encodeImageScheme2,
  },
  /** Avatars: the centre of attention cropped to 256 × 256 WebP. */
  avatar: {
    prefix: 'avatar',
    ext: '.webp',
    maxInputPixels: 40_000_000,
    failOn: 'error',
    encode: (s: Sharp) =>
      s.resize(256, 256, { fit: 'cover', position: 'attention' }).webp({ quality: 82, effort: 4 }),
    obfuscate: encodeImageScheme2,
  },
  /** Video covers from the console: JPEG within 1280 px. */
  cover: {
    prefix: 'covers',
    ext: '.jpg',
    maxInputPixels: 50_000_000,
    failOn: 'warning',
    encode: (s: Sharp) =>
      s.resize({ width: 1280, height: 1280, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 82 }),
    obfuscate: encodeImageScheme1,
  },
  /** Comic and book covers from the console: JPEG within 600 × 800, transparency on white. */
  comicCover: contentImage('comics', 600, 800),
  bookCover: contentImage('books', 600, 800),
  /** Comic pages from the console: JPEG 1080 px wide at most (a long strip stays long). */
  comicPage: contentImage('comics', 1080, 16_000),
  /** Picture sets and listings from the console: covers 3:4, pictures 1080 px wide at most. */
  galleryCover: contentImage('gallery', 600, 800),
  galleryPicture: contentImage('gallery', 1080, 4000),
  /** Ad banners from the console: within 1200 × 1200 (a splash is tall, a banner wide). */
  adBanner: contentImage('ads', 1200, 1200),
} as const;
export type ImageProfile = keyof typeof IMAGE_PROFILES;

/** A console content picture: upright, within `w`×`h`, flattened on white, JPEG (scheme 1). */
function contentImage(prefix: string, w: number, h: number) {
  return {
    prefix,
    ext: '.jpg',
    maxInputPixels: 50_000_000,
    failOn: 'warning',
    encode: (s: Sharp) =>
      s
        .resize({ width: w, height: h, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82 }),
    obfuscate: encodeImageScheme1,
  } as const;
}

/** A stored, re-encoded image. */
export interface EncodedImage {
  /** Storage key of the obfuscated image; its URL is `/${key}`. */
  key: string;
  width: number;
  height: number;
  /** Bytes of the re-encoded image (before obfuscation, which keeps the length). */
  size: number;
  sha256: string;
}

/** The bytes were not a decodable image (the caller answers with its own refusal). */
export class UndecodableImage extends Error {
  override name = 'UndecodableImage';
}

interface ImagePayload {
  profile: ImageProfile;
  sourceKey: string;
  /** Where the answer goes (kv). */
  answerKey: string;
  /** UTC ms after which nobody waits any more: the job only cleans up. */
  deadline: number;
}

/** The job's answer: the image, or why not (`undecodable`: the bytes; `failed`: the job itself). */
type Answer = ({ ok: true } & EncodedImage) | { ok: false; reason: 'undecodable' | 'failed'; error: string };

/** How long a request waits for its image; how often it looks. */
const WAIT_MS = 30_000;
const LOOK_MS = 20;
const ANSWER_SECONDS = 120;

export class ImageJobs {
  constructor(private readonly d: { jobs: Jobs; storage: Storage; kv: KvStore; imageKey: string }) {
    d.jobs.handle<ImagePayload>(IMAGE_QUEUE, {
      // sharp uses libvips' threads: a few at once per cluster keep a worker's cores busy.
      concurrency: 4,
      perGroup: 4,
      run: (job) => this.#run(job.payload),
      backoffMs: () => 200,
      onDead: async (job, error) => {
        const answer: Answer = { ok: false, reason: 'failed', error };
        await this.d.kv.set(job.payload.answerKey, JSON.stringify(answer), ANSWER_SECONDS);
        await this.d.storage.delete(job.payload.sourceKey).catch(() => {});
      },
    });
  }

  /**
   * Re-encodes `bytes` as `profile` in a job worker and stores the result; throws
   * UndecodableImage for bytes that are no image sharp can read.
   */
  async encode(bytes: Uint8Array, profile: ImageProfile): Promise<EncodedImage> {
    const { jobs, storage, kv } = this.d;
    const sourceKey = newKey('tmp/image-sources');
    const answerKey = `image:answer:${sourceKey.slice(sourceKey.lastIndexOf('/') + 1)}`;
    await storage.put(sourceKey, bytes);
    const deadline = Date.now() + WAIT_MS;
    const payload: ImagePayload = { profile, sourceKey, answerKey, deadline };
    await jobs.queue.enqueue({ queue: IMAGE_QUEUE, payload, maxAttempts: 2 });
    jobs.queue.notify(IMAGE_QUEUE);
    for (;;) {
      const text = await kv.get(answerKey);
      if (text !== null) {
        await kv.delete(answerKey);
        const answer = JSON.parse(text) as Answer;
        if (!answer.ok && answer.reason === 'undecodable') throw new UndecodableImage(answer.error);
        if (!answer.ok) throw new Error(`image job failed: ${answer.error}`);
        const { ok: _ok, ...image } = answer;
        return image;
      }
      if (Date.now() > deadline) {
        throw new Error(`image job not answered within ${WAIT_MS / 1000} s (is a job worker running?)`);
      }
      await new Promise((r) => setTimeout(r, LOOK_MS));
    }
  }

  /**
   * An operator's picture (JPEG, PNG, WebP or GIF by its bytes) re-encoded as `profile` and
   * stored: its app path and size; 2000 for anything else or an undecodable one.
   */
  async store(
    bytes: Uint8Array,
    profile: ImageProfile,
  ): Promise<{ path: string; width: number; height: number }> {
    if (!sniffImage(bytes)) throw AppError.invalid('body', 'not an image (jpeg, png, webp or gif)');
    try {
      const { key, width, height } = await this.encode(bytes, profile);
      return { path: `/${key}`, width, height };
    } catch (err) {
      if (err instanceof UndecodableImage) throw AppError.invalid('body', 'not a decodable image');
      throw err;
    }
  }

  async #run(p: ImagePayload): Promise<void> {
    const { storage, kv, imageKey } = this.d;
    const source = await storage.get(p.sourceKey);
    // Nobody waits any more (or a retry after the answer): drop the source, store nothing.
    if (!source || Date.now() > p.deadline) {
      await storage.delete(p.sourceKey).catch(() => {});
      return;
    }
    const profile = IMAGE_PROFILES[p.profile];
    let out: { data: Buffer; info: OutputInfo };
    try {
      out = await profile
        .encode(
          sharp(source, {
            limitInputPixels: profile.maxInputPixels,
            animated: false,
            failOn: profile.failOn,
          }).rotate(),
        )
        .toBuffer({ resolveWithObject: true });
    } catch (err) {
      // Right signature, but not a decodable image: answered, not retried.
      const error = err instanceof Error ? err.message : String(err);
      const answer: Answer = { ok: false, reason: 'undecodable', error };
      await storage.delete(p.sourceKey);
      await kv.set(p.answerKey, JSON.stringify(answer), ANSWER_SECONDS);
      return;
    }
    const key = newKey(profile.prefix, profile.ext);
    await storage.put(key, profile.obfuscate(new Uint8Array(out.data), imageKey));
    const answer: Answer = {
      ok: true,
      key,
      width: out.info.width,
      height: out.info.height,
      size: out.data.length,
      sha256: createHash('sha256').update(out.data).digest('hex'),
    };
    // The source goes before the answer: a request answered leaves nothing behind.
    await storage.delete(p.sourceKey);
    await kv.set(p.answerKey, JSON.stringify(answer), ANSWER_SECONDS);
  }
}
