// Ad clicks are counted for anyone, signed in or not (issue 20's authorisation matrix).
import { asc } from 'drizzle-orm';
import { ads } from '../../db/core.schema.ts';
import { authzTable, balances } from '../../test/authz.ts';

export const authz = authzTable({
  rows: {
    advertiseClick: {
      body: async (c) => {
        const [ad] = await c.db.select({ id: ads.id }).from(ads).orderBy(asc(ads.id)).limit(1);
        if (!ad) throw new Error('demo content has no ad');
        return { id: ad.id };
      },
      guest: 200,
      other: 200,
      owner: 200,
      ownerState: (c) => balances(c.owner),
    },
  },
});
