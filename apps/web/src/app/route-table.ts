// The screens this build has: every feature's routes (`features/<x>/routes.ts`, found by the
// glob below, so adding a feature's screens edits no shared list), plus the two screens the app
// layer composes from two features. Paths come from @lld/protocol/routes (spec §2); a path
// listed there but not here (screens of later issues) is not registered, so it goes to
// /notFound like any unknown path. Features ask `isRouteAvailable` (lib/routes/screen-route.ts)
// before showing an entry that leads somewhere, so no entry ever opens the not-found page.
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

// Each routes.ts holds only lazy screen loads, so loading them all eagerly adds a few
// hundred bytes to the entry and no screen code. Sorted by file so the order is stable.
const featureModules = import.meta.glob<Record<string, readonly ScreenRoute[]>>('../features/**/routes.ts', {
  eager: true,
});
const featureRoutes: ScreenRoute[] = Object.keys(featureModules)
  .sort()
  .flatMap((file) => Object.values(featureModules[file] ?? {}).flat());

export const SCREEN_ROUTES: readonly ScreenRoute[] = [...composedRoutes, ...featureRoutes];

setAvailableRoutes(SCREEN_ROUTES);
