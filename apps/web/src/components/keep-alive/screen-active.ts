// Whether the screen a component lives in is the one on show. Kept-alive screens stay mounted
// while hidden (src/app/keep-alive-outlet.tsx); their timers, players and scroll listeners can
// read this to rest while hidden. Outside a kept-alive screen it is always true.
import { createContext, useContext } from 'react';

export const ScreenActiveContext = createContext(true);

export function useScreenActive(): boolean {
  return useContext(ScreenActiveContext);
}
