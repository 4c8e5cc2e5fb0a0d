import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeImage } from '@lld/protocol/image-codec';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LocalStorage } from '../../../adapters/storage.ts';
import { makeTestClip } from '../../../test/clip.ts';
import { isCI, useTestDatabase } from '../../../test/harness.ts';
import { mediaJobs, mediaStreams, mediaVideos } from '../media.schema.ts';
import { ingest } from './ingest.ts';

const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0;
const tools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
const imageKey = 'test-image-key';
const dir = mkdtempSync(path.join(tmpdir(), 'lld-ingest-test-'));
const storage = new LocalStorage(path.join(dir, 'files'));
const h = useTestDatabase();

describe('ingest errors', () => {
  it('says so when ffmpeg is missing, and marks the job failed', async () => {
    const file = path.join(dir, 'any.mp4');
    writeFileSync(file, 'x');
    await expect(
      ingest(
        { source: file, title: '缺少工具' },
        { db: h.db.db, storage, imageKey, tools: { ffmpeg: '/no/ffmpeg', ffprobe: '/no/ffprobe' } },
      ),
    ).rejects.toThrow(/not found: install ffmpeg/);
    const [job] = await h.db.db.select().from(mediaJobs).orderBy(mediaJobs.id).limit(1);
    expect(job).toMatchObject({ status: 'failed' });
    expect(job!.error).toMatch(/install ffmpeg/);
  });

  it('refuses a missing file, a missing title and a paid video without a price', async () => {
    await expect(
      ingest({ source: path.join(dir, 'none.mp4'), title: 'x' }, { db: h.db.db, storage, imageKey, tools }),
    ).rejects.toThrow(/no such file/);
    const file = path.join(dir, 'a.mp4');
    writeFileSync(file, 'x');
    await expect(
      ingest({ source: file, title: ' ' }, { db: h.db.db, storage, imageKey, tools }),
    ).rejects.toThrow(/title/);
    await expect(
      ingest({ source: file, title: 't', access: 'paid' }, { db: h.db.db, storage, imageKey, tools }),
    ).rejects.toThrow(/price/);
  });
});

describe.skipIf(!hasFfmpeg && !isCI)('ingest with ffmpeg', () => {
  it('refuses a file that is not a video', async () => {
    const file = path.join(dir, 'notes.mp4');
    writeFileSync(file, 'just some text, not a video');
    await expect(
      ingest({ source: file, title: '文本' }, { db: h.db.db, storage, imageKey, tools }),
    ).rejects.toThrow(/not a video/);
  });

  it('turns a source into two encrypted renditions, a cover and a ready video, reporting progress', async () => {
    const file = path.join(dir, 'clip.mp4');
    makeTestClip(file);
    const stages: string[] = [];
    const result = await ingest(
      {
        source: file,
        title: '入库测试',
        access: 'paid',
        price: 500,
        previewSeconds: 2,
        tags: ['新片', '测试'],
        actor: '新演员',
        topic: '新专题',
      },
      { db: h.db.db, storage, imageKey, tools, onProgress: (p) => stages.push(p.stage) },
    );
    expect(result.renditions).toEqual(['360p', '180p']);
    expect(new Set(stages)).toEqual(new Set(['probe', 'transcode', 'cover', 'package', 'done']));
    const [video] = await h.db.db.select().from(mediaVideos).where(eq(mediaVideos.id, result.videoId));
    expect(video).toMatchObject({
      title: '入库测试',
      access: 'paid',
      price: 500,
      duration: 3,
      status: 'ready',
    });
    const cover = await storage.get(video!.cover.slice(1));
    const decoded = decodeImage(cover!, imageKey);
    expect([...decoded.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const [stream] = await h.db.db.select().from(mediaStreams).where(eq(mediaStreams.id, video!.streamId!));
    expect(stream!.renditions.map((r) => r.name)).toEqual(['360p', '180p']);
    expect(stream!.previewKey).not.toBe(stream!.fullKey);
    const seg = await storage.get(`${stream!.prefix}/360p/0.ts`);
    expect(seg![0]).not.toBe(0x47); // stored encrypted
    const [job] = await h.db.db.select().from(mediaJobs).where(eq(mediaJobs.id, result.jobId));
    expect(job).toMatchObject({ status: 'done', progress: 1, videoId: result.videoId });
  });
});
