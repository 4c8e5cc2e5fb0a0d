// Who may do what with novels and audio books (issue 20's authorisation matrix; see src/test/authz.ts).
import { eq } from 'drizzle-orm';
import { authzTable, rowsOf } from '../../test/authz.ts';
import { bookChapters, bookProgress } from './novels.schema.ts';

export const authz = authzTable({
  // Reading a paid chapter (its text or audio): only for whoever bought it.
  rows: rowsOf.chapters({
    calls: { pay: 'novelPay', read: 'novelChapter', track: 'novelTrack' },
    table: bookChapters,
    what: 'book chapter',
    track: { owner: { position: 0.25 }, sent: { position: 0.5 } },
    positions: (c) => c.db.select().from(bookProgress).where(eq(bookProgress.userId, c.owner.userId)),
  }),
  reads: ['novelList', 'novelDetail', 'novelIsLook'],
});
