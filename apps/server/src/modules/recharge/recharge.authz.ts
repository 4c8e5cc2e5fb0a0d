// Who may top up and read an order (issue 20's authorisation matrix; see src/test/authz.ts).
import { and, asc, eq } from 'drizzle-orm';
import { type AuthzCase, authzTable } from '../../test/authz.ts';
import { products, rechargeOrders } from './recharge.schema.ts';

async function goldPack(c: AuthzCase) {
  const [p] = await c.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.kind, 'gold'), eq(products.enabled, true)))
    .orderBy(asc(products.id))
    .limit(1);
  if (!p) throw new Error('demo content has no gold pack');
  return p.id;
}

const ownerOrders = (c: AuthzCase) =>
  c.db
    .select({ orderNo: rechargeOrders.orderNo, status: rechargeOrders.status })
    .from(rechargeOrders)
    .where(eq(rechargeOrders.userId, c.owner.userId));

export const authz = authzTable({
  rows: {
    rechargeSubmit: {
      body: async (c) => ({ productId: await goldPack(c), payType: 'alipay' }),
      guest: 200,
      other: 200,
      owner: 200,
      ownerState: ownerOrders,
    },
    // An order number is the owner's: nobody else learns its state.
    rechargeStatus: {
      body: async (c) => {
        const r = await c.owner.call('rechargeSubmit', { productId: await goldPack(c), payType: 'alipay' });
        return { orderNo: r.data.order.orderNo };
      },
      guest: 2004,
      other: 2004,
      owner: 200,
    },
  },
  reads: ['goldPayTypeInfo', 'productList', 'rechargeHistory'],
});
