// The route table (spec §2), built from SCREEN_ROUTES: every screen lazy, unknown paths
// replaced by /notFound, the session awaited once before any screen renders.
import { ROUTES } from '@lld/protocol/routes';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './app-layout';
import { lazyRoute } from './lazy-route';
import { RouteError, SessionError } from './route-error';
import { SCREEN_ROUTES } from './route-table';

export interface AppRoutesOptions {
  /** Settles when the session is ready (runtime config loaded, guest login done). */
  sessionReady: Promise<unknown>;
}

/** Renders nothing: the HTML splash covers the page until the first screen is ready. */
function StartupFallback() {
  return null;
}

export function createAppRoutes({ sessionReady }: AppRoutesOptions): RouteObject[] {
  const screens: RouteObject[] = SCREEN_ROUTES.map((route) => {
    const common = { lazy: lazyRoute(route.id, route.load), errorElement: <RouteError /> };
    return route.path === ROUTES.home ? { index: true, ...common } : { path: route.path.slice(1), ...common };
  });
  return [
    {
      id: 'root',
      path: '/',
      element: <AppLayout />,
      errorElement: <SessionError />,
      HydrateFallback: StartupFallback,
      loader: async () => {
        await sessionReady;
        return null;
      },
      shouldRevalidate: () => false,
      // Unknown paths (and paths whose screens are not built yet) are replaced by /notFound
      // once they render, so history never keeps an entry that would redirect again on Back.
      children: [...screens, { path: '*', element: <Navigate to={ROUTES.notFound} replace /> }],
    },
  ];
}

export function createAppRouter(options: AppRoutesOptions) {
  return createBrowserRouter(createAppRoutes(options));
}
