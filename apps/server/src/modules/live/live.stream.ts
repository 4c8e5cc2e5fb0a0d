import { LIVE_CHAT_STREAM_PATH } from '@lld/protocol/api/live';
import type { FastifyInstance } from 'fastify';
import { userEventStream } from '../../http/event-stream.ts';
import type { ChatEvent } from './live.service.ts';

/**
 * Live chat delivery: `GET /api/app/live/chat/stream?channelId=` (Server-Sent Events, as the
 * message stream: same `Authorization`, `Last-Event-ID` or `?after=` to catch up). Events:
 * `message` (a chat message, id = message id) and `delete` (an operator removed message `data.id`).
 */
export async function liveChatStream(app: FastifyInstance): Promise<void> {
  const { live } = app.services;
  userEventStream<ChatEvent, { after?: string; channelId?: string }>(
    app,
    LIVE_CHAT_STREAM_PATH,
    (request, _user, reply) => {
      const channelId = Number(request.query.channelId);
      if (!Number.isSafeInteger(channelId) || channelId <= 0) {
        reply.code(200).send({ code: 2000, msg: 'channelId: required' });
        return null;
      }
      return {
        subscribe: (push) => live.onChannelChat(channelId, push),
        // A fresh connection gets nothing old (the screen loads history with live/chat/list).
        since: async (after) =>
          after > 0
            ? (await live.chatList(channelId, after)).map((message) => ({
                type: 'message' as const,
                message,
              }))
            : [],
        // Events come from this channel only (onChannelChat), catching up included.
        frame: (e) =>
          e.type === 'delete'
            ? { event: 'delete', data: { id: e.id } }
            : { id: e.message.id, event: 'message', data: e.message },
      };
    },
  );
}
