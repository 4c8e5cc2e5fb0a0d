import { endpoints } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { appRoute } from '../../http/app-route.ts';
import { AdvertiseRepository } from './advertise.repository.ts';

export async function advertiseRoutes(app: FastifyInstance): Promise<void> {
  const repo = new AdvertiseRepository(app.db);
  appRoute(app, endpoints.advertiseClick, async ({ body }) => {
    const ad = await repo.click(body.id);
    if (!ad) throw AppError.notFound('no such ad');
    const href = [ad.href, ad.link, ad.jumpLink, ad.jumpUrl, ad.url].find((v) => v.trim() !== '') ?? '';
    return { id: ad.id, href };
  });
}
