// Whether the screen a component lives in is the one on show. Kept-alive screens stay mounted
// while hidden (src/app/keep-alive-outlet.tsx); their timers, players and scroll listeners can
// read this to rest while hidden. Outside a kept-alive screen it is always true.
import { createContext, useContext, useEffect, useRef } from 'react';

export const ScreenActiveContext = createContext(true);

export function useScreenActive(): boolean {
  return useContext(ScreenActiveContext);
}

/**
 * Calls `onShownAgain` each time a kept-alive screen is shown again after being hidden (not on its
 * first showing, which has just loaded): a tab refreshes what moved while the user was elsewhere.
 */
export function useShownAgain(onShownAgain: () => void): void {
  const visible = useScreenActive();
  const wasHidden = useRef(false);
  const latest = useRef(onShownAgain);
  latest.current = onShownAgain;
  useEffect(() => {
    if (!visible) {
      wasHidden.current = true;
      return;
    }
    if (wasHidden.current) latest.current();
  }, [visible]);
}

/** The attribute on a kept-alive screen's box holding what it shows (pathname + search). */
export const KEPT_SCREEN_ATTRIBUTE = 'data-screen';

/**
 * Whether a kept-alive screen showing `identity` (pathname + search) is mounted: a navigation
 * there shows it again as it was left, rather than a new one.
 */
export function isScreenKept(identity: string): boolean {
  if (typeof document === 'undefined') return false;
  for (const box of document.querySelectorAll(`[${KEPT_SCREEN_ATTRIBUTE}]`)) {
    if (box.getAttribute(KEPT_SCREEN_ATTRIBUTE) === identity) return true;
  }
  return false;
}
