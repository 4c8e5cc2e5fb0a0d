// The route table (spec §2), built from SCREEN_ROUTES: every screen lazy, unknown paths
// replaced by /notFound, the session awaited once before any screen renders.
//
// Declarative routing (<Routes>), not React Router's data router: the data router (loaders,
// route.lazy, errorElement) is about 17 KB gzip of the home route's JavaScript, and the app
// uses none of its data features (screens read data through TanStack Query). What it gave
// the app is rebuilt here in a few lines (docs/decisions.md, "Routing"):
// - navigations run in a React transition, so the old screen stays while the next screen's
//   chunk loads, and `useNavigationPending()` drives the progress bar;
// - the session gate suspends the root until the session is ready, while the first screen's
//   chunk is already downloading (`preloadScreenFor`);
// - an error boundary per screen shows RouteError; the root's shows SessionError.
import { ROUTES } from '@lld/protocol/routes';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useLayoutEffect,
  useMemo,
  useState,
  useTransition,
} from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  Navigate,
  type NavigationType,
  type RouteObject,
  Router,
  useLocation,
  useRoutes,
} from 'react-router';
import { AppLayout } from './app-layout';
import { ErrorBoundary } from './error-boundary';
import { lazyRoute } from './lazy-route';
import { NavigationPendingContext } from './navigation-pending';
import { RouteError, SessionError } from './route-error';
import { SCREEN_ROUTES, type ScreenRoute } from './route-table';

export interface AppRoutesProps {
  /** Settles when the session is ready (runtime config loaded, guest login done). */
  sessionReady: Promise<unknown>;
}

interface LazyScreen {
  Screen: LazyExoticComponent<ComponentType>;
  /** Starts (or joins) the download of the screen's chunk. */
  preload: () => Promise<unknown>;
  /** The screen's component once its chunk has loaded: rendered directly, without suspending. */
  loaded?: ComponentType;
}

/** One lazy component per screen, made once: its identity must not change between renders. */
const lazyScreens = new Map<ScreenRoute, LazyScreen>();
function lazyScreen(route: ScreenRoute): LazyScreen {
  let screen = lazyScreens.get(route);
  if (!screen) {
    const load = lazyRoute(route.id, route.load);
    let loading: Promise<{ default: ComponentType }> | undefined;
    const made: LazyScreen = {
      Screen: lazy(() => made.preload() as Promise<{ default: ComponentType }>),
      preload: () => {
        loading ??= load().then((m) => {
          made.loaded = m.Component;
          return { default: m.Component };
        });
        return loading;
      },
    };
    screen = made;
    lazyScreens.set(route, screen);
  }
  return screen;
}

/** Starts downloading the chunk of the screen at `pathname` (at start-up, beside the session). */
export function preloadScreenFor(pathname: string): Promise<unknown> {
  const route = screenRouteAt(pathname);
  return route ? lazyScreen(route).preload() : Promise.resolve();
}

/** Screens by path, lower-cased: React Router matches paths in any case. */
let screensByPath: Map<string, ScreenRoute> | undefined;

/**
 * The screen whose path is `pathname` exactly, after React Router's own leniency (any case,
 * trailing slashes): every screen path is static, so this is one map lookup.
 */
function screenRouteAt(pathname: string): ScreenRoute | undefined {
  screensByPath ??= new Map(SCREEN_ROUTES.map((r) => [r.path.toLowerCase(), r]));
  const key = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return screensByPath.get(key);
}

/** A screen: its lazy chunk, and its error screen when it throws or its chunk cannot load. */
function ScreenElement({ screen }: { screen: LazyScreen }) {
  const { pathname } = useLocation();
  const Screen = screen.loaded ?? screen.Screen;
  return (
    <ErrorBoundary resetKey={pathname} fallback={() => <RouteError />}>
      <Screen />
    </ErrorBoundary>
  );
}

type SessionOutcome = { ok: true } | { ok: false; error: unknown };

/**
 * Each session promise settled once into an outcome, so `use()` never throws it. Once settled,
 * the outcome carries the fields React gives a promise it has read (`status`, `value`), so a
 * `use()` after that reads it without suspending.
 */
const outcomes = new WeakMap<Promise<unknown>, Promise<SessionOutcome>>();
function outcomeOf(ready: Promise<unknown>): Promise<SessionOutcome> {
  let outcome = outcomes.get(ready);
  if (!outcome) {
    const settled = ready.then(
      (): SessionOutcome => ({ ok: true }),
      (error: unknown): SessionOutcome => ({ ok: false, error }),
    );
    void settled.then((value) => Object.assign(settled, { status: 'fulfilled', value }));
    outcome = settled;
    outcomes.set(ready, outcome);
  }
  return outcome;
}

