import { ROUTES } from '@lld/protocol/routes';
import type { ScreenRoute } from '@/lib/routes/screen-route';

/** The screens of this feature (composed by app/route-table.ts). */
export const comicsRoutes: readonly ScreenRoute[] = [
  // Comics, novels, audio, picture sets and reserved listings (issue 6).
  { id: 'comicHome', path: ROUTES.comicHome, load: () => import('./comic-home-screen') },
  {
    id: 'comicDetail',
    path: ROUTES.comicDetail,
    load: () => import('./comic-detail-screen'),
  },
  {
    id: 'comicPopEpisode',
    path: ROUTES.comicPopEpisode,
    load: () => import('./comic-pop-episode-screen'),
  },
  {
    id: 'comicComment',
    path: ROUTES.comicComment,
    load: () => import('./comic-comment-screen'),
  },
  { id: 'comicRead', path: ROUTES.comicRead, load: () => import('./comic-read-screen') },
];
