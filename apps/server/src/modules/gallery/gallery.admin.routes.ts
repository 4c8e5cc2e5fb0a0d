import {
  adminContentListQuery,
  adminGalleryInput,
  adminGalleryPatch,
  adminImageOrder,
  adminPublishRequest,
} from '@lld/protocol/api/content-admin';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { acceptRawBodies, rawBytes } from '../../http/admin-images.ts';
import { adminRoutes, audited, coverRoutes, idParams, imageIndexParams } from '../../http/admin-route.ts';
import type { GalleryAdmin } from './gallery.admin.ts';

const listQuery = adminContentListQuery.extend({
  contentType: z.coerce
    .number()
    .int()
    .refine((n): n is 7 | 8 => n === 7 || n === 8, '7 (picture sets) or 8 (listings)')
    .optional(),
});

/**
 * Operator API of picture sets (7) and reserved listings (8) under `/api/admin/gallery` (content
 * role, module default): items in any state (draft → publish), their fields, cover and pictures
 * uploaded one per call as raw `application/octet-stream`, removed and reordered. Every change
 * puts the item as it was into the audit entry (`auditBefore`).
 */
export async function galleryAdminRoutes(app: FastifyInstance, gallery: GalleryAdmin): Promise<void> {
  const admin = adminRoutes(app);
  acceptRawBodies(app);

  admin.get(
    '/gallery',
    {
      summary: 'Picture sets and listings in any state, newest first; q is an id or part of a title',
      querystring: listQuery,
    },
    (req) => gallery.list(req.query),
  );
  admin.post(
    '/gallery',
    { summary: 'Add a picture set (7) or a listing (8): a draft until published', body: adminGalleryInput },
    (req) => gallery.create(req.body),
  );
  admin.get('/gallery/:id', { summary: 'One picture set or listing', params: idParams }, (req) =>
    gallery.item(req.params.id),
  );
  admin.put(
    '/gallery/:id',
    {
      summary:
        'Change a picture set or listing: title, description, tags, preview count, city, contact, access, price',
      params: idParams,
      body: adminGalleryPatch,
    },
    (req) => audited(req, gallery.patch(req.params.id, req.body)),
  );
  admin.post(
    '/gallery/:id/state',
    { summary: 'Publish (needs a picture) or unpublish', params: idParams, body: adminPublishRequest },
    (req) => audited(req, gallery.setPublished(req.params.id, req.body.published)),
  );
  coverRoutes(
    admin,
    '/gallery',
    { setCover: (id, bytes) => gallery.setCover(id, bytes), cover: (id) => gallery.cover(id), audited: true },
    {
      put: 'Replace the cover with an image (JPEG, PNG, WebP, GIF)',
      get: 'The cover (else the first picture), decoded',
    },
  );
  admin.post(
    '/gallery/:id/pictures',
    {
      summary: 'Add an image (JPEG, PNG, WebP, GIF) as the last picture; stored obfuscated',
      params: idParams,
    },
    (req) => audited(req, gallery.addPicture(req.params.id, rawBytes(req))),
  );
  admin.post(
    '/gallery/:id/pictures/order',
    {
      summary: 'Reorder the pictures: the current indexes in the new order',
      params: idParams,
      body: adminImageOrder,
    },
    (req) => audited(req, gallery.orderPictures(req.params.id, req.body.order)),
  );
  admin.image(
    '/gallery/:id/pictures/:index',
    { summary: 'One picture, decoded', params: imageIndexParams },
    (req) => gallery.picture(req.params.id, req.params.index),
  );
  admin.delete(
    '/gallery/:id/pictures/:index',
    { summary: 'Remove a picture (the later ones move up)', params: imageIndexParams },
    (req) => audited(req, gallery.deletePicture(req.params.id, req.params.index)),
  );
}
