import { listRequest } from '@lld/protocol/api/list';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { users } from '../../db/core.schema.ts';
import { rowsOf } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { circles, posts, reports } from './community.schema.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});
const reportTarget = z.object({ targetKind: z.enum(['post', 'comment']), id: z.number().int().positive() });
const circleInput = z.object({
  name: z.string().trim().min(1).max(40),
  description: z.string().max(1000).default(''),
  sort: z.number().int().min(-100_000).max(100_000).default(0),
});
const done = (data: unknown) => ({ code: 200, msg: 'ok', data });
/** A page of raw rows (one extra row asked for says there is more); epoch columns as numbers. */
const pageOfRows = (rows: Array<Record<string, unknown>>, q: z.infer<typeof pageQuery>, epoch: string) =>
  done({
    list: rows.slice(0, q.pageSize).map((r) => ({ ...r, [epoch]: Number(r[epoch]) })),
    hasMore: rows.length > q.pageSize,
    page: q.page,
    pageSize: q.pageSize,
  });

/**
 * Operator moderation under /api/admin (x-admin-key checked by the admin prefix's hook):
 * the review queue and the decision on one post.
 */
export async function communityAdminRoutes(app: FastifyInstance): Promise<void> {
  const { community, comments } = app.services;
  const db = app.db;

  /** Reported posts and comments, one row per target, most reported first. */
  app.get(
    '/community/reports',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reported posts and comments (grouped by target, with the reasons and the reported text)',
        querystring: pageQuery,
      },
    },
    async (request) => {
      const q = request.query as z.infer<typeof pageQuery>;
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select r.target_kind as "targetKind", r.target_id as "targetId", count(*)::int as reports,
            (array_agg(r.reason order by r.id desc))[1:5] as reasons,
            extract(epoch from max(r.created_at))::bigint as "lastAt",
            coalesce(p.text, c.text) as text, p.status as "postStatus",
            coalesce(p.user_id, c.user_id) as "authorId", u.nickname as "authorName",
            c.target_kind as "commentOnKind", c.target_id as "commentOnId"
          from reports r
            left join posts p on r.target_kind = 'post' and p.id = r.target_id
            left join comments c on r.target_kind = 'comment' and c.id = r.target_id
            left join users u on u.id = coalesce(p.user_id, c.user_id)
          where p.id is not null or c.id is not null
          group by r.target_kind, r.target_id, p.text, c.text, p.status, p.user_id, c.user_id, u.nickname,
            c.target_kind, c.target_id
          order by count(*) desc, max(r.id) desc
          limit ${q.pageSize + 1} offset ${(q.page - 1) * q.pageSize}`),
      );
      return pageOfRows(rows, q, 'lastAt');
    },
  );
  app.post(
    '/community/reports/dismiss',
    {
      schema: {
        tags: ['admin'],
        summary: "Dismiss a target's reports (the item stays as it is; a post's report count is reset)",
        body: reportTarget,
      },
    },
    async (request) => {
      const { targetKind, id } = request.body as z.infer<typeof reportTarget>;
      const gone = await db
        .delete(reports)
        .where(and(eq(reports.targetKind, targetKind), eq(reports.targetId, id)))
        .returning({ id: reports.id });
      if (targetKind === 'post') await db.update(posts).set({ reportCount: 0 }).where(eq(posts.id, id));
      return done({ targetKind, id, dismissed: gone.length });
    },
  );
  app.get(
    '/community/comments',
    {
      schema: {
        tags: ['admin'],
        summary: 'The newest comments on every target (posts, videos …), with their authors',
        querystring: pageQuery,
      },
    },
    async (request) => {
      const q = request.query as z.infer<typeof pageQuery>;
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select c.id, c.target_kind as "targetKind", c.target_id as "targetId", c.text, c.root_id as "rootId",
            c.user_id as "authorId", u.nickname as "authorName", extract(epoch from c.created_at)::bigint as "createdAt",
            (select count(*)::int from reports r where r.target_kind = 'comment' and r.target_id = c.id) as reports
          from comments c join users u on u.id = c.user_id
          order by c.id desc limit ${q.pageSize + 1} offset ${(q.page - 1) * q.pageSize}`),
      );
      return pageOfRows(rows, q, 'createdAt');
    },
  );
  app.delete(
    '/community/comments/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a comment (a top-level one with its replies) and its reports',
        params: idParams,
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const removed = await comments.remove(id);
      request.auditBefore = { text: removed.text };
      await db.delete(reports).where(and(eq(reports.targetKind, 'comment'), eq(reports.targetId, id)));
      return done(removed);
    },
  );
  app.delete(
    '/community/posts/:id',
    { schema: { tags: ['admin'], summary: 'Delete a post with its comments and reports', params: idParams } },
    async (request) => {
      const { id } = request.params as { id: number };
      const before = await db.transaction(async (tx) => {
        const [row] = await tx.delete(posts).where(eq(posts.id, id)).returning();
        if (!row) throw AppError.notFound('no such post');
        await comments.removeAllOf(tx, 'post', id);
        await tx.delete(reports).where(and(eq(reports.targetKind, 'post'), eq(reports.targetId, id)));
        return row;
      });
      request.auditBefore = { userId: before.userId, text: before.text, status: before.status };
      app.events.emit('content.changed', { kind: 'post', id });
      return done({ id });
    },
  );
  app.get(
    '/community/circles',
    { schema: { tags: ['admin'], summary: 'Every circle with its post count' } },
    async () =>
      done({
        list: rowsOf(
          await db.execute(sql`select c.id, c.name, c.description, c.sort,
          (select count(*)::int from posts p where p.circle_id = c.id) as "postCount"
          from circles c order by c.sort, c.id`),
        ),
      }),
  );
  app.post(
    '/community/circles',
    { schema: { tags: ['admin'], summary: 'Add a circle', body: circleInput } },
    async (request) => {
      const [row] = await db
        .insert(circles)
        .values(request.body as z.infer<typeof circleInput>)
        .returning();
      app.events.emit('content.changed', { kind: 'circle', id: row!.id });
      return done(row);
    },
  );
  app.put(
    '/community/circles/:id',
    { schema: { tags: ['admin'], summary: 'Change a circle', params: idParams, body: circleInput } },
    async (request) => {
      const { id } = request.params as { id: number };
      const [row] = await db
        .update(circles)
        .set(request.body as z.infer<typeof circleInput>)
        .where(eq(circles.id, id))
        .returning();
      if (!row) throw AppError.notFound('no such circle');
      app.events.emit('content.changed', { kind: 'circle', id });
      return done(row);
    },
  );

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
