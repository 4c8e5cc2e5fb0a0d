// Ad clicks are counted for anyone, signed in or not (issue 20's authorisation matrix).
import { ads } from '../../db/core.schema.ts';
import { authzTable, balances, firstDemoId } from '../../test/authz.ts';

export const authz = authzTable({
  rows: {
    advertiseClick: {
      body: async (c) => ({ id: await firstDemoId(c, ads, 'ad') }),
      guest: 200,
      other: 200,
      owner: 200,
      ownerState: (c) => balances(c.owner),
    },
  },
});
