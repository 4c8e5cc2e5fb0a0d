import { type Message, messageStreamCall } from '@lld/protocol/api/messages';
import type { FastifyInstance } from 'fastify';
import { eventStreams, sessionHeartbeat, streamRouteOptions } from '../../http/event-stream.ts';

/**
 * Live delivery: `GET /api/app/message/stream` (Server-Sent Events, docs/decisions.md), with the
 * same `Authorization` token as every call. It first sends what came after `Last-Event-ID` (or
 * `?after=`), then every new message of that user; event ids are message ids, so a client that
 * reconnects from the last id it saw misses nothing and sees nothing twice.
 */
export async function messagesStream(app: FastifyInstance): Promise<void> {
  const { messages } = app.services;
  const streams = eventStreams(app);

  app.get<{ Querystring: { after?: string } }>(
    `/api${messageStreamCall.path}`,
    streamRouteOptions('required'),
    async (request, reply) => {
      const user = request.user;
      if (!user) return;
      await streams.open<Message>(request, reply, {
        subscribe: (push) =>
          messages.onSent((userId, m) => {
            if (userId === user.id) push(m);
          }),
        since: (after) => messages.since(user.id, after),
        frame: (m) => ({ id: m.id, event: 'message', data: m }),
        order: (a, b) => a.id - b.id,
        ...sessionHeartbeat(app, request),
      });
    },
  );
}
