import { endpoints } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { appRoute } from '../../http/app-route.ts';

/** community/* calls: posts, likes, reports, comments, creators and circles (issue 7). */
export async function communityRoutes(app: FastifyInstance): Promise<void> {
  const { community, comments, creators } = app.services;
  const viewer = (user: { id: number } | null) => user?.id ?? null;

  appRoute(app, endpoints.communityPostList, async ({ body, user }) => community.list(viewer(user), body));
  appRoute(app, endpoints.communityPostDetail, async ({ body, user }) =>
    community.detail(body.id, viewer(user)),
  );
  appRoute(app, endpoints.communityPostMypublish, async ({ body, user }) => community.mine(user.id, body));
  appRoute(app, endpoints.communityPostPublish, async ({ body, user }) => community.publish(user.id, body));
  appRoute(app, endpoints.communityPostPay, async ({ body, user }) => community.pay(user.id, body.id));
  appRoute(app, endpoints.communityPostLike, async ({ body, user }) => community.like(user.id, body.id));
  appRoute(app, endpoints.communityReport, async ({ body, user }) =>
    community.report(user.id, body, (id) => comments.exists(id)),
  );

  appRoute(app, endpoints.communityCommentAdd, async ({ body, user }) => {
    await community.requireAccount(user.id);
    return comments.add(user.id, body);
  });
  appRoute(app, endpoints.communityCommentList, async ({ body }) => comments.list(body));

  appRoute(app, endpoints.communityUpblogersCares, async ({ body, user }) =>
    creators.cares(user.id, body.userId, body.follow),
  );
  appRoute(app, endpoints.communityUpblogersInfo, async ({ body, user }) =>
    creators.creatorInfo(body.userId, viewer(user)),
  );
  appRoute(app, endpoints.communityUpblogersList, async ({ body, user }) =>
    creators.creatorList(viewer(user), body),
  );

  appRoute(app, endpoints.communityCircleList, async ({ body }) => creators.circleList(body));
  appRoute(app, endpoints.communityCircleDetail, async ({ body }) => creators.circle(body.id));
}
