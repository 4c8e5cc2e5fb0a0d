import { screens } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts): route key → screen. */
export const comicsRoutes = screens({
  // Comics, novels, audio, picture sets and reserved listings (issue 6).
  comicHome: () => import('./comic-home-screen'),
  comicDetail: () => import('./comic-detail-screen'),
  comicPopEpisode: () => import('./comic-pop-episode-screen'),
  comicComment: () => import('./comic-comment-screen'),
  comicRead: () => import('./comic-read-screen'),
});
