// Keep-alive for the screens of KEEP_ALIVE_PATHS (spec §2); every other route is rebuilt on
// each visit. Decisions (docs/decisions.md, "Keep-alive"):
// - One kept instance per path. Its identity is pathname + search, so a detail page
//   (/topicList?id=1, /community/upInfo?id=…, /play/longVideo?id=…) opened with other
//   parameters replaces the kept instance instead of showing the old one; coming back with
//   the same parameters shows the kept one. At most one instance per kept path stays mounted.
// - A hidden screen stays mounted under `display: none` and keeps the location it was shown
//   with (its own LocationContext), so its useLocation/useSearchParams never see another
//   screen's URL. Nothing is paused for it; `useScreenActive()` tells it whether it is shown.
// - Screens must not read route loader data (React Router drops it for unmatched routes);
//   they use TanStack Query, whose cache is independent of the router.
// - Scroll: the window scrolls. The position of each kept screen is recorded while it is
//   shown and restored when it is shown again; any other navigation starts at the top.
import { KEEP_ALIVE_PATHS } from '@lld/protocol/routes';
import { memo, type ReactElement, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import {
  type Location,
  type NavigationType,
  UNSAFE_LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
} from 'react-router';
import { ScreenActiveContext } from '@/components/keep-alive/screen-active';
import { onScrollFrames } from '@/lib/viewport';

interface LocationContextValue {
  location: Location;
  navigationType: NavigationType;
}

interface KeptScreen {
  path: string;
  identity: string;
  element: ReactNode;
  context: LocationContextValue;
}

interface KeptScreenViewProps {
  path: string;
  active: boolean;
  element: ReactNode;
  context: LocationContextValue;
}

const KeptScreenView = memo(function KeptScreenView({ path, active, element, context }: KeptScreenViewProps) {
  return (
    <div className="app-screen" data-keep-alive={path} style={active ? undefined : { display: 'none' }}>
      <ScreenActiveContext.Provider value={active}>
        <UNSAFE_LocationContext.Provider value={context}>{element}</UNSAFE_LocationContext.Provider>
      </ScreenActiveContext.Provider>
    </div>
  );
});

export interface KeepAliveOutletProps {
  /** Paths kept alive; the spec's list by default. */
  paths?: readonly string[];
}

export function KeepAliveOutlet({ paths = KEEP_ALIVE_PATHS }: KeepAliveOutletProps): ReactElement {
  const location = useLocation();
  const navigationType = useNavigationType();
  const outlet = useOutlet();
  const kept = useRef(new Map<string, KeptScreen>());
  const scrollTops = useRef(new Map<string, number>());

  const identity = location.pathname + location.search;
  const keptPath = paths.includes(location.pathname) ? location.pathname : null;

  // Record this render's screen in the cache. Idempotent, so a repeated render is harmless.
  if (keptPath !== null && outlet !== null) {
    const entry = kept.current.get(keptPath);
    if (!entry || entry.identity !== identity) {
      if (entry) scrollTops.current.delete(entry.identity);
      kept.current.set(keptPath, {
        path: keptPath,
        identity,
        element: outlet,
        context: { location, navigationType },
      });
    } else if (entry.context.location.key !== location.key) {
      // Same screen shown again (or its hash/state changed): it sees the current location.
      entry.context = { location, navigationType };
    }
  }

  // Scroll position of the screen on show, recorded as the user scrolls.
  const current = useRef<string | null>(null);
  useEffect(
    () =>
      onScrollFrames(() => {
        if (current.current !== null) scrollTops.current.set(current.current, window.scrollY);
      }),
    [],
  );

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // On every navigation: restore the kept screen's position, else start at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per navigation (location.key)
  useLayoutEffect(() => {
    const saved = keptPath !== null ? scrollTops.current.get(identity) : undefined;
    current.current = keptPath !== null ? identity : null;
    window.scrollTo(0, saved ?? 0);
  }, [location.key]);

  return (
    <>
      {[...kept.current.values()].map((screen) => (
        <KeptScreenView
          key={screen.identity}
          path={screen.path}
          active={screen.path === keptPath}
          element={screen.element}
          context={screen.context}
        />
      ))}
      {keptPath === null ? (
        <div key={location.key} className="app-screen">
          {outlet}
        </div>
      ) : null}
    </>
  );
}
