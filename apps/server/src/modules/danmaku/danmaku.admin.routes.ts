import { DANMAKU_LIMITS } from '@lld/protocol/api/danmaku';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPageQuery, adminRoutes } from '../../http/admin-route.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const listQuery = adminPageQuery({ size: 20, maxSize: 50, maxPage: 100_000 }).extend({
  videoId: id.optional(),
  userId: id.optional(),
  status: z.enum(['all', 'visible', 'hidden', 'reported']).default('all'),
});
const deleteBy = z
  .object({ videoId: id.optional(), userId: id.optional() })
  .refine((b) => b.videoId !== undefined || b.userId !== undefined, {
    message: 'give a videoId or a userId',
    path: ['videoId'],
  });
const wordsInput = z.object({
  words: z.array(z.string().trim().min(1).max(DANMAKU_LIMITS.maxLength)).max(5000),
});

/** Operator API of danmaku (under `/api/admin`): review, hide, delete (one, a video's, a user's), words. */
export async function danmakuAdminRoutes(app: FastifyInstance): Promise<void> {
  const { danmaku } = app.services;
  const admin = adminRoutes(app);

  admin.get(
    '/danmaku',
    {
      summary: 'Danmaku, newest first (or most reported), by video and/or user and status',
      querystring: listQuery,
    },
    (req) => danmaku.adminList(req.query),
  );
  admin.post(
    '/danmaku/:id/hide',
    {
      summary: 'Hide a danmaku (hidden: true) or show it again and clear its reports (false)',
      params: z.object({ id }),
      body: z.object({ hidden: z.boolean() }),
    },
    (req) => danmaku.setHidden(req.params.id, req.body.hidden),
  );
  admin.delete('/danmaku/:id', { summary: 'Delete one danmaku', params: z.object({ id }) }, (req) =>
    danmaku.adminDelete({ id: req.params.id }),
  );
  admin.post(
    '/danmaku/delete',
    { summary: 'Delete every danmaku of a video and/or of a user', body: deleteBy },
    (req) => danmaku.adminDelete(req.body),
  );
  admin.get('/danmaku/words', { summary: 'The moderation word list' }, async () => ({
    words: await danmaku.words(),
  }));
  admin.put(
    '/danmaku/words',
    {
      summary: 'Replace the moderation word list (a danmaku containing one is refused)',
      body: wordsInput,
    },
    async (req) => ({ words: await danmaku.setWords(req.body.words) }),
  );
}