/**
 * Settles once the session has settled and the chunk of the screen at `pathname` has loaded
 * (or failed). Start-up renders after it (main.tsx): the first render then commits the screen
 * at once. Rendered earlier, the root showed its empty fallback while waiting, and React holds
 * back the content replacing a fallback for 300 ms after it, then committed the first screen
 * together with everything lazy that had loaded meanwhile (carousel, sections) in one long task.
 */
export function firstScreenReady(sessionReady: Promise<unknown>, pathname: string): Promise<void> {
  return Promise.allSettled([outcomeOf(sessionReady), preloadScreenFor(pathname)]).then(() => undefined);
}

/**
 * Waits for the session. A session that cannot start (a refused guest, 6004/6015, or no
 * network) is a screen the user acts on, not a crash: it is rendered here rather than thrown
 * to the error boundary, which React would also report as an error on the console.
 */
function SessionGate({ ready, children }: { ready: Promise<unknown>; children: ReactNode }) {
  const outcome = use(outcomeOf(ready));
  return outcome.ok ? children : <SessionError error={outcome.error} />;
}

/**
 * The route tree (the layout over every screen, unknown paths to /notFound) and, for a pathname,
 * the part of it that can match. Every screen path is static, so a pathname's screen is one map
 * lookup, and React Router matches that route and the fallback. Given the whole tree it would
 * flatten, rank and compile ~75 routes on every render of the tree: each navigation and the
 * first render, about 40 ms at 4x CPU (docs/performance.md, session 34). A pathname that is not
 * exactly a screen's (after React Router's own leniency: any case, trailing slashes) gets the
 * whole tree, so React Router decides it as before.
 */
function routeTree(sessionReady: Promise<unknown>): (pathname: string) => RouteObject[] {
  const layout = (children: RouteObject[]): RouteObject[] => [
    {
      id: 'root',
      path: '/',
      element: (
        <SessionGate ready={sessionReady}>
          <AppLayout />
        </SessionGate>
      ),
      children,
    },
  ];
  // Unknown paths (and paths whose screens are not built yet) are replaced by /notFound, so
  // history never keeps an entry that would redirect again on Back.
  const unknown: RouteObject = {
    id: 'unknown',
    path: '*',
    element: <Navigate to={ROUTES.notFound} replace />,
  };
  const trees = new Map<ScreenRoute, RouteObject[]>();
  const all: RouteObject[] = [];
  for (const route of SCREEN_ROUTES) {
    const element = <ScreenElement screen={lazyScreen(route)} />;
    const object: RouteObject =
      route.path === ROUTES.home
        ? { id: route.id, index: true, element }
        : { id: route.id, path: route.path.slice(1), element };
    all.push(object);
    trees.set(route, layout([object, unknown]));
  }
  const whole = layout([...all, unknown]);
  return (pathname) => {
    const route = screenRouteAt(pathname);
    return (route && trees.get(route)) ?? whole;
  };
}

/** The app's routes, for any router (the browser's below, a memory router in tests). */
export function AppRoutes({ sessionReady }: AppRoutesProps) {
  return (
    <ErrorBoundary fallback={(error) => <SessionError error={error} />}>
      {/* Nothing while the session starts or the first screen loads: the HTML splash covers it. */}
      <Suspense fallback={null}>
        <MatchedRoutes sessionReady={sessionReady} />
      </Suspense>
    </ErrorBoundary>
  );
}

function MatchedRoutes({ sessionReady }: AppRoutesProps) {
  const treeFor = useMemo(() => routeTree(sessionReady), [sessionReady]);
  return useRoutes(treeFor(useLocation().pathname));
}

/**
 * React Router's BrowserRouter, with the transition's pending flag exposed: each history
 * change renders in a transition, so the shown screen stays until the next one is ready.
 */
function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>({
    action: history.action,
    location: history.location,
  });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => {
    const stop = history.listen((update) => {
      startTransition(() => setState(update));
    });
    return stop;
  }, [history]);
  return (
    <NavigationPendingContext.Provider value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext.Provider>
  );
}

export function AppRouter({ sessionReady }: AppRoutesProps) {
  return (
    <AppBrowserRouter>
      <AppRoutes sessionReady={sessionReady} />
    </AppBrowserRouter>
  );
}
