import { listRequest } from '@lld/protocol/api/list';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { users } from '../../db/core.schema.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * Operator moderation under /api/admin (x-admin-key checked by the admin prefix's hook):
 * the review queue and the decision on one post.
 */
export async function communityAdminRoutes(app: FastifyInstance): Promise<void> {
  const { community } = app.services;
  app.post(
    '/community/posts/pending',
    { schema: { tags: ['admin'], summary: 'Posts waiting for review, oldest first', body: listRequest } },
    async (request) => ({
      code: 200,
      msg: 'ok',
      data: await community.pending(request.body as z.infer<typeof listRequest>),
    }),
  );
  app.post(
    '/community/posts/:id/review',
    {
      schema: {
        tags: ['admin'],
        summary: 'Publish or reject a post (note shown to its author)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ status: z.enum(['published', 'rejected']), note: z.string().max(200).default('') }),
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const { status, note } = request.body as { status: 'published' | 'rejected'; note: string };
      await community.review(id, status, note);
      return { code: 200, msg: 'ok', data: { id, status } };
    },
  );
  app.post(
    '/community/creators/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Operator-made creator account: the user stops being a guest, with this nickname',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ nickname: z.string().trim().min(1).max(40) }),
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const { nickname } = request.body as { nickname: string };
      const rows = await app.db
        .update(users)
        .set({ isGuest: false, nickname, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      if (rows.length === 0) throw AppError.notFound('no such user');
      return { code: 200, msg: 'ok', data: { id, nickname } };
    },
  );
}
