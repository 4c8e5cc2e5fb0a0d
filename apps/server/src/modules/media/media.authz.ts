// Who may do what with videos (issue 20's authorisation matrix; see src/test/authz.ts).
import { and, asc, eq, gt } from 'drizzle-orm';
import { type AuthzCase, authzTable, rowsOf } from '../../test/authz.ts';
import { favourites, mediaCollections, mediaLikes, mediaVideos, watchHistory } from './media.schema.ts';

async function paidVideo(c: AuthzCase) {
  const [v] = await c.db
    .select({ id: mediaVideos.id })
    .from(mediaVideos)
    .where(and(eq(mediaVideos.access, 'paid'), gt(mediaVideos.price, 0)))
    .orderBy(asc(mediaVideos.id))
    .limit(1);
  if (!v) throw new Error('demo content has no paid video');
  return v.id;
}

const ownerFavourites = (c: AuthzCase) =>
  c.db.select().from(favourites).where(eq(favourites.userId, c.owner.userId)).orderBy(asc(favourites.itemId));

export const authz = authzTable({
  rows: {
    mediaPay: rowsOf.buy(async (c) => ({ id: await paidVideo(c) })),
    mediaCollectPay: rowsOf.buy(async (c) => {
      const paid = and(eq(mediaCollections.access, 'paid'), gt(mediaCollections.price, 0));
      const [col] = await c.db
        .select({ id: mediaCollections.id })
        .from(mediaCollections)
        .where(paid)
        .limit(1);
      if (!col) throw new Error('demo content has no paid collection');
      return { id: col.id };
    }),
    // Offline copies of a paid video: only for whoever bought it.
    mediaCache: rowsOf.entitled(async (c) => {
      const id = await paidVideo(c);
      await c.owner.call('mediaPay', { id });
      return { id };
    }),
    // Another caller's "unlike" leaves the owner's like where it was.
    mediaLike: rowsOf.perUser(
      async (c) => {
        const id = await paidVideo(c);
        await c.owner.call('mediaLike', { id, like: true });
        return { id, like: false };
      },
      (c) => c.db.select().from(mediaLikes).where(eq(mediaLikes.userId, c.owner.userId)),
    ),
    // Recording a position (media/trackList with {id, position}) writes only the caller's history.
    mediaTrackList: rowsOf.perUser(
      async (c) => {
        const id = await paidVideo(c);
        await c.owner.call('mediaTrackList', { id, position: 3 });
        return { id, position: 7 };
      },
      (c) => c.db.select().from(watchHistory).where(eq(watchHistory.userId, c.owner.userId)),
    ),
    collectOperate: rowsOf.perUser(
      async (c) => ({ contentType: 1, id: await paidVideo(c), collect: true }),
      ownerFavourites,
    ),
    // Deleting "the owner's" favourite ids deletes only the caller's own.
    collectDelete: rowsOf.perUser(async (c) => {
      const id = await paidVideo(c);
      await c.owner.call('collectOperate', { contentType: 1, id, collect: true });
      return { contentType: 1, ids: [id] };
    }, ownerFavourites),
  },
  reads: [
    'mediaHome',
    'mediaRecommend',
    'mediaShortRecommend',
    'mediaTagDetails',
    'mediaTopicDetails',
    'mediaActorDetails',
    'mediaPublished',
    'mediaCollectHome',
    'mediaCollectDetails',
    'mediaPlay',
    'mediaHotSearches',
    'mediaFilterOptions',
    'mediaFilter',
    'mediaRank',
    'mediaTopicList',
    'collectList',
    'contentInfo',
  ],
});
