import type { ListResult } from '@lld/protocol/api/list';
import type { CommentItem } from '@lld/protocol/api/media';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { comments, users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * Comment threads on any content item (contentType of spec §9 + id): top-level comments,
 * newest first, each with its replies (oldest first). A reply to a reply joins the same
 * thread and names the user it answers. Modules register a counter hook to keep their own
 * comment counts and a check that the item exists.
 */

export interface CommentTarget {
  /** True when the item exists and may be commented on. */
  exists(contentType: number, id: number): Promise<boolean>;
  /** Called after a comment was added (e.g. to bump the item's counter). */
  added?(contentType: number, id: number): Promise<void>;
}

const INLINE_REPLIES = 2;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

type Row = typeof comments.$inferSelect;

interface Author {
  id: number;
  nickname: string;
  avatar: string;
}

export class CommentsService {
  readonly #targets = new Map<number, CommentTarget>();

  constructor(private readonly db: Database) {}

  /** Registers the module that owns `contentTypes`. */
  register(contentTypes: number[], target: CommentTarget): void {
    for (const t of contentTypes) this.#targets.set(t, target);
  }

  async #authors(ids: number[]): Promise<Map<number, Author>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
      .from(users)
      .where(inArray(users.id, unique));
    return new Map(rows.map((r) => [r.id, r]));
  }

  async #toItems(rows: Row[], withReplies: boolean): Promise<CommentItem[]> {
    let replies: Row[] = [];
    if (withReplies) {
      const roots = rows.filter((r) => r.replies > 0).map((r) => r.id);
      if (roots.length > 0) {
        // The newest INLINE_REPLIES of each thread, one query.
        const ranked = this.db
          .select({
            id: comments.id,
            rank: sql<number>`row_number() over (partition by ${comments.rootId} order by ${comments.createdAt} desc, ${comments.id} desc)`.as(
              'rank',
            ),
          })
          .from(comments)
          .where(inArray(comments.rootId, roots))
          .as('ranked');
        const ids = (
          await this.db.select({ id: ranked.id }).from(ranked).where(sql`${ranked.rank} <= ${INLINE_REPLIES}`)
        ).map((r) => r.id);
        if (ids.length > 0)
          replies = await this.db
            .select()
            .from(comments)
            .where(inArray(comments.id, ids))
            .orderBy(asc(comments.createdAt), asc(comments.id));
      }
    }
    const all = [...rows, ...replies];
    const authors = await this.#authors(
      all.flatMap((r) => (r.replyToUserId ? [r.userId, r.replyToUserId] : [r.userId])),
    );
    const author = (id: number | null): Author | null => {
      if (id === null) return null;
      return authors.get(id) ?? { id, nickname: '已注销用户', avatar: '' };
    };
    const base = (r: Row) => ({
      id: r.id,
      user: author(r.userId)!,
      replyTo: author(r.replyToUserId),
      content: r.content,
      createdAt: seconds(r.createdAt),
    });
    return rows.map((r) => ({
      ...base(r),
      replyCount: r.replies,
      replies: replies.filter((x) => x.rootId === r.id).map(base),
    }));
  }

  #target(contentType: number): CommentTarget {
    const t = this.#targets.get(contentType);
    if (!t) throw AppError.invalid('contentType', 'no comments for this content type');
    return t;
  }

  async list(q: {
    contentType: number;
    id: number;
    page: number;
    pageSize: number;
  }): Promise<ListResult<CommentItem>> {
    if (!(await this.#target(q.contentType).exists(q.contentType, q.id)))
      throw AppError.notFound('no such item');
    const rows = await this.db
      .select()
      .from(comments)
      .where(and(eq(comments.contentType, q.contentType), eq(comments.itemId, q.id), isNull(comments.rootId)))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(q.pageSize + 1)
      .offset((q.page - 1) * q.pageSize);
    const list = await this.#toItems(rows.slice(0, q.pageSize), true);
    return { list, hasMore: rows.length > q.pageSize, page: q.page, pageSize: q.pageSize };
  }

  async replies(q: { commentId: number; page: number; pageSize: number }): Promise<ListResult<CommentItem>> {
    const [root] = await this.db.select().from(comments).where(eq(comments.id, q.commentId));
    if (!root || root.rootId !== null) throw AppError.notFound('no such comment');
    const rows = await this.db
      .select()
      .from(comments)
      .where(eq(comments.rootId, root.id))
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .limit(q.pageSize + 1)
      .offset((q.page - 1) * q.pageSize);
    const list = await this.#toItems(rows.slice(0, q.pageSize), false);
    return { list, hasMore: rows.length > q.pageSize, page: q.page, pageSize: q.pageSize };
  }

  async add(
    userId: number,
    body: { contentType: number; id: number; content: string; replyTo?: number | undefined },
  ): Promise<CommentItem> {
    const target = this.#target(body.contentType);
    if (!(await target.exists(body.contentType, body.id))) throw AppError.notFound('no such item');
    let rootId: number | null = null;
    let replyToUserId: number | null = null;
    if (body.replyTo !== undefined) {
      const [parent] = await this.db.select().from(comments).where(eq(comments.id, body.replyTo));
      if (!parent || parent.contentType !== body.contentType || parent.itemId !== body.id)
        throw AppError.notFound('no such comment');
      rootId = parent.rootId ?? parent.id;
      replyToUserId = parent.userId;
    }
    const row = await this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(comments)
        .values({
          contentType: body.contentType,
          itemId: body.id,
          userId,
          rootId,
          replyToUserId,
          content: body.content,
        })
        .returning();
      if (rootId !== null)
        await tx
          .update(comments)
          .set({ replies: sql`${comments.replies} + 1` })
          .where(eq(comments.id, rootId));
      return inserted!;
    });
    await target.added?.(body.contentType, body.id);
    const [item] = await this.#toItems([row], false);
    return item!;
  }
}
