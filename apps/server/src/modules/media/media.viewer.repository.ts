import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/database.ts';
import { pageLimit, pageOffset } from '../../http/paging.ts';
import type { Page } from './media.repository.ts';
import { CONTENT_VIDEO, favourites, mediaLikes, mediaVideos, watchHistory } from './media.schema.ts';

/** The like of one user on one video. */
const likeOf = (userId: number, videoId: number) =>
  and(eq(mediaLikes.userId, userId), eq(mediaLikes.videoId, videoId));

/** The favourite of one user on one item (a video or a collection, by contentType). */
const favouriteOf = (userId: number, contentType: number, itemId: number) =>
  and(eq(favourites.userId, userId), eq(favourites.contentType, contentType), eq(favourites.itemId, itemId));

/** One user's own marks on videos and collections: likes, favourites and watch positions. */
export class MediaViewerRepository {
  constructor(readonly db: Database) {}

  /**
   * What media/play shows of this user's marks on a video (watched position, liked, in favourites),
   * in one query instead of three.
   */
  async marks(
    userId: number,
    videoId: number,
  ): Promise<{ position: number; liked: boolean; favourited: boolean }> {
    const [row] = rowsOf<{ position: number | null; liked: boolean; favourited: boolean }>(
      await this.db.execute(sql`select
        (select ${watchHistory.position} from ${watchHistory}
          where ${watchHistory.userId} = ${userId} and ${watchHistory.videoId} = ${videoId}) as position,
        exists(select 1 from ${mediaLikes} where ${likeOf(userId, videoId)}) as liked,
        exists(select 1 from ${favourites} where ${favouriteOf(userId, CONTENT_VIDEO, videoId)}) as favourited`),
    );
    return {
      position: Number(row?.position ?? 0),
      liked: row?.liked === true,
      favourited: row?.favourited === true,
    };
  }

  async isLiked(userId: number, videoId: number): Promise<boolean> {
    const rows = await this.db.select({ one: sql`1` }).from(mediaLikes).where(likeOf(userId, videoId));
    return rows.length > 0;
  }

  async isFavourite(userId: number, contentType: number, itemId: number): Promise<boolean> {
    const rows = await this.db
      .select({ one: sql`1` })
      .from(favourites)
      .where(favouriteOf(userId, contentType, itemId));
    return rows.length > 0;
  }

  /** Sets the like; returns the new count. Idempotent, counts never below zero. */
  async setLike(userId: number, videoId: number, like: boolean): Promise<number> {
    return this.db.transaction(async (tx) => {
      let delta = 0;
      if (like) {
        const r = await tx.insert(mediaLikes).values({ userId, videoId }).onConflictDoNothing().returning();
        delta = r.length;
      } else {
        const r = await tx.delete(mediaLikes).where(likeOf(userId, videoId)).returning();
        delta = -r.length;
      }
      const [row] = await tx
        .update(mediaVideos)
        .set({ likes: sql`greatest(0, ${mediaVideos.likes} + ${delta})` })
        .where(eq(mediaVideos.id, videoId))
        .returning({ likes: mediaVideos.likes });
      return row?.likes ?? 0;
    });
  }

  async setFavourite(userId: number, contentType: number, itemId: number, on: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      let delta = 0;
      if (on) {
        delta = (
          await tx
            .insert(favourites)
            .values({ userId, contentType, itemId })
            .onConflictDoNothing()
            .returning()
        ).length;
      } else {
        delta = -(
          await tx
            .delete(favourites)
            .where(favouriteOf(userId, contentType, itemId))
            .returning()
        ).length;
      }
      if (delta !== 0 && contentType === 1) {
        await tx
          .update(mediaVideos)
          .set({ favourites: sql`greatest(0, ${mediaVideos.favourites} + ${delta})` })
          .where(eq(mediaVideos.id, itemId));
      }
    });
  }

  async deleteFavourites(userId: number, contentType: number, ids: number[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      const gone = await tx
        .delete(favourites)
        .where(
          and(
            eq(favourites.userId, userId),
            eq(favourites.contentType, contentType),
            inArray(favourites.itemId, ids),
          ),
        )
        .returning({ itemId: favourites.itemId });
      if (contentType === 1 && gone.length > 0) {
        await tx
          .update(mediaVideos)
          .set({ favourites: sql`greatest(0, ${mediaVideos.favourites} - 1)` })
          .where(
            inArray(
              mediaVideos.id,
              gone.map((g) => g.itemId),
            ),
          );
      }
      return gone.length;
    });
  }

  async favourites(userId: number, contentType: number, page: Page) {
    return this.db
      .select({ itemId: favourites.itemId, createdAt: favourites.createdAt })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.contentType, contentType)))
      .orderBy(desc(favourites.createdAt), desc(favourites.itemId))
      .limit(pageLimit(page))
      .offset(pageOffset(page));
  }

  async recordPosition(userId: number, videoId: number, position: number): Promise<void> {
    await this.db
      .insert(watchHistory)
      .values({ userId, videoId, position })
      .onConflictDoUpdate({
        target: [watchHistory.userId, watchHistory.videoId],
        set: { position, updatedAt: sql`now()` },
      });
  }

  async history(userId: number, page: Page) {
    return this.db
      .select({
        videoId: watchHistory.videoId,
        position: watchHistory.position,
        updatedAt: watchHistory.updatedAt,
      })
      .from(watchHistory)
      .where(eq(watchHistory.userId, userId))
      .orderBy(desc(watchHistory.updatedAt), desc(watchHistory.videoId))
      .limit(pageLimit(page))
      .offset(pageOffset(page));
  }
}
