// Who may do what with novels and audio books (issue 20's authorisation matrix; see src/test/authz.ts).
import { and, eq, gt } from 'drizzle-orm';
import { type AuthzCase, authzTable, firstDemoId, rowsOf } from '../../test/authz.ts';
import { bookChapters, bookProgress } from './novels.schema.ts';

const chapter = (c: AuthzCase, access: 'free' | 'paid') =>
  firstDemoId(
    c,
    bookChapters,
    `${access} book chapter`,
    and(eq(bookChapters.access, access), access === 'paid' ? gt(bookChapters.price, 0) : undefined),
  );

export const authz = authzTable({
  // Reading a paid chapter (its text or audio): only for whoever bought it.
  rows: rowsOf.chapters({
    calls: { pay: 'novelPay', read: 'novelChapter', track: 'novelTrack' },
    chapter,
    track: { owner: { position: 0.25 }, sent: { position: 0.5 } },
    positions: (c) => c.db.select().from(bookProgress).where(eq(bookProgress.userId, c.owner.userId)),
  }),
  reads: ['novelList', 'novelDetail', 'novelIsLook'],
});
