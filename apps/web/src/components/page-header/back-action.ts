// Back action of spec §2: on the stored landing route go to the root route, otherwise back
// one step. The landing route is the first route of the session (pathname + search), kept in
// sessionStorage so a reload in the same tab keeps it.
import { ROUTES } from '@lld/protocol/routes';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

export const LANDING_ROUTE_KEY = 'lld:landing-route';

/** Stores `href` as the landing route unless this session already has one. */
export function recordLandingRoute(href: string): void {
  try {
    if (sessionStorage.getItem(LANDING_ROUTE_KEY) === null) sessionStorage.setItem(LANDING_ROUTE_KEY, href);
  } catch {
    // storage unavailable: every back action then goes back one step
  }
}

export function getLandingRoute(): string | null {
  try {
    return sessionStorage.getItem(LANDING_ROUTE_KEY);
  } catch {
    return null;
  }
}

/** Position of this entry in the app's history (React Router keeps it in history.state). */
function historyIndex(): number | null {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number') {
    return state.idx;
  }
  return null;
}

/**
 * The back action. Also goes to the root route when there is no earlier entry of this app to
 * go back to (opened in a new tab, or the landing entry was replaced), so back never leaves
 * the app from inside it.
 */
export function useBackAction(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    const here = pathname + search;
    if (here === getLandingRoute() || historyIndex() === 0) {
      navigate(ROUTES.home, { replace: true });
    } else {
      navigate(-1);
    }
  }, [navigate, pathname, search]);
}
