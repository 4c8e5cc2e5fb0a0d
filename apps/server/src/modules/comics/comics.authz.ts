// Who may do what with comics (issue 20's authorisation matrix; see src/test/authz.ts).
import { eq } from 'drizzle-orm';
import { authzTable, rowsOf } from '../../test/authz.ts';
import { comicChapters, comicProgress } from './comics.schema.ts';

export const authz = authzTable({
  // Reading a paid chapter (its pictures): only for whoever bought it.
  rows: rowsOf.chapters({
    calls: { pay: 'comicsPay', read: 'comicsChapterPics', track: 'comicsTrack' },
    table: comicChapters,
    what: 'comic chapter',
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
