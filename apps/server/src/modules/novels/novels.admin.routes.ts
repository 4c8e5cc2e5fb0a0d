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
import { z } from 'zod';
import { acceptRawBodies, rawBytes } from '../../http/admin-images.ts';
import { adminRoutes, coverRoutes, idParams, rowBefore } from '../../http/admin-route.ts';
import type { NovelsAdmin } from './novels.admin.ts';
import { bookChapters } from './novels.schema.ts';

/** A novel's text file or one audio track, at most. */
export const BOOK_FILE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Operator API of novels and audio books under `/api/admin/books` (content role, module
 * default): make a book (a draft), import a text file into chapters or add audio files as
 * tracks (raw `application/octet-stream`, one file per call), edit, publish, unpublish. Each
 * change's audit entry has the book (with its chapter count) or the chapter as it was.
 */
export async function novelsAdminRoutes(app: FastifyInstance, n: NovelsAdmin): Promise<void> {
  const admin = adminRoutes(app);
  acceptRawBodies(app, BOOK_FILE_MAX_BYTES);
  const book = (req: { params: { id: number } }) => n.book(req.params.id);

  admin.get(
    '/books',
    {
      summary: 'Novels and audio books in any state, newest first',
      querystring: adminContentListQuery.extend({ kind: z.enum(BOOK_KINDS).optional() }),
    },
    (req) => n.list(req.query),
  );
  admin.post(
    '/books',
    {
      summary: 'Make a novel (kind text) or audio book (audio): a draft with a drawn cover',
      body: adminBookInput,
    },
    (req) => n.create(req.body),
  );
  admin.get('/books/:id', { summary: 'One book', params: idParams }, (req) => n.book(req.params.id));
  admin.put(
    '/books/:id',
    {
      summary: 'Change a book: title, author, narrator, category, description, finished',
      params: idParams,
      body: adminBookPatch,
      before: book,
    },
    (req) => n.patch(req.params.id, req.body),
  );
  admin.delete(
    '/books/:id',
    { summary: 'Delete an unpublished book with its chapters', params: idParams, before: book },
    (req) => n.remove(req.params.id),
  );
  admin.post(
    '/books/:id/state',
    {
      summary: 'Publish (needs chapters) or unpublish a book',
      params: idParams,
      body: adminPublishRequest,
      before: book,
    },
    (req) => n.setPublished(req.params.id, req.body.published),
  );
  admin.post(
    '/books/:id/text',
    {
      summary:
        "Import a novel's text file (UTF-8 or GBK): split at its headings (第N章 …) into chapters after the last",
      params: idParams,
      querystring: adminImportQuery,
      bodyLimit: BOOK_FILE_MAX_BYTES + 1024,
      before: book,
    },
    (req) => n.importText(req.params.id, rawBytes(req), req.query),
  );
  admin.post(
    '/books/:id/tracks',
    {
      summary: 'Add an audio file (wav, mp3, m4a, aac, ogg) as the next track of an audio book',
      params: idParams,
      querystring: adminImportQuery,
      bodyLimit: BOOK_FILE_MAX_BYTES + 1024,
      before: book,
    },
    (req) => n.addTrack(req.params.id, rawBytes(req), req.query),
  );
  admin.get(
    '/books/:id/chapters',
    { summary: 'The chapters or tracks of a book, in order', params: idParams },
    async (req) => ({ list: await n.chapters(req.params.id) }),
  );
  admin.put(
    '/books/chapters/:id',
    {
      summary: 'Change a chapter or track: title, access, price',
      params: idParams,
      body: adminChapterPatch,
      before: (req) => rowBefore(app.db, bookChapters, req.params.id, ['text']),
    },
    (req) => n.patchChapter(req.params.id, req.body),
  );
  coverRoutes(
    admin,
    '/books',
    n,
    { put: 'Replace the drawn cover with an image (JPEG, PNG, WebP, GIF)', get: 'The cover, decoded' },
    (id) => n.book(id),
  );
}
