import { endpoints } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { appRoute } from '../../http/app-route.ts';

/** Danmaku PROTOCOL calls. */
export async function danmakuRoutes(app: FastifyInstance): Promise<void> {
  const { danmaku } = app.services;
  appRoute(app, endpoints.danmakuList, async ({ body, user }) => danmaku.list(user?.id ?? null, body));
  appRoute(app, endpoints.danmakuSend, async ({ body, user }) => danmaku.send(user.id, body));
  appRoute(app, endpoints.danmakuDelete, async ({ body, user }) => danmaku.removeOwn(user.id, body.id));
  appRoute(app, endpoints.danmakuReport, async ({ body, user }) =>
    danmaku.report(user.id, body.id, body.reason),
  );
}
