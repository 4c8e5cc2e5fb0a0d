import { adminAdInput, adminAdListQuery } from '@lld/protocol/api/content-admin';
import type { FastifyInstance } from 'fastify';
import { acceptRawBodies } from '../../http/admin-images.ts';
import { adminRoutes, audited, coverRoutes, idParams } from '../../http/admin-route.ts';
import type { AdsAdmin } from './advertise.admin.ts';

/**
 * Operator API of the banner ads under `/api/admin/ads` (content role, module default): the ads
 * of each position (1..13, 40), made, changed, given a picture (raw `application/octet-stream`),
 * removed. Each change drops the cached ping/config; its audit entry has the ad as it was.
 */
export async function adsAdminRoutes(app: FastifyInstance, ads: AdsAdmin): Promise<void> {
  const admin = adminRoutes(app);
  acceptRawBodies(app);

  admin.get(
    '/ads',
    {
      summary:
        'Banner ads of every position (or of one), in the order the app shows them; `live`: in the config now',
      querystring: adminAdListQuery,
    },
    async (req) => ({ list: await ads.list(req.query.position) }),
  );
  admin.post('/ads', { summary: 'Add a banner ad at a position (1..13, 40)', body: adminAdInput }, (req) =>
    ads.create(req.body),
  );
  admin.get('/ads/:id', { summary: 'One banner ad', params: idParams }, (req) => ads.ad(req.params.id));
  admin.put(
    '/ads/:id',
    {
      summary: 'Change a banner ad: position, title, link, order, on/off, window',
      params: idParams,
      body: adminAdInput,
    },
    (req) => audited(req, ads.update(req.params.id, req.body)),
  );
  admin.delete('/ads/:id', { summary: 'Remove a banner ad and its picture', params: idParams }, (req) =>
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
