// The download manager against IndexedDB (fake-indexeddb) with the network stubbed: a video is
// saved part by part, paused after the part in flight and resumed where it stopped; a saved copy
// opens until its licence runs out; the check online renews the licence, deletes what the
// server now refuses and keeps everything when the server cannot be asked.
import { ResultCode } from '@lld/protocol/result-codes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall } from '@/lib/api/client';
import { OFFLINE_COPY_MS } from './licence';
import {
  DownloadError,
  dueForCheck,
  getDownload,
  openSavedVideo,
  pauseDownload,
  RECHECK_EVERY_MS,
  recheckDownloads,
  removeDownload,
  resumeDownload,
  startDownload,
  subscribeDownloads,
} from './manager';
import { getPart, putItem } from './store';

vi.mock('@/lib/runtime-config', () => ({
  getRuntimeConfig: () => ({
    apiBase: '/api',
    signKey: 'sign-key',
    dataKey: '0'.repeat(64),
    imageKey: 'image-key',
    encrypt: false,
  }),
  apiOrigin: () => '',
}));
vi.mock('@/lib/api/client', async (original) => ({
  ...(await original<typeof import('@/lib/api/client')>()),
  apiCall: vi.fn(),
}));

const MASTER = `#EXTM3U
#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360
https://a.test/api/app/media/h5/m3u8/{id}/360p.m3u8?tk=T
#EXT-X-STREAM-INF:BANDWIDTH=2400000,RESOLUTION=1280x720
https://a.test/api/app/media/h5/m3u8/{id}/720p.m3u8?tk=T
`;
const VARIANT = `#EXTM3U
#EXT-X-TARGETDURATION:4
#EXT-X-KEY:METHOD=AES-128,URI="/api/app/media/h5/key/{id}/f?tk=T"
#EXTINF:4.000,
https://v.test/files/hls/{id}/720p/0.ts
#EXTINF:4.000,
https://v.test/files/hls/{id}/720p/1.ts
#EXTINF:4.000,
https://v.test/files/hls/{id}/720p/2.ts
#EXT-X-ENDLIST
`;

/** Segment fetches that wait for the test: path → release. */
const held = new Map<string, () => void>();
let holdPaths = new Set<string>();
const fetched: string[] = [];
const licenceEnd = () => Math.floor((Date.now() + OFFLINE_COPY_MS) / 1000);
/** What `media/cache` answers for video `id`. */
const cacheAnswer = (id: number) => ({
  id,
  title: '',
  duration: 12,
  renditions: [],
  expiresAt: licenceEnd(),
});
/** `apiCall` answering `media/cache` through `answer` (by the video's id). */
const cacheCalls = (answer: (id: number) => ReturnType<typeof cacheAnswer>) =>
  vi
    .mocked(apiCall)
    .mockImplementation((async (_call: unknown, body: { id: number }) =>
      answer(body.id)) as unknown as typeof apiCall);

