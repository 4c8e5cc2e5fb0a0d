import { endpoints } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { appRoute } from '../../http/app-route.ts';

/** Feedback and customer service (endpoint, FAQ, chat). */
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const { support } = app.services;

  appRoute(app, endpoints.feedbackAdd, async ({ body, user }) => support.addFeedback(user.id, body));
  appRoute(app, endpoints.feedbackList, async ({ body, user }) => support.listFeedback(user.id, body));
  appRoute(app, endpoints.customGetEndpoint, async () => support.endpoint());
  appRoute(app, endpoints.aiCustomerServiceList, async ({ body }) => ({
    list: await support.faq(body.keyword),
  }));
  appRoute(app, endpoints.customChatList, async ({ body, user }) => support.chat(user.id, body));
  appRoute(app, endpoints.customChatSend, async ({ body, user }) => support.sendChat(user.id, body.text));
}
