import { listRequest } from '@lld/protocol/api/list';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { users } from '../../db/core.schema.ts';
import { type Database, rowsOf } from '../../db/database.ts';
import { updateRow } from '../../db/rows.ts';
import { adminRoutes, crudRoutes, idParams } from '../../http/admin-route.ts';
import { AppError } from '../../http/app-error.ts';
import { type PageRequest, pageLimit, pageOf, pageOffset } from '../../http/paging.ts';
import { circles, posts, reports } from './community.schema.ts';

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
/**
 * A page of the raw rows `query(limit, offset)` selects (one row more than the page says there is
 * more), its `epoch` column (seconds, a bigint) as a number.
 */
async function sqlPage(
  db: Database,
  q: PageRequest,
  epoch: string,
  query: (limit: number, offset: number) => SQL,
) {
  const page = pageOf(
    rowsOf<Record<string, unknown>>(await db.execute(query(pageLimit(q), pageOffset(q)))),
    q,
  );
  return { ...page, list: page.list.map((r) => ({ ...r, [epoch]: Number(r[epoch]) })) };
}

/** Reported posts and comments, one row per target, most reported first. */
const reportedTargets = (limit: number, offset: number) => sql`
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
  limit ${limit} offset ${offset}`;

/** The newest comments on every target, with their authors and report counts. */
const newestComments = (limit: number, offset: number) => sql`
  select c.id, c.target_kind as "targetKind", c.target_id as "targetId", c.text, c.root_id as "rootId",
    c.user_id as "authorId", u.nickname as "authorName", extract(epoch from c.created_at)::bigint as "createdAt",
    (select count(*)::int from reports r where r.target_kind = 'comment' and r.target_id = c.id) as reports
  from comments c join users u on u.id = c.user_id
  order by c.id desc limit ${limit} offset ${offset}`;

/**
 * Operator moderation under /api/admin (x-admin-key checked by the admin prefix's hook):
 * the review queue and the decision on one post.
 */
export async function communityAdminRoutes(app: FastifyInstance): Promise<void> {
  const { community, comments } = app.services;
  const db = app.db;
  const admin = adminRoutes(app);

  admin.get(
    '/community/reports',
    {
      summary: 'Reported posts and comments (grouped by target, with the reasons and the reported text)',
      querystring: pageQuery,
    },
    (request) => sqlPage(db, request.query, 'lastAt', reportedTargets),
  );
  admin.post(
    '/community/reports/dismiss',
    {
      summary: "Dismiss a target's reports (the item stays as it is; a post's report count is reset)",
      body: reportTarget,
    },
    async (request) => {
      const { targetKind, id } = request.body;
      const gone = await db
        .delete(reports)
        .where(and(eq(reports.targetKind, targetKind), eq(reports.targetId, id)))
        .returning({ id: reports.id });
      if (targetKind === 'post') await db.update(posts).set({ reportCount: 0 }).where(eq(posts.id, id));
      return { targetKind, id, dismissed: gone.length };
    },
  );
  admin.get(
    '/community/comments',
    {
      summary: 'The newest comments on every target (posts, videos …), with their authors',
      querystring: pageQuery,
    },
    (request) => sqlPage(db, request.query, 'createdAt', newestComments),
  );
  admin.delete(
    '/community/comments/:id',
    {
      summary: 'Delete a comment (a top-level one with its replies) and its reports',
      params: idParams,
    },
    async (request) => {
      const { id } = request.params;
      const removed = await comments.remove(id);
      request.auditBefore = { text: removed.text };
      await db.delete(reports).where(and(eq(reports.targetKind, 'comment'), eq(reports.targetId, id)));
      return removed;
    },
  );
  admin.delete(
    '/community/posts/:id',
    { summary: 'Delete a post with its comments and reports', params: idParams },
    async (request) => {
      const { id } = request.params;
      const before = await db.transaction(async (tx) => {
        const [row] = await tx.delete(posts).where(eq(posts.id, id)).returning();
        if (!row) throw AppError.notFound('no such post');
        await comments.removeAllOf(tx, 'post', id);
        await tx.delete(reports).where(and(eq(reports.targetKind, 'post'), eq(reports.targetId, id)));
        return row;
      });
      request.auditBefore = { userId: before.userId, text: before.text, status: before.status };
      app.events.emit('content.changed', { kind: 'post', id });
      return { id };
    },
  );
  crudRoutes(app, '/community/circles', {
    summaries: { list: 'Every circle with its post count', add: 'Add a circle', change: 'Change a circle' },
    input: circleInput,
    list: async () =>
      rowsOf(
        await db.execute(sql`select c.id, c.name, c.description, c.sort,
          (select count(*)::int from posts p where p.circle_id = c.id) as "postCount"
          from circles c order by c.sort, c.id`),
      ),
    save: async (id, input) => {
      const [row] = id
        ? await db.update(circles).set(input).where(eq(circles.id, id)).returning()
        : await db.insert(circles).values(input).returning();
      if (!row) throw AppError.notFound('no such circle');
      app.events.emit('content.changed', { kind: 'circle', id: row.id });
      return row;
    },
  });

  admin.post(
    '/community/posts/pending',
    { summary: 'Posts waiting for review, oldest first', body: listRequest },
    (request) => community.pending(request.body),
  );
  admin.post(
    '/community/posts/:id/review',
    {
      summary: 'Publish or reject a post (note shown to its author)',
      params: idParams,
      body: z.object({ status: z.enum(['published', 'rejected']), note: z.string().max(200).default('') }),
    },
    async (request) => {
      const { id } = request.params;
      const { status, note } = request.body;
      await community.review(id, status, note);
      return { id, status };
    },
  );
  admin.post(
    '/community/creators/:id',
    {
      summary: 'Operator-made creator account: the user stops being a guest, with this nickname',
      params: idParams,
      body: z.object({ nickname: z.string().trim().min(1).max(40) }),
    },
    async (request) => {
      const { id } = request.params;
      const { nickname } = request.body;
      await updateRow(app.db, users, id, { isGuest: false, nickname, updatedAt: new Date() }, 'user');
      return { id, nickname };
    },
  );
}
