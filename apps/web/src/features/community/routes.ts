import { screens } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts): route key → screen. */
export const communityRoutes = screens({
  community: () => import('./community-screen'),
  communityPostDetail: () => import('./post-detail-screen'),
  communityPublish: () => import('./publish-screen'),
  communityUpInfo: () => import('./up-info-screen'),
  circlePostDetail: () => import('./post-detail-screen'),
  circleDetail: () => import('./circle-detail-screen'),
  commentReply: () => import('./comment-reply-screen'),
  mineMyPost: () => import('./my-post-screen'),
  mineMyFollow: () => import('./my-follow-screen'),
  upRank: () => import('./up-rank-screen'),
});
