import type { CommentItem, CommentTarget } from '@lld/protocol/api/community';
import type { ListResult } from '@lld/protocol/api/list';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { seconds } from '../../db/columns.ts';
import { users } from '../../db/core.schema.ts';
import type { Database, Executor } from '../../db/database.ts';
import { lockRow } from '../../db/rows.ts';
import type { DomainEventBus } from '../../events/domain-events.ts';
import { AppError } from '../../http/app-error.ts';
import { pageLimit, pageOffset } from '../../http/paging.ts';
import { comments } from './comments.schema.ts';

/**
 * The one comment thread model (issue 7), keyed by (targetKind, targetId): posts now; the
 * video and comic modules register their target kinds the same way. A thread is a top-level
 * comment (`rootId` null) and its replies (`rootId` = the top-level id, `parentId` = the
 * comment answered, which may itself be a reply). Top-level comments list newest first with
 * their first PREVIEW_REPLIES replies; replies list oldest first.
 */
export interface CommentTargetHandler {
  /** Throws (2004) unless the target exists and the caller may comment on / read it. */
  assertVisible(targetId: number, db: Executor): Promise<void>;
  /** Who owns the target (a post's author): told of comments on it. */
  ownerOf?(targetId: number, db: Executor): Promise<number | null>;
  /** Called inside the comment's transaction with +1 for each new comment or reply. */
  counted?(tx: Executor, targetId: number, delta: number): Promise<void>;
}

export const PREVIEW_REPLIES = 2;

/** A comment row as stored, for demo seeds that write whole threads with known authors. */
export type CommentSeedRow = typeof comments.$inferInsert;

/** Inserts comment rows as they are (demo seeds only: no target check, no counters), returning ids. */
export function insertCommentRows(exec: Executor, rows: CommentSeedRow[]): Promise<Array<{ id: number }>> {
  return exec.insert(comments).values(rows).returning({ id: comments.id });
}
type Page = { page: number; pageSize: number };
type Row = typeof comments.$inferSelect;

export class CommentsService {
  readonly #targets = new Map<string, CommentTargetHandler>();

  constructor(
    private readonly db: Database,
    private readonly events?: DomainEventBus,
  ) {}

  registerTarget(kind: CommentTarget, handler: CommentTargetHandler): void {
    this.#targets.set(kind, handler);
  }

