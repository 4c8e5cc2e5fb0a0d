import { endpoints } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { appRoute } from '../../http/app-route.ts';

/** The message centre: list, unread counts, mark read. */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  const { messages } = app.services;

  appRoute(app, endpoints.messageList, async ({ body, user }) => messages.list(user.id, body));
  appRoute(app, endpoints.messageLatest, async ({ user }) => messages.latest(user.id));
  appRoute(app, endpoints.messageRead, async ({ body, user }) => messages.markRead(user.id, body));
}
