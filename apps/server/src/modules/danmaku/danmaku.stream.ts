import { danmakuStreamCall } from '@lld/protocol/api/danmaku';
import type { FastifyInstance } from 'fastify';
import { eventStreams, streamRouteOptions } from '../../http/event-stream.ts';
import { StreamGroups } from '../../http/stream-groups.ts';
import type { DanmakuEvent } from './danmaku.service.ts';

/** Seconds between keep-alive comments on an idle feed (proxies close silent connections). */
const PING_MS = 25_000;

/**
 * Live danmaku for the people watching one video: `GET /api/app/danmaku/stream?videoId=N`
 * (Server-Sent Events, built like the message stream of issue 14; docs/decisions.md). A token
 * is optional (guests watch too; it only marks the viewer's own). It first sends what came
 * after `Last-Event-ID` (or `?after=`; at most 100), then every new danmaku of that video as
 * `event: danmaku` with the danmaku id as event id, and `event: remove` when one is deleted or
 * hidden. Streams are grouped by video, so a post reaches only that video's viewers.
 */
export async function danmakuStream(app: FastifyInstance): Promise<void> {
  const { danmaku } = app.services;
  const streams = eventStreams(app);
  const byVideo = new StreamGroups<number, DanmakuEvent>();
  const off = danmaku.onEvent((e) => byVideo.emit(e.videoId, e));
  app.addHook('onClose', async () => off());

  app.get<{ Querystring: { videoId?: string; after?: string } }>(
    `/api${danmakuStreamCall.path}`,
    streamRouteOptions('optional'),
    async (request, reply) => {
      const videoId = Number(request.query.videoId);
      if (!Number.isSafeInteger(videoId) || videoId <= 0 || videoId > 2_147_483_647)
        return reply.send({ code: 2000, msg: 'videoId: a positive integer' });
      const viewer = request.user?.id ?? null;
      await streams.open<DanmakuEvent>(request, reply, {
        subscribe: (push) => byVideo.add(videoId, push),
        since: async (after) =>
          after > 0
            ? (await danmaku.since(videoId, after)).map((item) => ({
                type: 'danmaku' as const,
                videoId,
                item,
              }))
            : [],
        frame: (e) =>
          e.type === 'remove'
            ? { event: 'remove', data: { id: e.id } }
            : {
                id: e.item.id,
                event: 'danmaku',
                data: { ...e.item, mine: viewer !== null && e.item.userId === viewer },
              },
        heartbeatMs: PING_MS,
      });
    },
  );
}
