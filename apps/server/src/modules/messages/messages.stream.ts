import { type Message, messageStreamCall } from '@lld/protocol/api/messages';
import type { FastifyInstance } from 'fastify';
import { userEventStream } from '../../http/event-stream.ts';

/**
 * Live delivery: `GET /api/app/message/stream` (Server-Sent Events, docs/decisions.md), with the
 * same `Authorization` token as every call. It first sends what came after `Last-Event-ID` (or
 * `?after=`), then every new message of that user; event ids are message ids, so a client that
 * reconnects from the last id it saw misses nothing and sees nothing twice.
 */
export async function messagesStream(app: FastifyInstance): Promise<void> {
  const { messages } = app.services;
  userEventStream<Message, { after?: string }>(app, messageStreamCall.path, (_request, user) => ({
    subscribe: (push) => messages.onSentTo(user.id, push),
    since: (after) => messages.since(user.id, after),
    frame: (m) => ({ id: m.id, event: 'message', data: m }),
    order: (a, b) => a.id - b.id,
  }));
}
