import { ROUTES } from '@lld/protocol/routes';
import type { ScreenRoute } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts). */
export const communityRoutes: readonly ScreenRoute[] = [
  { id: 'community', path: ROUTES.community, load: () => import('./community-screen') },
  {
    id: 'communityPostDetail',
    path: ROUTES.communityPostDetail,
    load: () => import('./post-detail-screen'),
  },
  {
    id: 'communityPublish',
    path: ROUTES.communityPublish,
    load: () => import('./publish-screen'),
  },
  {
    id: 'communityUpInfo',
    path: ROUTES.communityUpInfo,
    load: () => import('./up-info-screen'),
  },
  {
    id: 'circlePostDetail',
    path: ROUTES.circlePostDetail,
    load: () => import('./post-detail-screen'),
  },
  {
    id: 'circleDetail',
    path: ROUTES.circleDetail,
    load: () => import('./circle-detail-screen'),
  },
  {
    id: 'commentReply',
    path: ROUTES.commentReply,
    load: () => import('./comment-reply-screen'),
  },
  { id: 'mineMyPost', path: ROUTES.mineMyPost, load: () => import('./my-post-screen') },
  {
    id: 'mineMyFollow',
    path: ROUTES.mineMyFollow,
    load: () => import('./my-follow-screen'),
  },
  { id: 'upRank', path: ROUTES.upRank, load: () => import('./up-rank-screen') },
];
