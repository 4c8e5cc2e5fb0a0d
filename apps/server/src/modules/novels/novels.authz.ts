// Who may do what with novels and audio books (issue 20's authorisation matrix; see src/test/authz.ts).
import { and, asc, eq, gt } from 'drizzle-orm';
import { type AuthzCase, authzTable, rowsOf } from '../../test/authz.ts';
import { bookChapters, bookProgress } from './novels.schema.ts';

async function chapter(c: AuthzCase, access: 'free' | 'paid') {
  const [row] = await c.db
    .select({ id: bookChapters.id })
    .from(bookChapters)
    .where(and(eq(bookChapters.access, access), access === 'paid' ? gt(bookChapters.price, 0) : undefined))
    .orderBy(asc(bookChapters.id))
    .limit(1);
  if (!row) throw new Error(`demo content has no ${access} book chapter`);
  return row.id;
}

export const authz = authzTable({
  rows: {
    novelPay: rowsOf.buy(async (c) => ({ chapterId: await chapter(c, 'paid') })),
    // The text (or audio) of a paid chapter: only for whoever bought it.
    novelChapter: rowsOf.entitled(async (c) => {
      const chapterId = await chapter(c, 'paid');
      await c.owner.call('novelPay', { chapterId });
      return { chapterId };
    }),
    novelTrack: rowsOf.perUser(
      async (c) => {
        const chapterId = await chapter(c, 'free');
        await c.owner.call('novelTrack', { chapterId, position: 0.25 });
        return { chapterId, position: 0.5 };
      },
      (c) => c.db.select().from(bookProgress).where(eq(bookProgress.userId, c.owner.userId)),
    ),
  },
  reads: ['novelList', 'novelDetail', 'novelIsLook'],
});
