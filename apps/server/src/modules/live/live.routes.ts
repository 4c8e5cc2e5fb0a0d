import { endpoints } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { appRoute } from '../../http/app-route.ts';

/** Live TV calls: home, recommended, play (detail + guide), chat list and send. */
export async function liveRoutes(app: FastifyInstance): Promise<void> {
  const { live } = app.services;

  appRoute(app, endpoints.liveHome, async ({ body }) => live.home(body.category));
  appRoute(app, endpoints.liveRecommended, async () => ({ list: await live.recommended() }));
  appRoute(app, endpoints.livePlay, async ({ body, user }) => live.play(user?.id ?? null, body.id));
  appRoute(app, endpoints.liveChatList, async ({ body }) => ({
    list: await live.chatList(body.channelId, body.after),
  }));
  appRoute(app, endpoints.liveChatSend, async ({ body, user }) =>
    live.chatSend(user.id, body.channelId, body.text),
  );
}
