import { createContext, useContext } from 'react';

/** True while a navigation waits for its screen's chunk (app/router.tsx sets it). */
export const NavigationPendingContext = createContext(false);

export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}
