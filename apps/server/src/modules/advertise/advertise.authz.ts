// Ad clicks are counted for anyone, signed in or not (issue 20's authorisation matrix).
import { ads } from '../../db/core.schema.ts';
import { authzTable, balances, firstDemoId, rowsOf } from '../../test/authz.ts';

export const authz = authzTable({
  rows: {
    advertiseClick: rowsOf.perUser(
      async (c) => ({ id: await firstDemoId(c, ads, 'ad') }),
      (c) => balances(c.owner),
    ),
  },
});
