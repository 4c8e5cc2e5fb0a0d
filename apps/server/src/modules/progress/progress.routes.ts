import { endpoints } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { appRoute } from '../../http/app-route.ts';

/** The continue shelf's PROTOCOL calls. */
export async function progressRoutes(app: FastifyInstance): Promise<void> {
  const { progress } = app.services;
  appRoute(app, endpoints.progressSync, async ({ body, user }) => ({
    list: await progress.sync(user.id, body.items),
  }));
  appRoute(app, endpoints.progressList, async ({ body, user }) => ({
    list: await progress.shelf(user.id, body.limit ?? 10),
  }));
}
