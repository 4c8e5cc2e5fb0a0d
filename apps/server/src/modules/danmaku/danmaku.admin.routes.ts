import { DANMAKU_LIMITS } from '@lld/protocol/api/danmaku';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOk as ok, adminSchema as schema } from '../../http/admin-route.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
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
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/danmaku',
    {
      schema: schema('Danmaku, newest first (or most reported), by video and/or user and status', {
        querystring: listQuery,
      }),
    },
    async (req, reply) => ok(reply, await danmaku.adminList(req.query)),
  );
  r.post(
    '/danmaku/:id/hide',
    {
      schema: schema('Hide a danmaku (hidden: true) or show it again and clear its reports (false)', {
        params: z.object({ id }),
        body: z.object({ hidden: z.boolean() }),
      }),
    },
    async (req, reply) => ok(reply, await danmaku.setHidden(req.params.id, req.body.hidden)),
  );
  r.delete(
    '/danmaku/:id',
    { schema: schema('Delete one danmaku', { params: z.object({ id }) }) },
    async (req, reply) => ok(reply, await danmaku.adminDelete({ id: req.params.id })),
  );
  r.post(
    '/danmaku/delete',
    { schema: schema('Delete every danmaku of a video and/or of a user', { body: deleteBy }) },
    async (req, reply) => ok(reply, await danmaku.adminDelete(req.body)),
  );
  r.get('/danmaku/words', { schema: schema('The moderation word list', {}) }, async (_req, reply) =>
    ok(reply, { words: await danmaku.words() }),
  );
  r.put(
    '/danmaku/words',
    {
      schema: schema('Replace the moderation word list (a danmaku containing one is refused)', {
        body: wordsInput,
      }),
    },
    async (req, reply) => ok(reply, { words: await danmaku.setWords(req.body.words) }),
  );
}
