import { endpoints } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { appRoute } from '../../http/app-route.ts';

/** Picture sets (contentType 7) and reserved listings (contentType 8), issue 6. */
export async function galleryRoutes(app: FastifyInstance): Promise<void> {
  const { gallery } = app.services;
  appRoute(app, endpoints.contentList, async ({ body }) =>
    gallery.list(body.contentType, { page: body.page, pageSize: body.pageSize }),
  );
  // content/info is registered once, by the media module, which hands 7 and 8 to gallery.info.
  appRoute(app, endpoints.contentPay, async ({ body, user }) =>
    gallery.pay(body.contentType, body.id, user.id),
  );
}
