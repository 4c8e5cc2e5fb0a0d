import { LIVE_CHAT_STREAM_PATH } from '@lld/protocol/api/live';
import type { FastifyInstance } from 'fastify';
import { eventStreams, sessionHeartbeat, streamRouteOptions } from '../../http/event-stream.ts';
import type { ChatEvent } from './live.service.ts';

/**
 * Live chat delivery: `GET /api/app/live/chat/stream?channelId=` (Server-Sent Events, as the
 * message stream: same `Authorization`, `Last-Event-ID` or `?after=` to catch up). Events:
 * `message` (a chat message, id = message id) and `delete` (an operator removed message `data.id`).
 */
export async function liveChatStream(app: FastifyInstance): Promise<void> {
  const { live } = app.services;
  const streams = eventStreams(app);

  app.get<{ Querystring: { after?: string; channelId?: string } }>(
    `/api${LIVE_CHAT_STREAM_PATH}`,
    streamRouteOptions('required'),
    async (request, reply) => {
      const user = request.user;
      if (!user) return;
      const channelId = Number(request.query.channelId);
      if (!Number.isSafeInteger(channelId) || channelId <= 0)
        return reply.code(200).send({ code: 2000, msg: 'channelId: required' });
      await streams.open<ChatEvent>(request, reply, {
        subscribe: (push) => live.onChat(push),
        // A fresh connection gets nothing old (the screen loads history with live/chat/list).
        since: async (after) =>
          after > 0
            ? (await live.chatList(channelId, after)).map((message) => ({
                type: 'message' as const,
                message,
              }))
            : [],
        frame: (e) =>
          e.type === 'delete'
            ? e.channelId === channelId
              ? { event: 'delete', data: { id: e.id } }
              : null
            : e.message.channelId === channelId
              ? { id: e.message.id, event: 'message', data: e.message }
              : null,
        ...sessionHeartbeat(app, request),
      });
    },
  );
}
