// Who may redeem codes and exchange (issue 20's authorisation matrix; see src/test/authz.ts).
import { asc, eq } from 'drizzle-orm';
import { type AuthzCase, authzTable, balances } from '../../test/authz.ts';
import { exchangeItems } from './redeem.schema.ts';

async function exchangeItem(c: AuthzCase) {
  const [item] = await c.db
    .select({ id: exchangeItems.id })
    .from(exchangeItems)
    .where(eq(exchangeItems.enabled, true))
    .orderBy(asc(exchangeItems.price))
    .limit(1);
  if (!item) throw new Error('demo content has no exchange item');
  return item.id;
}

export const authz = authzTable({
  rows: {
    // A single-use code is a bearer voucher: the first caller to enter it gets it, once.
    redeemCodeUse: {
      body: async (c) => {
        const r = await c.admin('POST', '/redeem/batches', {
          name: '授权矩阵',
          count: 1,
          rewards: [{ type: 'gold', amount: 100 }],
        });
        if (r.status !== 200) throw new Error(`batch: ${JSON.stringify(r.body)}`);
        return { code: r.body.data.codes[0] };
      },
      guest: 200,
      other: 4009,
      owner: 4009,
      ownerState: (c) => balances(c.owner),
    },
    // Exchanging spends the caller's own balance only.
    redeemExchange: {
      body: async (c) => ({ id: await exchangeItem(c) }),
      guest: [3001, 3002],
      other: 200,
      owner: 200,
      ownerState: (c) => balances(c.owner),
    },
  },
  reads: ['redeemCodeList', 'redeemList', 'redeemHistory'],
});
