// Who may buy picture sets and listings (issue 20's authorisation matrix; see src/test/authz.ts).
import { and, asc, eq, gt } from 'drizzle-orm';
import { authzTable, rowsOf } from '../../test/authz.ts';
import { galleryItems } from './gallery.schema.ts';

export const authz = authzTable({
  rows: {
    contentPay: rowsOf.buy(async (c) => {
      const [item] = await c.db
        .select({ id: galleryItems.id, contentType: galleryItems.contentType })
        .from(galleryItems)
        .where(and(eq(galleryItems.access, 'paid'), gt(galleryItems.price, 0)))
        .orderBy(asc(galleryItems.id))
        .limit(1);
      if (!item) throw new Error('demo content has no paid picture set');
      return { contentType: item.contentType, id: item.id };
    }),
  },
  reads: ['contentList'],
});
