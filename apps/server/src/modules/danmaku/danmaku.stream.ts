import { danmakuStreamCall } from '@lld/protocol/api/danmaku';
import type { FastifyInstance } from 'fastify';
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
  const byVideo = new Map<number, Set<(e: DanmakuEvent) => void>>();
  const open = new Set<() => void>();
  const off = danmaku.onEvent((e) => {
    for (const send of byVideo.get(e.videoId) ?? []) send(e);
  });
  app.addHook('onClose', async () => {
    off();
    for (const close of open) close();
  });

  app.get<{ Querystring: { videoId?: string; after?: string } }>(
    `/api${danmakuStreamCall.path}`,
    { config: { auth: 'optional', signature: false, envelope: false }, schema: { hide: true } },
    async (request, reply) => {
      const videoId = Number(request.query.videoId);
      if (!Number.isSafeInteger(videoId) || videoId <= 0 || videoId > 2_147_483_647)
        return reply.send({ code: 2000, msg: 'videoId: a positive integer' });
      const viewer = request.user?.id ?? null;
      const lastSeen = Number(request.headers['last-event-id'] ?? request.query.after ?? 0);
      let after = Number.isSafeInteger(lastSeen) && lastSeen > 0 ? lastSeen : 0;

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const write = (e: DanmakuEvent) => {
        if (e.type === 'remove') {
          res.write(`event: remove\ndata: ${JSON.stringify({ id: e.id })}\n\n`);
          return;
        }
        if (e.item.id <= after) return;
        after = e.item.id;
        const item = { ...e.item, mine: viewer !== null && e.item.userId === viewer };
        res.write(`id: ${item.id}\nevent: danmaku\ndata: ${JSON.stringify(item)}\n\n`);
      };

      // Buffer live events until the catch-up is written, so the order stays by id.
      const pending: DanmakuEvent[] = [];
      let caughtUp = false;
      const send = (e: DanmakuEvent) => {
        if (caughtUp) write(e);
        else pending.push(e);
      };
      const viewers = byVideo.get(videoId) ?? new Set();
      byVideo.set(videoId, viewers);
      viewers.add(send);
      if (after > 0)
        for (const item of await danmaku.since(videoId, after)) write({ type: 'danmaku', videoId, item });
      for (const e of pending) write(e);
      caughtUp = true;
      res.write(': open\n\n');

      const heartbeat = setInterval(() => res.write(': ping\n\n'), PING_MS);
      heartbeat.unref();
      function close() {
        if (!open.delete(close)) return;
        clearInterval(heartbeat);
        const set = byVideo.get(videoId);
        set?.delete(send);
        if (set?.size === 0) byVideo.delete(videoId);
        res.end();
      }
      open.add(close);
      res.on('close', close);
    },
  );
}
