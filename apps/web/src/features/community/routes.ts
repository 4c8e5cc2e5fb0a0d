import { type ScreenRoute, screen } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts). */
export const communityRoutes: readonly ScreenRoute[] = [
  screen('community', () => import('./community-screen')),
  screen('communityPostDetail', () => import('./post-detail-screen')),
  screen('communityPublish', () => import('./publish-screen')),
  screen('communityUpInfo', () => import('./up-info-screen')),
  screen('circlePostDetail', () => import('./post-detail-screen')),
  screen('circleDetail', () => import('./circle-detail-screen')),
  screen('commentReply', () => import('./comment-reply-screen')),
  screen('mineMyPost', () => import('./my-post-screen')),
  screen('mineMyFollow', () => import('./my-follow-screen')),
  screen('upRank', () => import('./up-rank-screen')),
];
