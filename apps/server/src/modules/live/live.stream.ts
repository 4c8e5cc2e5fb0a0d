import { LIVE_CHAT_STREAM_PATH } from '@lld/protocol/api/live';
import type { FastifyInstance } from 'fastify';

/**
 * Live chat delivery: `GET /api/app/live/chat/stream?channelId=` (Server-Sent Events, as the
 * message stream: same `Authorization`, `Last-Event-ID` or `?after=` to catch up). Events:
 * `message` (a chat message, id = message id) and `delete` (an operator removed message `data.id`).
 */
export async function liveChatStream(app: FastifyInstance): Promise<void> {
  const { live, sessions } = app.services;
  const open = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const close of open) close();
  });

  app.get<{ Querystring: { after?: string; channelId?: string } }>(
    `/api${LIVE_CHAT_STREAM_PATH}`,
    { config: { auth: 'required', signature: false, envelope: false }, schema: { hide: true } },
    async (request, reply) => {
      const user = request.user;
      if (!user) return;
      const channelId = Number(request.query.channelId);
      if (!Number.isSafeInteger(channelId) || channelId <= 0)
        return reply.code(200).send({ code: 2000, msg: 'channelId: required' });
      const token = String(request.headers.authorization ?? '');
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
      const pending: Parameters<Parameters<typeof live.onChat>[0]>[0][] = [];
      let caughtUp = false;
      const write = (e: (typeof pending)[number]) => {
        if (e.type === 'delete') {
          if (e.channelId === channelId)
            res.write(`event: delete\ndata: ${JSON.stringify({ id: e.id })}\n\n`);
          return;
        }
        const m = e.message;
        if (m.channelId !== channelId || m.id <= after) return;
        after = m.id;
        res.write(`id: ${m.id}\nevent: message\ndata: ${JSON.stringify(m)}\n\n`);
      };
      const off = live.onChat((e) => {
        if (caughtUp) write(e);
        else pending.push(e);
      });
      // A fresh connection gets nothing old (the screen loads history with live/chat/list).
      if (after > 0)
        for (const message of await live.chatList(channelId, after)) write({ type: 'message', message });
      for (const e of pending) write(e);
      caughtUp = true;
      res.write(': open\n\n');

      const heartbeat = setInterval(async () => {
        if (!(await sessions.resolve(token))) return close();
        res.write(': ping\n\n');
      }, app.config.messageStreamCheckMs);
      heartbeat.unref();
      function close() {
        if (!open.delete(close)) return;
        clearInterval(heartbeat);
        off();
        res.end();
      }
      open.add(close);
      res.on('close', close);
    },
  );
}
