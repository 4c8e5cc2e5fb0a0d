import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { newKey, type Storage } from '../../../adapters/storage.ts';
import { encryptSegment } from '../../../crypto/hls.ts';
import { segmentKey } from '../delivery.ts';
import type { StoredRendition } from '../media.schema.ts';
import { PipelineError, type PlainStream } from './transcode.ts';

/**
 * Plain HLS output (transcode.ts) → AES-128 encrypted segments in storage. Segments starting
 * within the first `PREVIEW_KEY_SECONDS` get the preview key, the rest the full key; the IV of
 * segment i is i as a 128-bit big-endian number (the HLS default for media sequence 0 + i).
 */

/** The longest preview any video of a stream can offer. */
export const PREVIEW_KEY_SECONDS = 10;

export interface PackagedStream {
  prefix: string;
  duration: number;
  renditions: StoredRendition[];
  previewSegments: number;
  previewKey: string;
  fullKey: string;
}

export async function readPlainStream(dir: string): Promise<PlainStream> {
  try {
    const stream = JSON.parse(await readFile(path.join(dir, 'stream.json'), 'utf8')) as PlainStream;
    if (stream.version !== 1 || !Array.isArray(stream.renditions)) throw new Error('unknown version');
    return stream;
  } catch (err) {
    throw new PipelineError(`no usable stream.json in ${dir}: ${(err as Error).message}`);
  }
}

/** Encrypts every segment of the plain stream in `dir` into storage under a fresh prefix. */
export async function packageStream(
  storage: Storage,
  dir: string,
  onProgress?: (fraction: number) => void,
): Promise<PackagedStream> {
  const stream = await readPlainStream(dir);
  const prefix = newKey('hls');
  const previewKey = randomBytes(16).toString('hex');
  const fullKey = randomBytes(16).toString('hex');
  const first = stream.renditions[0]!;
  let previewSegments = 0;
  let t = 0;
  while (previewSegments < first.segments.length && t < PREVIEW_KEY_SECONDS) {
    t += first.segments[previewSegments]!;
    previewSegments++;
  }
  const total = stream.renditions.reduce((n, r) => n + r.segments.length, 0);
  let done = 0;
  for (const r of stream.renditions) {
    for (let i = 0; i < r.segments.length; i++) {
      const plain = await readFile(path.join(dir, r.name, `${i}.ts`));
      const key = i < previewSegments ? previewKey : fullKey;
      await storage.put(segmentKey(prefix, r.name, i), encryptSegment(plain, key, i));
      done++;
      onProgress?.(done / total);
    }
  }
  return {
    prefix,
    duration: stream.duration,
    renditions: stream.renditions.map((r) => ({ ...r })),
    previewSegments,
    previewKey,
    fullKey,
  };
}
