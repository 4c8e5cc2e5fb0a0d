import {
  adminChapterInput,
  adminChapterPatch,
  adminComicInput,
  adminComicPatch,
  adminContentListQuery,
  adminImageOrder,
  adminPublishRequest,
} from '@lld/protocol/api/content-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptRawBodies, rawBytes, sendImage } from '../../http/admin-images.ts';
import { idParams, adminOk as ok, adminSchema as schema } from '../../http/admin-route.ts';
import type { ComicsAdmin } from './comics.admin.ts';

const pageParams = z.object({
  id: z.coerce.number().int().positive(),
  index: z.coerce.number().int().min(0).max(999),
});

/**
 * Operator API of comics under `/api/admin/comics` (content role, module default): comics
 * (draft → publish), cover, chapters with access and price, page images uploaded one per call
 * as raw `application/octet-stream`, removed and reordered.
 */
export async function comicsAdminRoutes(app: FastifyInstance, admin: ComicsAdmin): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  acceptRawBodies(app);

  r.get(
    '/comics',
    {
      schema: schema('Comics in any state, newest first; q is an id or part of a title', {
        querystring: adminContentListQuery,
      }),
    },
    async (req, reply) => ok(reply, await admin.list(req.query)),
  );
  r.get('/comics/categories', { schema: schema('Comic categories', {}) }, async (_req, reply) =>
    ok(reply, { list: await admin.categories() }),
  );
  r.post(
    '/comics',
    { schema: schema('Add a comic (a draft until published)', { body: adminComicInput }) },
    async (req, reply) => ok(reply, await admin.create(req.body)),
  );
  r.get('/comics/:id', { schema: schema('One comic', { params: idParams }) }, async (req, reply) =>
    ok(reply, await admin.comic(req.params.id)),
  );
  r.put(
    '/comics/:id',
    {
      schema: schema('Change a comic: title, description, author, category, tags, finished', {
        params: idParams,
        body: adminComicPatch,
      }),
    },
    async (req, reply) => ok(reply, await admin.patch(req.params.id, req.body)),
  );
  r.post(
    '/comics/:id/state',
    {
      schema: schema('Publish (needs a chapter with pages) or unpublish a comic', {
        params: idParams,
        body: adminPublishRequest,
      }),
    },
    async (req, reply) => ok(reply, await admin.setPublished(req.params.id, req.body.published)),
  );
  r.put(
    '/comics/:id/cover',
    { schema: schema('Replace the cover with an image (JPEG, PNG, WebP, GIF)', { params: idParams }) },
    async (req, reply) => ok(reply, await admin.setCover(req.params.id, rawBytes(req))),
  );
  r.get(
    '/comics/:id/cover',
    { schema: schema('The cover, decoded (the app gets it obfuscated)', { params: idParams }) },
    async (req, reply) => sendImage(reply, await admin.cover(req.params.id)),
  );
  r.get(
    '/comics/:id/chapters',
    { schema: schema('The chapters of a comic, in order', { params: idParams }) },
    async (req, reply) => ok(reply, { list: await admin.chapters(req.params.id) }),
  );
  r.post(
    '/comics/:id/chapters',
    {
      schema: schema('Add a chapter after the last (free, vip or paid at a price)', {
        params: idParams,
        body: adminChapterInput,
      }),
    },
    async (req, reply) => ok(reply, await admin.addChapter(req.params.id, req.body)),
  );
  r.put(
    '/comics/chapters/:id',
    {
      schema: schema('Change a chapter: title, access, price', { params: idParams, body: adminChapterPatch }),
    },
    async (req, reply) => ok(reply, await admin.patchChapter(req.params.id, req.body)),
  );
  r.delete(
    '/comics/chapters/:id',
    { schema: schema('Delete a chapter and its pages (the later ones move up)', { params: idParams }) },
    async (req, reply) => ok(reply, await admin.deleteChapter(req.params.id)),
  );
  r.get(
    '/comics/chapters/:id/pages',
    { schema: schema('The pages of a chapter, in order', { params: idParams }) },
    async (req, reply) => ok(reply, { list: await admin.pages(req.params.id) }),
  );
  r.post(
    '/comics/chapters/:id/pages',
    {
      schema: schema('Add an image (JPEG, PNG, WebP, GIF) as the next page; stored obfuscated', {
        params: idParams,
      }),
    },
    async (req, reply) => ok(reply, { list: await admin.addPage(req.params.id, rawBytes(req)) }),
  );
  r.post(
    '/comics/chapters/:id/pages/order',
    {
      schema: schema('Reorder the pages: the current indexes in the new order', {
        params: idParams,
        body: adminImageOrder,
      }),
    },
    async (req, reply) => ok(reply, { list: await admin.orderPages(req.params.id, req.body.order) }),
  );
  r.get(
    '/comics/chapters/:id/pages/:index',
    { schema: schema('One page, decoded', { params: pageParams }) },
    async (req, reply) => sendImage(reply, await admin.page(req.params.id, req.params.index)),
  );
  r.delete(
    '/comics/chapters/:id/pages/:index',
    { schema: schema('Remove a page (the later ones move up)', { params: pageParams }) },
    async (req, reply) => ok(reply, { list: await admin.deletePage(req.params.id, req.params.index) }),
  );
}
