import { communityCategories } from '../../db/core.schema.ts';
import { type AuthzCase, authzTable, balances, firstDemoId } from '../../test/authz.ts';

const category = (c: AuthzCase) => firstDemoId(c, communityCategories, 'community category');

/** A published post of the owner's (priced when `price` > 0). */
async function ownersPost(c: AuthzCase, price = 0) {
  const r = await c.owner.call('communityPostPublish', {
    text: `授权矩阵 ${price}`,
    categoryId: await category(c),
    price,
  });
  if (r.body.code !== 200) throw new Error(`publish: ${JSON.stringify(r.body)}`);
  await c.t.app.services.community.review(r.data.id, 'published');
  return r.data.id;
}

export const authz = authzTable({
  rows: {
    communityPostPublish: {
      body: async (c) => ({ text: '授权矩阵：谁可以发帖', categoryId: await category(c) }),
      guest: 4003,
      other: 200,
      owner: 200,
    },
    communityPostLike: {
      body: async (c) => ({ id: await ownersPost(c) }),
      guest: 200,
      other: 200,
      owner: 200,
    },
    // Buying someone's paid post: the buyer pays, the author does not buy their own.
    communityPostPay: {
      body: async (c) => ({ id: await ownersPost(c, 300) }),
      guest: 3001,
      other: 200,
      // The author reads their own post free: answered as already owned, nothing charged.
      owner: 200,
      ownerState: (c) => balances(c.owner),
    },
    communityReport: {
      body: async (c) => ({ targetKind: 'post', id: await ownersPost(c), reason: '广告' }),
      guest: 200,
      other: 200,
      owner: 200,
    },
    communityCommentAdd: {
      body: async (c) => ({ targetId: await ownersPost(c), text: '授权矩阵的评论' }),
      guest: 4003,
      other: 200,
      owner: 200,
    },
    communityUpblogersCares: {
      body: (c) => ({ userId: c.owner.userId, follow: true }),
      guest: 200,
      other: 200,
      owner: 2000,
    },
  },
  reads: [
    'communityPostList',
    'communityPostDetail',
    'communityPostMypublish',
    'communityCommentList',
    'communityUpblogersInfo',
    'communityUpblogersList',
    'communityCircleList',
    'communityCircleDetail',
  ],
});
