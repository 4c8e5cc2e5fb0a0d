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
import { acceptRawBodies, rawBytes } from '../../http/admin-images.ts';
import { adminRoutes, coverRoutes, idParams, imageIndexParams, rowBefore } from '../../http/admin-route.ts';
import type { ComicsAdmin } from './comics.admin.ts';
import { comicChapters } from './comics.schema.ts';

/**
 * Operator API of comics under `/api/admin/comics` (content role, module default): comics
 * (draft → publish), cover, chapters with access and price, page images uploaded one per call
 * as raw `application/octet-stream`, removed and reordered. Each change's audit entry has the
 * comic, the chapter or the chapter's pages as they were.
 */
export async function comicsAdminRoutes(app: FastifyInstance, c: ComicsAdmin): Promise<void> {
  const admin = adminRoutes(app);
  acceptRawBodies(app);
  const comic = (req: { params: { id: number } }) => c.comic(req.params.id);
  const chapter = (req: { params: { id: number } }) => rowBefore(app.db, comicChapters, req.params.id);
  const pages = async (req: { params: { id: number } }) => ({ pages: await c.pages(req.params.id) });

  admin.get(
    '/comics',
    {
      summary: 'Comics in any state, newest first; q is an id or part of a title',
      querystring: adminContentListQuery,
    },
    (req) => c.list(req.query),
  );
  admin.get('/comics/categories', { summary: 'Comic categories' }, async () => ({
    list: await c.categories(),
  }));
  admin.post('/comics', { summary: 'Add a comic (a draft until published)', body: adminComicInput }, (req) =>
    c.create(req.body),
  );
  admin.get('/comics/:id', { summary: 'One comic', params: idParams }, (req) => c.comic(req.params.id));
  admin.put(
    '/comics/:id',
    {
      summary: 'Change a comic: title, description, author, category, tags, finished',
      params: idParams,
      body: adminComicPatch,
      before: comic,
    },
    (req) => c.patch(req.params.id, req.body),
  );
  admin.post(
    '/comics/:id/state',
    {
      summary: 'Publish (needs a chapter with pages) or unpublish a comic',
      params: idParams,
      body: adminPublishRequest,
      before: comic,
    },
    (req) => c.setPublished(req.params.id, req.body.published),
  );
  coverRoutes(
    admin,
    '/comics',
    c,
    {
      put: 'Replace the cover with an image (JPEG, PNG, WebP, GIF)',
      get: 'The cover, decoded (the app gets it obfuscated)',
    },
    (id) => c.comic(id),
  );
  admin.get(
    '/comics/:id/chapters',
    { summary: 'The chapters of a comic, in order', params: idParams },
    async (req) => ({
      list: await c.chapters(req.params.id),
    }),
  );
  admin.post(
    '/comics/:id/chapters',
    {
      summary: 'Add a chapter after the last (free, vip or paid at a price)',
      params: idParams,
      body: adminChapterInput,
    },
    (req) => c.addChapter(req.params.id, req.body),
  );
  admin.put(
    '/comics/chapters/:id',
    {
      summary: 'Change a chapter: title, access, price',
      params: idParams,
      body: adminChapterPatch,
      before: chapter,
    },
    (req) => c.patchChapter(req.params.id, req.body),
  );
  admin.delete(
    '/comics/chapters/:id',
    { summary: 'Delete a chapter and its pages (the later ones move up)', params: idParams, before: chapter },
    (req) => c.deleteChapter(req.params.id),
  );
  admin.get(
    '/comics/chapters/:id/pages',
    { summary: 'The pages of a chapter, in order', params: idParams },
    async (req) => ({ list: await c.pages(req.params.id) }),
  );
  admin.post(
    '/comics/chapters/:id/pages',
    {
      summary: 'Add an image (JPEG, PNG, WebP, GIF) as the next page; stored obfuscated',
      params: idParams,
      before: pages,
    },
    async (req) => ({ list: await c.addPage(req.params.id, rawBytes(req)) }),
  );
  admin.post(
    '/comics/chapters/:id/pages/order',
    {
      summary: 'Reorder the pages: the current indexes in the new order',
      params: idParams,
      body: adminImageOrder,
      before: pages,
    },
    async (req) => ({ list: await c.orderPages(req.params.id, req.body.order) }),
  );
  admin.image(
    '/comics/chapters/:id/pages/:index',
    { summary: 'One page, decoded', params: imageIndexParams },
    (req) => c.page(req.params.id, req.params.index),
  );
  admin.delete(
    '/comics/chapters/:id/pages/:index',
    { summary: 'Remove a page (the later ones move up)', params: imageIndexParams, before: pages },
    async (req) => ({ list: await c.deletePage(req.params.id, req.params.index) }),
  );
}
