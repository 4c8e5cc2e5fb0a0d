// Keep-alive for the screens of KEEP_ALIVE_PATHS (spec §2); every other route is rebuilt on
// each visit. Decisions (docs/decisions.md, "Keep-alive"):
// - One kept instance per path. Its identity is pathname + search, so a detail page
//   (/topicList?id=1, /community/upInfo?id=…, /play/longVideo?id=…) opened with other
//   parameters replaces the kept instance instead of showing the old one; coming back with
//   the same parameters shows the kept one. At most one instance per kept path stays mounted,
//   but a replaced one lingers, hidden, until the browser is next idle: its teardown (a
//   player's hls.js, its danmaku worker, the subtree's effects) is not the new screen's first
//   task (issue 19, a next tap's first frame).
// - A hidden screen stays mounted under `display: none` and keeps the location it was shown
//   with (its own LocationContext), so its useLocation/useSearchParams never see another
//   screen's URL. Nothing is paused for it; `useScreenActive()` tells it whether it is shown.
// - Screens must not read route loader data (React Router drops it for unmatched routes);
//   they use TanStack Query, whose cache is independent of the router.
// - Scroll: the window scrolls. The position of each kept screen is recorded while it is
//   shown and restored when it is shown again; any other navigation starts at the top.
import { KEEP_ALIVE_PATHS } from '@lld/protocol/routes';
import { memo, type ReactElement, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  type Location,
  type NavigationType,
  UNSAFE_LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
} from 'react-router';
import { KEPT_SCREEN_ATTRIBUTE, ScreenActiveContext } from '@/components/keep-alive/screen-active';
import { whenIdle } from '@/lib/idle';
import { releaseTapCover } from '@/lib/tap-cover';
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
  identity: string;
  active: boolean;
  element: ReactNode;
  context: LocationContextValue;
}

const KeptScreenView = memo(function KeptScreenView({
  path,
  identity,
  active,
  element,
  context,
}: KeptScreenViewProps) {
  return (
    <div
      className="app-screen"
      data-keep-alive={path}
      {...{ [KEPT_SCREEN_ATTRIBUTE]: identity }}
      style={active ? undefined : { display: 'none' }}
    >
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

/**
 * The kept screens after a render at `identity`: `committed` itself when nothing changes, else a
 * new map (the entry for `keptPath` added, replaced or given the current location). Pure: a
 * render React throws away (a navigation whose screen is still loading) must leave no trace,
 * or a later render of the old location would mount the new screen too, and its loading chunk
 * would suspend the whole app (the screens vanished and home lost its scroll position).
 */
function nextKeptScreens(
  committed: ReadonlyMap<string, KeptScreen>,
  keptPath: string | null,
  identity: string,
  outlet: ReactNode,
  context: LocationContextValue,
): ReadonlyMap<string, KeptScreen> {
  if (keptPath === null || outlet === null) return committed;
  const entry = committed.get(keptPath);
  if (entry && entry.identity === identity && entry.context.location.key === context.location.key) {
    return committed;
  }
  const next = new Map(committed);
  next.set(
    keptPath,
    entry && entry.identity === identity
      ? // Same screen shown again (or its hash/state changed): it sees the current location.
        { ...entry, context }
      : { path: keptPath, identity, element: outlet, context },
  );
  return next;
}

/**
 * Kept screens that `next` replaces (same path, other identity) and those still lingering from
 * before, but none that `next` shows (a return to a lingering one within its moment).
 */
function lingeringScreens(
  committed: ReadonlyMap<string, KeptScreen>,
  lingering: readonly KeptScreen[],
  next: ReadonlyMap<string, KeptScreen>,
): readonly KeptScreen[] {
  const shown = new Set([...next.values()].map((s) => s.identity));
  const out = lingering.filter((s) => !shown.has(s.identity));
  for (const entry of committed.values()) {
    if (!shown.has(entry.identity) && !out.some((s) => s.identity === entry.identity)) out.push(entry);
  }
  // Unchanged: the same array, so that the sweep's timing does not start again.
  return out.length === lingering.length && out.every((s, i) => s === lingering[i]) ? lingering : out;
}

export function KeepAliveOutlet({ paths = KEEP_ALIVE_PATHS }: KeepAliveOutletProps): ReactElement {
  const location = useLocation();
  const navigationType = useNavigationType();
  const outlet = useOutlet();
  // What the last committed render showed; this render's screens are derived from it and
  // written back only once committed (the layout effect below).
  const committed = useRef<ReadonlyMap<string, KeptScreen>>(new Map());
  const scrollTops = useRef(new Map<string, number>());

  const identity = location.pathname + location.search;
  const keptPath = paths.includes(location.pathname) ? location.pathname : null;
  const screens = nextKeptScreens(committed.current, keptPath, identity, outlet, {
    location,
    navigationType,
  });
  // Replaced screens, still mounted (hidden) until the browser is idle; `swept` re-renders
  // without them.
  const lingering = useRef<readonly KeptScreen[]>([]);
  const [swept, setSwept] = useState(0);
  const leaving = lingeringScreens(committed.current, lingering.current, screens);

  useLayoutEffect(() => {
    lingering.current = leaving;
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: one sweep per set of lingering screens
  useEffect(() => {
    if (leaving.length === 0) return;
    return whenIdle(() => {
      lingering.current = [];
      setSwept((n) => n + 1);
    });
  }, [leaving, swept]);

  useLayoutEffect(() => {
    if (screens === committed.current) return;
    // A kept detail page replaced by the same path with other parameters: its position goes too.
    for (const [path, entry] of committed.current) {
      if (screens.get(path)?.identity !== entry.identity) scrollTops.current.delete(entry.identity);
    }
    committed.current = screens;
  });

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

  // On every navigation: restore the kept screen's position, else start at the top; the tap's
  // cover (lib/tap-cover.ts) goes in this commit, after the new screen's own layout effects
  // (a player takes the cover's video in its own).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per navigation (location.key)
  useLayoutEffect(() => {
    releaseTapCover();
    const saved = keptPath !== null ? scrollTops.current.get(identity) : undefined;
    current.current = keptPath !== null ? identity : null;
    window.scrollTo(0, saved ?? 0);
  }, [location.key]);

  return (
    <>
      {[...screens.values(), ...leaving].map((screen) => (
        <KeptScreenView
          key={screen.identity}
          path={screen.path}
          identity={screen.identity}
          active={screen.path === keptPath && screens.get(screen.path) === screen}
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
