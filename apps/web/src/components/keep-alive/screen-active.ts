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
