import { type ScreenRoute, screen } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts). */
export const comicsRoutes: readonly ScreenRoute[] = [
  // Comics, novels, audio, picture sets and reserved listings (issue 6).
  screen('comicHome', () => import('./comic-home-screen')),
  screen('comicDetail', () => import('./comic-detail-screen')),
  screen('comicPopEpisode', () => import('./comic-pop-episode-screen')),
  screen('comicComment', () => import('./comic-comment-screen')),
  screen('comicRead', () => import('./comic-read-screen')),
];
