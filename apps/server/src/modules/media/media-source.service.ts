import { createDecipheriv } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage.ts';
import { segmentIv } from '../../crypto/hls.ts';
import type { Database } from '../../db/database.ts';
import { segmentKey } from './delivery.ts';
import { mediaStreams, mediaVideos, type StoredRendition } from './media.schema.ts';

/** The tallest rendition a live channel reads from a library video (it scales down itself). */
const SOURCE_MAX_HEIGHT = 720;

/**
 * A library video as the plain (decrypted) HLS of one rendition on this server's disk, for
 * consumers that read it with ffmpeg (a live channel looping a video from the library, issue 15).
 * Storage may be a bucket and its segments are encrypted, so the copy is made once per stream
 * under `dir/video-<id>-s<streamId>/` and reused; a new stream of the video makes a new copy.
 */
export class MediaSourceService {
  constructor(
    private readonly db: Database,
    private readonly storage: Storage,
  ) {}

  async #stream(videoId: number) {
    const [row] = await this.db
      .select({ stream: mediaStreams, status: mediaVideos.status })
      .from(mediaVideos)
      .innerJoin(mediaStreams, eq(mediaStreams.id, mediaVideos.streamId))
      .where(eq(mediaVideos.id, videoId));
    return row && row.status !== 'processing' && row.status !== 'failed' ? row.stream : null;
  }

  /** Whether the video exists with an encoded stream. */
  async hasStream(videoId: number): Promise<boolean> {
    return !!(await this.#stream(videoId));
  }

  /** The path of the video's plain playlist under `dir` (copied on first use); null without a stream. */
  async plainPlaylist(videoId: number, dir: string): Promise<string | null> {
    const stream = await this.#stream(videoId);
    if (!stream) return null;
    const out = path.join(dir, `video-${videoId}-s${stream.id}`);
    const playlist = path.join(out, 'index.m3u8');
    if (existsSync(playlist)) return playlist;
    const rendition = pickRendition(stream.renditions);
    if (!rendition) return null;
    const tmp = `${out}.tmp-${process.pid}-${Date.now()}`;
    await mkdir(tmp, { recursive: true });
    try {
      for (let i = 0; i < rendition.segments.length; i++) {
        const bytes = await this.storage.get(segmentKey(stream.prefix, rendition.name, i));
        if (!bytes) return null;
        const key = i < stream.previewSegments ? stream.previewKey : stream.fullKey;
        const d = createDecipheriv('aes-128-cbc', Buffer.from(key, 'hex'), segmentIv(i));
        await writeFile(path.join(tmp, `${i}.ts`), Buffer.concat([d.update(bytes), d.final()]));
      }
      const target = Math.ceil(Math.max(...rendition.segments));
      const lines = [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        `#EXT-X-TARGETDURATION:${target}`,
        '#EXT-X-MEDIA-SEQUENCE:0',
      ];
      for (const [i, s] of rendition.segments.entries()) lines.push(`#EXTINF:${s.toFixed(6)},`, `${i}.ts`);
      lines.push('#EXT-X-ENDLIST', '');
      await writeFile(path.join(tmp, 'index.m3u8'), lines.join('\n'));
      await rm(out, { recursive: true, force: true });
      await rename(tmp, out);
      return playlist;
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }
}

/** The tallest rendition up to SOURCE_MAX_HEIGHT, else the smallest. */
function pickRendition(renditions: readonly StoredRendition[]): StoredRendition | undefined {
  const sorted = [...renditions].sort((a, b) => a.height - b.height);
  return sorted.filter((r) => r.height <= SOURCE_MAX_HEIGHT).pop() ?? sorted[0];
}
