// Saving where the user was before it is lost: a player's or reader's position goes to the
// server as the page is hidden (closed, reloaded, sent to the background) and as the screen
// unmounts.
import { useEffect } from 'react';
import { preparePageLeaveSeal } from './api/client';

/**
 * Calls `save(true)` when the page is hidden (a request then must outlive the page) and
 * `save(false)` when the caller unmounts or `save` changes. Keep `save` stable (useCallback).
 */
export function useSaveOnLeave(save: (leaving: boolean) => void): void {
  // The save as the page goes is sealed without waiting (api/client.ts): its cipher loads now.
  useEffect(() => {
    preparePageLeaveSeal().catch(() => {});
  }, []);
  useEffect(() => {
    const leave = () => save(true);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      save(false);
    };
  }, [save]);
}