beforeEach(() => {
  held.clear();
  holdPaths = new Set();
  fetched.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'https://a.test/');
      const id = /\/(\d+)(?:\/|\?|$)/.exec(url.pathname)?.[1] ?? '0';
      fetched.push(url.pathname);
      if (holdPaths.has(url.pathname)) await new Promise<void>((r) => held.set(url.pathname, r));
      if (url.pathname.endsWith('/720p.m3u8')) return new Response(VARIANT.replaceAll('{id}', id));
      if (url.pathname.endsWith('.m3u8')) return new Response('');
      if (url.pathname.includes('/key/')) return new Response(new Uint8Array(16));
      if (url.pathname.endsWith('.ts')) return new Response(new Uint8Array(188 * 4));
      return new Response(MASTER.replaceAll('{id}', id));
    }),
  );
  // The master playlist is the signed stream path of the video.
  cacheCalls(cacheAnswer);
  URL.createObjectURL = vi.fn(() => `blob:${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const video = (id: number) => ({ kind: 'video' as const, id, title: `视频 ${id}`, cover: '' });
const status = async (key: string) => (await getDownload(key))?.status;

describe('download manager', () => {
  it('saves every key and segment of one rendition as served, with a licence', async () => {
    await startDownload(video(11));
    await vi.waitFor(async () => expect(await status('video:11')).toBe('done'));
    const item = (await getDownload('video:11'))!;
    expect(item).toMatchObject({ parts: 4, done: 4, segments: 3, bytes: 16 + 3 * 752 });
    expect(item.template).toContain('lld-part:0');
    expect(item.expiresAt! - Date.now()).toBeGreaterThan(OFFLINE_COPY_MS - 5000);
    expect(fetched.filter((p) => p.includes('360p'))).toEqual([]);
    expect((await getPart('video:11', 3))?.size).toBe(752);
    const saved = await openSavedVideo('video:11');
    expect(typeof saved.url).toBe('string');
    saved.release();
  });

  it('pauses after the part in flight and resumes at the first part not stored', async () => {
    holdPaths = new Set(['/files/hls/12/720p/1.ts']);
    await startDownload(video(12));
    await vi.waitFor(() => expect(held.has('/files/hls/12/720p/1.ts')).toBe(true));
    await pauseDownload('video:12');
    // The run ends once the part in flight arrives (the queue tells its listeners).
    const ended = new Promise<void>((resolve) => {
      const off = subscribeDownloads(() => {
        off();
        resolve();
      });
    });
    held.get('/files/hls/12/720p/1.ts')!();
    await ended;
    // Paused: the part that was in flight is not stored, nothing more is fetched.
    expect(await getDownload('video:12')).toMatchObject({ status: 'paused', done: 2 });
    expect(await getPart('video:12', 2)).toBeUndefined();
    expect(fetched).not.toContain('/files/hls/12/720p/2.ts');

    holdPaths = new Set();
    fetched.length = 0;
    await resumeDownload('video:12');
    await vi.waitFor(async () => expect(await status('video:12')).toBe('done'));
    // A fresh plan (signed URLs expire), then only what was missing.
    expect(fetched.filter((p) => p.endsWith('.ts'))).toEqual([
      '/files/hls/12/720p/1.ts',
      '/files/hls/12/720p/2.ts',
    ]);
    expect((await getDownload('video:12'))?.done).toBe(4);
  });

  it('a video the user may not keep fails to plan as not entitled', async () => {
    vi.mocked(apiCall).mockRejectedValue(new ApiError(ResultCode.NEEDS_ENTITLEMENT, 'needs_vip'));
    await startDownload(video(13));
    await vi.waitFor(async () => expect(await status('video:13')).toBe('failed'));
    expect((await getDownload('video:13'))?.error).toBe('notEntitled');
    expect(fetched).toEqual([]);
    await removeDownload('video:13');
    expect(await getDownload('video:13')).toBeUndefined();
  });

  it('does not open a copy whose licence ran out, and checks it at once', async () => {
    await startDownload(video(14));
    await vi.waitFor(async () => expect(await status('video:14')).toBe('done'));
    const item = (await getDownload('video:14'))!;
    await putItem({ ...item, expiresAt: Date.now() - 1 });
    await expect(openSavedVideo('video:14')).rejects.toMatchObject({ reason: 'expired' });
    expect(dueForCheck({ ...item, expiresAt: Date.now() - 1 }, Date.now())).toBe(true);
    expect(dueForCheck(item, Date.now())).toBe(false);
    expect(dueForCheck(item, item.checkedAt + RECHECK_EVERY_MS)).toBe(true);

    // Online again, still entitled: renewed, opens again.
    expect(await recheckDownloads()).toEqual([]);
    expect((await getDownload('video:14'))!.expiresAt).toBeGreaterThan(Date.now());
    await expect(openSavedVideo('video:14')).resolves.toBeDefined();
  });

  it('the check online deletes what the server refuses and keeps all on a network failure', async () => {
    for (const id of [15, 16]) {
      await startDownload(video(id));
      await vi.waitFor(async () => expect(await status(`video:${id}`)).toBe('done'));
    }
    const later = Date.now() + RECHECK_EVERY_MS + 1;

    vi.mocked(apiCall).mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await recheckDownloads(later)).toEqual([]);
    expect(await status('video:15')).toBe('done');

    cacheCalls((id) => {
      if (id === 15) throw new ApiError(ResultCode.NEEDS_ENTITLEMENT, 'needs_vip');
      return cacheAnswer(id);
    });
    expect(await recheckDownloads(later)).toEqual(['video:15']);
    expect(await getDownload('video:15')).toBeUndefined();
    expect(await getPart('video:15', 0)).toBeUndefined();
    expect((await getDownload('video:16'))?.checkedAt).toBe(later);
    await expect(openSavedVideo('video:15')).rejects.toBeInstanceOf(DownloadError);
  });
});
