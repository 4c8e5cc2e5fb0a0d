import { type ScreenModule, screens } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts): route key → screen file. */
export const communityRoutes = screens(import.meta.glob<ScreenModule>('./*-screen.tsx'), {
  community: 'community-screen',
  communityPostDetail: 'post-detail-screen',
  communityPublish: 'publish-screen',
  communityUpInfo: 'up-info-screen',
  circlePostDetail: 'post-detail-screen',
  circleDetail: 'circle-detail-screen',
  commentReply: 'comment-reply-screen',
  mineMyPost: 'my-post-screen',
  mineMyFollow: 'my-follow-screen',
  upRank: 'up-rank-screen',
});
