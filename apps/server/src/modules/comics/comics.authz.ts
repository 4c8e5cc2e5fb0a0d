// Who may do what with comics (issue 20's authorisation matrix; see src/test/authz.ts).
import { and, asc, eq, gt } from 'drizzle-orm';
import { type AuthzCase, authzTable, rowsOf } from '../../test/authz.ts';
import { comicChapters, comicProgress } from './comics.schema.ts';

async function chapter(c: AuthzCase, access: 'free' | 'paid') {
  const paid = access === 'paid' ? gt(comicChapters.price, 0) : undefined;
  const [row] = await c.db
    .select({ id: comicChapters.id })
    .from(comicChapters)
    .where(and(eq(comicChapters.access, access), paid))
    .orderBy(asc(comicChapters.id))
    .limit(1);
  if (!row) throw new Error(`demo content has no ${access} comic chapter`);
  return row.id;
}

export const authz = authzTable({
  rows: {
    comicsPay: rowsOf.buy(async (c) => ({ chapterId: await chapter(c, 'paid') })),
    // The pictures of a paid chapter: only for whoever bought it.
    comicsChapterPics: rowsOf.entitled(async (c) => {
      const chapterId = await chapter(c, 'paid');
      await c.owner.call('comicsPay', { chapterId });
      return { chapterId };
    }),
    comicsTrack: rowsOf.perUser(
      async (c) => {
        const chapterId = await chapter(c, 'free');
        await c.owner.call('comicsTrack', { chapterId, page: 0 });
        return { chapterId, page: 1 };
      },
      (c) => c.db.select().from(comicProgress).where(eq(comicProgress.userId, c.owner.userId)),
    ),
  },
  reads: [
    'comicsHome',
    'comicsCategory',
    'comicsAuthor',
    'comicsDetail',
    'comicsChapter',
    'comicsMaylike',
    'comicsRecommend',
    'comicsTagList',
    'comicsTagListById',
    'comicsTrackList',
    'comicsChapterIsLook',
  ],
});
