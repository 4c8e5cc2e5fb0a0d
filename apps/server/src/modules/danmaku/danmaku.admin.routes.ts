import { DANMAKU_LIMITS } from '@lld/protocol/api/danmaku';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPageQuery, adminRoutes } from '../../http/admin-route.ts';
import { danmaku as danmakuTable } from './danmaku.schema.ts';

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

/**
 * Operator API of danmaku (under `/api/admin`): review, hide, delete (one, a video's, a user's),
 * words. Each change's audit entry has the danmaku (or the word list) as it was.
 */
export async function danmakuAdminRoutes(app: FastifyInstance): Promise<void> {
  const { danmaku } = app.services;
  const admin = adminRoutes(app);
  /** The danmaku a change touches, as they are (at most 500 in the audit entry). */
  const touched = async (by: {
    id?: number | undefined;
    videoId?: number | undefined;
    userId?: number | undefined;
  }) => {
    const conds: SQL[] = [];
    if (by.id) conds.push(eq(danmakuTable.id, by.id));
    if (by.videoId) conds.push(eq(danmakuTable.videoId, by.videoId));
    if (by.userId) conds.push(eq(danmakuTable.userId, by.userId));
    const rows = await app.db
      .select({
        id: danmakuTable.id,
        videoId: danmakuTable.videoId,
        userId: danmakuTable.userId,
        text: danmakuTable.text,
        hidden: danmakuTable.hidden,
        reports: danmakuTable.reports,
      })
      .from(danmakuTable)
      .where(and(...conds))
      .limit(500);
    return by.id ? (rows[0] ?? null) : { danmaku: rows };
  };

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
      before: (req) => touched({ id: req.params.id }),
    },
    (req) => danmaku.setHidden(req.params.id, req.body.hidden),
  );
  admin.delete(
    '/danmaku/:id',
    {
      summary: 'Delete one danmaku',
      params: z.object({ id }),
      before: (req) => touched({ id: req.params.id }),
    },
    (req) => danmaku.adminDelete({ id: req.params.id }),
  );
  admin.post(
    '/danmaku/delete',
    {
      summary: 'Delete every danmaku of a video and/or of a user',
      body: deleteBy,
      before: (req) => touched(req.body),
    },
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
      before: async () => ({ words: await danmaku.words() }),
    },
    async (req) => ({ words: await danmaku.setWords(req.body.words) }),
  );
}
