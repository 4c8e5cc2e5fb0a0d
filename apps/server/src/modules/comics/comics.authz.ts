// Who may do what with comics (issue 20's authorisation matrix; see src/test/authz.ts).
import { and, eq, gt } from 'drizzle-orm';
import { type AuthzCase, authzTable, firstDemoId, rowsOf } from '../../test/authz.ts';
import { comicChapters, comicProgress } from './comics.schema.ts';

const chapter = (c: AuthzCase, access: 'free' | 'paid') =>
  firstDemoId(
    c,
    comicChapters,
    `${access} comic chapter`,
    and(eq(comicChapters.access, access), access === 'paid' ? gt(comicChapters.price, 0) : undefined),
  );

export const authz = authzTable({
  // Reading a paid chapter (its pictures): only for whoever bought it.
  rows: rowsOf.chapters({
    calls: { pay: 'comicsPay', read: 'comicsChapterPics', track: 'comicsTrack' },
    chapter,
    track: { owner: { page: 0 }, sent: { page: 1 } },
    positions: (c) => c.db.select().from(comicProgress).where(eq(comicProgress.userId, c.owner.userId)),
  }),
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
