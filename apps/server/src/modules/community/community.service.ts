import {
  COMMUNITY_LIMITS,
  type PostItem,
  type PostPublishRequest,
  type PostStatus,
} from '@lld/protocol/api/community';
import type { ListResult } from '@lld/protocol/api/list';
import { ResultCode } from '@lld/protocol/result-codes';
import { and, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { seconds } from '../../db/columns.ts';
import { communityCategories, users } from '../../db/core.schema.ts';
import type { Database, Executor } from '../../db/database.ts';
import { updateRow } from '../../db/rows.ts';
import type { DomainEventBus } from '../../events/domain-events.ts';
import { AppError } from '../../http/app-error.ts';
import { pageLimit, pageOf, pageOffset } from '../../http/paging.ts';
import { ownedFiles } from '../upload/upload.service.ts';
import type { PurchaseService } from '../wallet/purchase.service.ts';
import { circles, follows, likes, posts, reports } from './community.schema.ts';
import { initialStatus, REJECTION_MEMORY_DAYS, REPORTS_TO_REVIEW } from './moderation.ts';

type PostRow = typeof posts.$inferSelect;
type Page = { page: number; pageSize: number };

export const ACCOUNT_NEEDED_TIP = '请先注册账号';

/** Posts, likes, follows, creators, circles and reports. Comments live in the comments module. */
export class CommunityService {
  constructor(
    private readonly db: Database,
    private readonly purchases: PurchaseService,
    private readonly events?: DomainEventBus,
  ) {}

  /** Throws 4003 unless `userId` is a registered account (guests may read, not write). */
  async requireAccount(userId: number, db: Executor = this.db): Promise<void> {
    const [row] = await db.select({ isGuest: users.isGuest }).from(users).where(eq(users.id, userId));
    if (!row) throw new AppError(ResultCode.TOKEN_INVALID, 'user gone');
    if (row.isGuest) throw new AppError(ResultCode.FORBIDDEN, 'account required', ACCOUNT_NEEDED_TIP);
  }

  // Posts -----------------------------------------------------------------------------

  async publish(
    userId: number,
    input: Required<Omit<PostPublishRequest, 'circleId' | 'videoUrl'>> & {
      circleId?: number | undefined;
      videoUrl?: string | undefined;
    },
  ): Promise<PostItem> {
    await this.requireAccount(userId);
    const images = input.images;
    if (input.videoUrl && images.length > 0)
      throw AppError.invalid('images', 'a post has images or one video');
    if (!input.text && images.length === 0 && !input.videoUrl)
      throw AppError.invalid('text', 'a post needs text, images or a video');
    if (new Set(images).size !== images.length) throw AppError.invalid('images', 'duplicates');
    const [category] = await this.db
      .select({ id: communityCategories.id })
      .from(communityCategories)
      .where(and(eq(communityCategories.id, input.categoryId), eq(communityCategories.enabled, true)));
    if (!category) throw AppError.invalid('categoryId', 'no such category');
    if (input.circleId !== undefined) {
      const [circle] = await this.db
        .select({ id: circles.id })
        .from(circles)
        .where(eq(circles.id, input.circleId));
      if (!circle) throw AppError.invalid('circleId', 'no such circle');
    }
    // Files must be the caller's own uploads.
    const urls = input.videoUrl ? [input.videoUrl] : images;
    const owned = await ownedFiles(this.db, userId, urls);
    const kindOf = new Map(owned.map((f) => [f.url, f]));
    for (const url of images)
      if (kindOf.get(url)?.kind !== 'image') throw AppError.invalid('images', 'not an image you uploaded');
    const video = input.videoUrl ? kindOf.get(input.videoUrl) : undefined;
    if (input.videoUrl && video?.kind !== 'video')
      throw AppError.invalid('videoUrl', 'not a video you uploaded');

    const since = new Date(Date.now() - REJECTION_MEMORY_DAYS * 86_400_000);
    const [rejected] = await this.db
      .select({ n: count() })
      .from(posts)
      .where(and(eq(posts.userId, userId), eq(posts.status, 'rejected'), gt(posts.createdAt, since)));
    const status = initialStatus({
      text: input.text,
      hasVideo: Boolean(video),
      price: input.price,
      recentlyRejected: (rejected?.n ?? 0) > 0,
    });
    const [row] = await this.db
      .insert(posts)
      .values({
        userId,
        categoryId: input.categoryId,
        circleId: input.circleId ?? null,
        text: input.text,
        kind: video ? 'video' : images.length > 0 ? 'image' : 'text',
        images,
        video: video ? { url: video.url, size: video.size, cover: '' } : null,
        price: input.price,
        status,
      })
      .returning({ id: posts.id });
    if (!row) throw new Error('insert returned no row');
    this.events?.emit('post.published', { postId: row.id, authorId: userId, status });
    return this.detail(row.id, userId, { countView: false });
  }

  #select() {
    return this.db
      .select({ post: posts, nickname: users.nickname, avatar: users.avatar, circleName: circles.name })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .leftJoin(circles, eq(circles.id, posts.circleId));
  }

  async #toItems(
    rows: Array<{ post: PostRow; nickname: string; avatar: string; circleName: string | null }>,
    viewerId: number | null,
  ): Promise<PostItem[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.post.id);
    const authorIds = [...new Set(rows.map((r) => r.post.userId))];
    const paidIds = rows.filter((r) => r.post.price > 0 && r.post.userId !== viewerId).map((r) => r.post.id);
    const [liked, followed, bought] = await Promise.all([
      viewerId === null
        ? []
        : this.db
            .select({ id: likes.targetId })
            .from(likes)
            .where(
              and(eq(likes.targetKind, 'post'), eq(likes.userId, viewerId), inArray(likes.targetId, ids)),
            ),
      viewerId === null
        ? []
        : this.db
            .select({ id: follows.creatorId })
            .from(follows)
            .where(and(eq(follows.followerId, viewerId), inArray(follows.creatorId, authorIds))),
      viewerId === null || paidIds.length === 0
        ? new Set<string>()
        : this.purchases.entitledIds(viewerId, 'post', paidIds),
    ]);
    const likedSet = new Set(liked.map((l) => l.id));
    const followSet = new Set(followed.map((f) => f.id));
    return rows.map(({ post, nickname, avatar, circleName }) => {
      const locked = post.price > 0 && post.userId !== viewerId && !bought.has(String(post.id));
      return {
        id: post.id,
        author: { id: post.userId, nickname, avatar, isFollowed: followSet.has(post.userId) },
        categoryId: post.categoryId,
        circleId: post.circleId,
        circleName: circleName ?? '',
        kind: post.kind,
        text: locked ? Array.from(post.text).slice(0, COMMUNITY_LIMITS.paidPreviewChars).join('') : post.text,
        images: locked ? post.images.slice(0, 1) : post.images,
        imageCount: post.images.length,
        video: locked ? null : post.video,
        price: post.price,
        locked,
        status: post.status,
        reviewNote: post.userId === viewerId ? post.reviewNote : '',
        likeCount: post.likeCount,
        commentCount: post.commentCount,
        viewCount: post.viewCount,
        isLiked: likedSet.has(post.id),
        createdAt: seconds(post.createdAt),
      };
    });
  }

  async list(
    viewerId: number | null,
    q: Page & {
      categoryId?: number | undefined;
      circleId?: number | undefined;
      userId?: number | undefined;
      following?: boolean | undefined;
      sort: 'new' | 'hot';
    },
  ): Promise<ListResult<PostItem>> {
    const where: SQL[] = [eq(posts.status, 'published')];
    if (q.categoryId !== undefined) where.push(eq(posts.categoryId, q.categoryId));
    if (q.circleId !== undefined) where.push(eq(posts.circleId, q.circleId));
    if (q.userId !== undefined) where.push(eq(posts.userId, q.userId));
    if (q.following) {
      if (viewerId === null) return pageOf([], q);
      where.push(
        inArray(
          posts.userId,
          this.db.select({ id: follows.creatorId }).from(follows).where(eq(follows.followerId, viewerId)),
        ),
      );
    }
    const order =
      q.sort === 'hot'
        ? [
            desc(sql`${posts.likeCount} * 3 + ${posts.commentCount} * 2 + ${posts.viewCount} / 10`),
            desc(posts.id),
          ]
        : [desc(posts.id)];
    const rows = await this.#select()
      .where(and(...where))
      .orderBy(...order)
      .limit(pageLimit(q))
      .offset(pageOffset(q));
    const page = pageOf(rows, q);
    return { ...page, list: await this.#toItems(page.list, viewerId) };
  }

  async mine(userId: number, q: Page): Promise<ListResult<PostItem>> {
    const rows = await this.#select()
      .where(eq(posts.userId, userId))
      .orderBy(desc(posts.id))
      .limit(pageLimit(q))
      .offset(pageOffset(q));
    const page = pageOf(rows, q);
    return { ...page, list: await this.#toItems(page.list, userId) };
  }

  /** A post as `viewerId` may see it: not published → only its author; else 2004. */
  async detail(id: number, viewerId: number | null, o: { countView: boolean } = { countView: true }) {
    const [row] = await this.#select().where(eq(posts.id, id));
    if (!row || (row.post.status !== 'published' && row.post.userId !== viewerId))
      throw AppError.notFound('no such post');
    if (o.countView && row.post.status === 'published') {
      await this.db
        .update(posts)
        .set({ viewCount: sql`${posts.viewCount} + 1` })
        .where(eq(posts.id, id));
      row.post.viewCount += 1;
    }
    const [item] = await this.#toItems([row], viewerId);
    return item!;
  }

  /** content/info of a published post (contentType 4): its first line, first picture, text. */
  async postSummary(id: number): Promise<{ title: string; cover: string; description: string } | null> {
    const [row] = await this.db.select().from(posts).where(eq(posts.id, id));
    if (row?.status !== 'published') return null;
    const text = row.text.trim();
    return {
      title: text.split('\n')[0]!.slice(0, 40),
      cover: row.images[0] ?? row.video?.cover ?? '',
      description: text.slice(0, 200),
    };
  }

  /** content/info of a circle (contentType 5). */
  async circleSummary(id: number): Promise<{ title: string; cover: string; description: string } | null> {
    const [row] = await this.db.select().from(circles).where(eq(circles.id, id));
    return row ? { title: row.name, cover: row.cover, description: row.description } : null;
  }

  /** A published post's existence for comments, likes and reports (2004 otherwise). */
  async visiblePost(id: number, db: Executor = this.db): Promise<PostRow> {
    const [row] = await db.select().from(posts).where(eq(posts.id, id));
    if (row?.status !== 'published') throw AppError.notFound('no such post');
    return row;
  }

  async pay(userId: number, id: number) {
    const post = await this.visiblePost(id);
    if (post.price <= 0 || post.userId === userId) {
      return {
        post: await this.detail(id, userId, { countView: false }),
        charged: 0,
        balance: -1,
        alreadyOwned: true,
      };
    }
    const result = await this.purchases.buy(userId, {
      kind: 'post',
      itemId: id,
      rule: { price: post.price, currency: 'gold' },
      idempotencyKey: `post:${id}:user:${userId}`,
      title: Array.from(post.text).slice(0, 20).join('') || '付费帖子',
      cover: post.images[0] ?? '',
    });
    return {
      post: await this.detail(id, userId, { countView: false }),
      charged: result.charged,
      balance: result.balance,
      alreadyOwned: result.alreadyOwned,
    };
  }

  async like(userId: number, id: number): Promise<{ liked: boolean; likeCount: number }> {
    const result = await this.db.transaction(async (tx) => {
      const post = await this.visiblePost(id, tx);
      const inserted = await tx
        .insert(likes)
        .values({ targetKind: 'post', targetId: id, userId })
        .onConflictDoNothing()
        .returning({ id: likes.targetId });
      let liked = true;
      if (inserted.length === 0) {
        await tx
          .delete(likes)
          .where(and(eq(likes.targetKind, 'post'), eq(likes.targetId, id), eq(likes.userId, userId)));
        liked = false;
      }
      const [row] = await tx
        .update(posts)
        .set({ likeCount: sql`greatest(${posts.likeCount} + ${liked ? 1 : -1}, 0)` })
        .where(eq(posts.id, id))
        .returning({ likeCount: posts.likeCount });
      return { liked, likeCount: row?.likeCount ?? 0, authorId: post.userId };
    });
    if (result.liked) this.events?.emit('post.liked', { postId: id, userId, authorId: result.authorId });
    return { liked: result.liked, likeCount: result.likeCount };
  }

  async report(
    userId: number,
    input: { targetKind: 'post' | 'comment'; id: number; reason: string },
    commentExists: (id: number) => Promise<boolean>,
  ): Promise<{ reported: true }> {
    if (input.targetKind === 'post') await this.visiblePost(input.id);
    else if (!(await commentExists(input.id))) throw AppError.notFound('no such comment');
    await this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(reports)
        .values({
          reporterId: userId,
          targetKind: input.targetKind,
          targetId: input.id,
          reason: input.reason,
        })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      if (inserted.length === 0) throw new AppError(ResultCode.CONFLICT, 'already reported', '您已举报过');
      if (input.targetKind === 'post') {
        await tx
          .update(posts)
          .set({
            reportCount: sql`${posts.reportCount} + 1`,
            status: sql`case when ${posts.reportCount} + 1 >= ${REPORTS_TO_REVIEW} and ${posts.status} = 'published' then 'pending' else ${posts.status} end`,
          })
          .where(eq(posts.id, input.id));
      }
    });
    // Enough reports take a post back to review: it leaves search until it is published again.
    if (input.targetKind === 'post') this.events?.emit('content.changed', { kind: 'post', id: input.id });
    return { reported: true };
  }

  /** Operator review: pending → published or rejected (with a note shown to the author). */
  async review(id: number, status: Exclude<PostStatus, 'pending'>, note = ''): Promise<void> {
    const values = { status, reviewNote: note, ...(status === 'published' ? { reportCount: 0 } : {}) };
    await updateRow(this.db, posts, id, values, 'post');
    this.events?.emit('content.changed', { kind: 'post', id });
  }

  async pending(q: Page): Promise<ListResult<PostItem>> {
    const rows = await this.#select()
      .where(eq(posts.status, 'pending'))
      .orderBy(posts.id)
      .limit(pageLimit(q))
      .offset(pageOffset(q));
    const page = pageOf(rows, q);
    return { ...page, list: await this.#toItems(page.list, null) };
  }

  /** Keeps a post's comment count (the comment thread calls this inside its transaction). */
  async countComment(tx: Executor, id: number, delta: number): Promise<void> {
    await tx
      .update(posts)
      .set({ commentCount: sql`greatest(${posts.commentCount} + ${delta}, 0)` })
      .where(eq(posts.id, id));
  }
}
