import { adminAdInput, adminAdListQuery, adminAdOrder } from '@lld/protocol/api/content-admin';
import type { FastifyInstance } from 'fastify';
import { acceptRawBodies } from '../../http/admin-images.ts';
import { adminRoutes, audited, coverRoutes, idParams } from '../../http/admin-route.ts';
import type { AdsAdmin } from './advertise.admin.ts';

/**
 * Operator API of the ads under `/api/admin/ads` (content role, module default): banners of each
 * position (1..13, 40), icons of each location id (1..8) and the floating windows, made,
 * changed, reordered, given a picture (raw `application/octet-stream`), removed. Each change
 * drops the cached ping/config; its audit entry has the ad (or the order) as it was.
 */
export async function adsAdminRoutes(app: FastifyInstance, ads: AdsAdmin): Promise<void> {
  const admin = adminRoutes(app);
  acceptRawBodies(app);

  admin.get(
    '/ads',
    {
      summary:
        'Ads of every placement (or of one; banners of one position), in the order the app shows them; `live`: in the config now',
      querystring: adminAdListQuery,
    },
    async (req) => ({ list: await ads.list(req.query) }),
  );
  admin.post(
    '/ads',
    {
      summary: 'Add an ad: a banner at a position (1..13, 40), an icon (location 1..8), a floating window',
      body: adminAdInput,
    },
    (req) => ads.create(req.body),
  );
  admin.post(
    '/ads/order',
    { summary: 'Order the ads of one place: the ids given, first shown first', body: adminAdOrder },
    (req) => audited(req, ads.order(req.body.ids)),
  );
  admin.get(
    '/ads/:id',
    { summary: 'One ad of any placement (banner, icon, floating window)', params: idParams },
    (req) => ads.ad(req.params.id),
  );
  admin.put(
    '/ads/:id',
    {
      summary: 'Change an ad: placement, position or location, title, link, order, on/off, window',
      params: idParams,
      body: adminAdInput,
    },
    (req) => audited(req, ads.update(req.params.id, req.body)),
  );
  admin.delete('/ads/:id', { summary: 'Remove an ad and its picture', params: idParams }, (req) =>
    audited(req, ads.remove(req.params.id)),
  );
  coverRoutes(
    admin,
    '/ads',
    { setCover: (id, bytes) => ads.setCover(id, bytes), cover: (id) => ads.cover(id), audited: true },
    {
      put: 'Replace the ad picture with an image (JPEG, PNG, WebP, GIF)',
      get: 'The ad picture, decoded (the app gets it obfuscated)',
    },
  );
}
