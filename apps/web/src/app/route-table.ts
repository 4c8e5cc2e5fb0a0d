// The screens this build has: each feature's routes (features/<x>/routes.ts), composed once.
// Paths come from @lld/protocol/routes (spec §2); a path listed there but not here (screens of
// later issues) is not registered, so it goes to /notFound like any unknown path. Features ask
// `isRouteAvailable` (lib/routes/screen-route.ts) before showing an entry that leads somewhere,
// so no entry ever opens the not-found page or a placeholder. Adding a feature's screens: one
// line below.
import { accountRoutes } from '@/features/account/routes';
import { aiRoutes } from '@/features/ai/routes';
import { communityRoutes } from '@/features/community/routes';
import { downloadsRoutes } from '@/features/downloads/routes';
import { gamesRoutes } from '@/features/games/routes';
import { liveRoutes } from '@/features/live/routes';
import { mediaRoutes } from '@/features/media/routes';
import { messagesRoutes } from '@/features/messages/routes';
import { mineRoutes } from '@/features/mine/routes';
import { notFoundRoutes } from '@/features/not-found/routes';
import { comicsRoutes } from '@/features/reading/comics/routes';
import { galleryRoutes } from '@/features/reading/gallery/routes';
import { novelsRoutes } from '@/features/reading/novels/routes';
import { searchRoutes } from '@/features/search/routes';
import { walletRoutes } from '@/features/wallet/routes';
import { welfareRoutes } from '@/features/welfare/routes';
import { type ScreenRoute, screen, setAvailableRoutes } from '@/lib/routes/screen-route';

export type { ScreenRoute } from '@/lib/routes/screen-route';
export { isRouteAvailable } from '@/lib/routes/screen-route';

/** Screens the app layer composes from two features. */
const composedRoutes: readonly ScreenRoute[] = [
  // Home: the home feature's first screen with the media feature's sections below it.
  // (/lld is the media feature's own long-video channel since issue 22.)
  screen('home', () => import('./home-route')),
  // Video actors and comic authors share /homePage/author (issues 5 and 6); `kind=comic` picks.
  screen('homePageAuthor', () => import('./author-screen')),
];

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  ...composedRoutes,
  ...mineRoutes,
  ...messagesRoutes,
  ...mediaRoutes,
  ...communityRoutes,
  ...accountRoutes,
  ...comicsRoutes,
  ...novelsRoutes,
  ...galleryRoutes,
  ...walletRoutes,
  ...welfareRoutes,
  ...gamesRoutes,
  ...aiRoutes,
  ...downloadsRoutes,
  ...searchRoutes,
  ...liveRoutes,
  ...notFoundRoutes,
];

setAvailableRoutes(SCREEN_ROUTES);