  #target(kind: string): CommentTargetHandler {
    const t = this.#targets.get(kind);
    if (!t) throw AppError.invalid('targetKind', `no comments on ${kind} yet`);
    return t;
  }

  async exists(id: number): Promise<boolean> {
    const [row] = await this.db.select({ id: comments.id }).from(comments).where(eq(comments.id, id));
    return Boolean(row);
  }

  /**
   * Operator removal: a top-level comment goes with its replies, a reply alone (its root's reply
   * count drops); the target's comment count follows in the same transaction. Answers the text
   * removed (for the audit log's before), or 2004.
   */
  async remove(id: number): Promise<{ id: number; text: string; removed: number }> {
    return this.db.transaction(async (tx) => {
      const row = await lockRow(tx, comments, id, 'comment');
      let removed = 1;
      if (row.rootId === null) {
        const replies = await tx
          .delete(comments)
          .where(eq(comments.rootId, id))
          .returning({ id: comments.id });
        removed += replies.length;
      } else {
        await tx
          .update(comments)
          .set({ replyCount: sql`greatest(${comments.replyCount} - 1, 0)` })
          .where(eq(comments.id, row.rootId));
      }
      await tx.delete(comments).where(eq(comments.id, id));
      await this.#targets.get(row.targetKind)?.counted?.(tx, row.targetId, -removed);
      return { id, text: row.text, removed };
    });
  }

  /** Deletes every comment on a target (the target itself is being deleted, in `tx`). */
  async removeAllOf(tx: Executor, targetKind: string, targetId: number): Promise<number> {
    const gone = await tx
      .delete(comments)
      .where(and(eq(comments.targetKind, targetKind), eq(comments.targetId, targetId)))
      .returning({ id: comments.id });
    return gone.length;
  }

  async add(
    userId: number,
    input: { targetKind: CommentTarget; targetId: number; text: string; parentId?: number | undefined },
  ): Promise<CommentItem> {
    const target = this.#target(input.targetKind);
    const { id, replyToUserId, ownerId } = await this.db.transaction(async (tx) => {
      await target.assertVisible(input.targetId, tx);
      let rootId: number | null = null;
      let replyToUserId: number | null = null;
      if (input.parentId !== undefined) {
        const [parent] = await tx.select().from(comments).where(eq(comments.id, input.parentId));
        if (!parent || parent.targetKind !== input.targetKind || parent.targetId !== input.targetId)
          throw AppError.notFound('no such comment');
        rootId = parent.rootId ?? parent.id;
        replyToUserId = parent.userId;
        await tx
          .update(comments)
          .set({ replyCount: sql`${comments.replyCount} + 1` })
          .where(eq(comments.id, rootId));
      }
      const [row] = await tx
        .insert(comments)
        .values({
          targetKind: input.targetKind,
          targetId: input.targetId,
          userId,
          rootId,
          parentId: input.parentId ?? null,
          replyToUserId,
          text: input.text,
        })
        .returning({ id: comments.id });
      await target.counted?.(tx, input.targetId, 1);
      const ownerId = (await target.ownerOf?.(input.targetId, tx)) ?? null;
      return { id: row!.id, replyToUserId, ownerId };
    });
    // After commit: the message centre (and anyone else) hears of it.
    this.events?.emit('comment.created', {
      commentId: id,
      authorId: userId,
      targetKind: input.targetKind,
      targetId: input.targetId,
      parentId: input.parentId ?? null,
      parentAuthorId: replyToUserId,
      targetOwnerId: ownerId,
      text: input.text,
    });
    const [item] = await this.#items(await this.#query().where(eq(comments.id, id)));
    return item!;
  }

  async list(
    q: Page & { targetKind: CommentTarget; targetId: number; rootId?: number | undefined },
  ): Promise<ListResult<CommentItem>> {
    await this.#target(q.targetKind).assertVisible(q.targetId, this.db);
    const base = and(eq(comments.targetKind, q.targetKind), eq(comments.targetId, q.targetId));
    const rows = await this.#query()
      .where(and(base, q.rootId === undefined ? isNull(comments.rootId) : eq(comments.rootId, q.rootId)))
      .orderBy(q.rootId === undefined ? desc(comments.id) : asc(comments.id))
      .limit(pageLimit(q))
      .offset(pageOffset(q));
    const hasMore = rows.length > q.pageSize;
    const items = await this.#items(rows.slice(0, q.pageSize));
    if (q.rootId === undefined && items.length > 0) {
      // First replies of every listed thread in one query.
      const roots = items.filter((c) => c.replyCount > 0).map((c) => c.id);
      if (roots.length > 0) {
        const replyRows = await this.#query()
          .where(
            and(
              inArray(comments.rootId, roots),
              sql`${comments.id} in (select id from (select id, row_number() over (partition by root_id order by id) as n from comments where root_id in (${sql.join(
                roots.map((r) => sql`${r}`),
                sql`, `,
              )})) x where n <= ${PREVIEW_REPLIES})`,
            ),
          )
          .orderBy(asc(comments.id));
        const replies = await this.#items(replyRows);
        for (const item of items) item.replies = replies.filter((r) => r.rootId === item.id);
      } else for (const item of items) item.replies = [];
    }
    return { list: items, hasMore, page: q.page, pageSize: q.pageSize };
  }

  #query() {
    const replyTo = alias(users, 'reply_to');
    return this.db
      .select({
        c: comments,
        nickname: users.nickname,
        avatar: users.avatar,
        replyToNickname: replyTo.nickname,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .leftJoin(replyTo, eq(replyTo.id, comments.replyToUserId))
      .$dynamic();
  }

  async #items(
    rows: Array<{ c: Row; nickname: string; avatar: string; replyToNickname: string | null }>,
  ): Promise<CommentItem[]> {
    return rows.map(({ c, nickname, avatar, replyToNickname }) => ({
      id: c.id,
      targetKind: c.targetKind as CommentTarget,
      targetId: c.targetId,
      rootId: c.rootId,
      parentId: c.parentId,
      user: { id: c.userId, nickname, avatar },
      // A reply to the top-level comment itself names nobody (the thread shows whom).
      replyTo:
        c.replyToUserId !== null && c.parentId !== c.rootId
          ? { id: c.replyToUserId, nickname: replyToNickname ?? '' }
          : null,
      text: c.text,
      replyCount: c.replyCount,
      createdAt: seconds(c.createdAt),
    }));
  }
}
