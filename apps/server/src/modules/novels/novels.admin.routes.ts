import {
  adminBookInput,
  adminBookPatch,
  adminChapterPatch,
  adminContentListQuery,
  adminImportQuery,
  adminPublishRequest,
} from '@lld/protocol/api/content-admin';
import { BOOK_KINDS } from '@lld/protocol/api/novels';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptRawBodies, IMAGE_MAX_BYTES, rawBytes, sendImage } from '../../http/admin-images.ts';
import { idParams, adminOk as ok, adminSchema as schema } from '../../http/admin-route.ts';
import type { NovelsAdmin } from './novels.admin.ts';

/** A novel's text file or one audio track, at most. */
export const BOOK_FILE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Operator API of novels and audio books under `/api/admin/books` (content role, module
 * default): make a book (a draft), import a text file into chapters or add audio files as
 * tracks (raw `application/octet-stream`, one file per call), edit, publish, unpublish.
 */
export async function novelsAdminRoutes(app: FastifyInstance, admin: NovelsAdmin): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  acceptRawBodies(app, BOOK_FILE_MAX_BYTES);

  r.get(
    '/books',
    {
      schema: schema('Novels and audio books in any state, newest first', {
        querystring: adminContentListQuery.extend({ kind: z.enum(BOOK_KINDS).optional() }),
      }),
    },
    async (req, reply) => ok(reply, await admin.list(req.query)),
  );
  r.post(
    '/books',
    {
      schema: schema('Make a novel (kind text) or audio book (audio): a draft with a drawn cover', {
        body: adminBookInput,
      }),
    },
    async (req, reply) => ok(reply, await admin.create(req.body)),
  );
  r.get('/books/:id', { schema: schema('One book', { params: idParams }) }, async (req, reply) =>
    ok(reply, await admin.book(req.params.id)),
  );
  r.put(
    '/books/:id',
    {
      schema: schema('Change a book: title, author, narrator, category, description, finished', {
        params: idParams,
        body: adminBookPatch,
      }),
    },
    async (req, reply) => ok(reply, await admin.patch(req.params.id, req.body)),
  );
  r.delete(
    '/books/:id',
    { schema: schema('Delete an unpublished book with its chapters', { params: idParams }) },
    async (req, reply) => ok(reply, await admin.remove(req.params.id)),
  );
  r.post(
    '/books/:id/state',
    {
      schema: schema('Publish (needs chapters) or unpublish a book', {
        params: idParams,
        body: adminPublishRequest,
      }),
    },
    async (req, reply) => ok(reply, await admin.setPublished(req.params.id, req.body.published)),
  );
  r.post(
    '/books/:id/text',
    {
      bodyLimit: BOOK_FILE_MAX_BYTES + 1024,
      schema: schema(
        "Import a novel's text file (UTF-8 or GBK): split at its headings (第N章 …) into chapters after the last",
        { params: idParams, querystring: adminImportQuery },
      ),
    },
    async (req, reply) => ok(reply, await admin.importText(req.params.id, rawBytes(req), req.query)),
  );
  r.post(
    '/books/:id/tracks',
    {
      bodyLimit: BOOK_FILE_MAX_BYTES + 1024,
      schema: schema('Add an audio file (wav, mp3, m4a, aac, ogg) as the next track of an audio book', {
        params: idParams,
        querystring: adminImportQuery,
      }),
    },
    async (req, reply) => ok(reply, await admin.addTrack(req.params.id, rawBytes(req), req.query)),
  );
  r.get(
    '/books/:id/chapters',
    { schema: schema('The chapters or tracks of a book, in order', { params: idParams }) },
    async (req, reply) => ok(reply, { list: await admin.chapters(req.params.id) }),
  );
  r.put(
    '/books/chapters/:id',
    {
      schema: schema('Change a chapter or track: title, access, price', {
        params: idParams,
        body: adminChapterPatch,
      }),
    },
    async (req, reply) => ok(reply, await admin.patchChapter(req.params.id, req.body)),
  );
  r.put(
    '/books/:id/cover',
    {
      bodyLimit: IMAGE_MAX_BYTES + 1024,
      schema: schema('Replace the drawn cover with an image (JPEG, PNG, WebP, GIF)', { params: idParams }),
    },
    async (req, reply) => ok(reply, await admin.setCover(req.params.id, rawBytes(req))),
  );
  r.get(
    '/books/:id/cover',
    { schema: schema('The cover, decoded', { params: idParams }) },
    async (req, reply) => sendImage(reply, await admin.cover(req.params.id)),
  );
}
