import { endpoints } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { appRoute, directRoute } from '../../http/app-route.ts';

export async function pingRoutes(app: FastifyInstance): Promise<void> {
  const { ping } = app.services;
  // Every app start's first call, cached: answered by the direct lane too (http/direct-lane.ts).
  directRoute(app, endpoints.pingConfig, ({ origin }) => ping.configText(origin));
  appRoute(app, endpoints.pingCheck, async () => ping.check());
  appRoute(app, endpoints.pingContact, async () => ping.contacts());
  appRoute(app, endpoints.pingAnnouncement, async ({ body }) => ping.announcements(body));
}
