// Whether the launch landed on this screen: it is shown at the app's first location (React
// Router gives that location the key 'default'), not reached from another screen. A kept-alive
// screen reads the location it was shown with (app/keep-alive-outlet.tsx).
import { useLocation } from 'react-router';

/** React Router's key of the first location of a history. */
const FIRST_LOCATION_KEY = 'default';

/** True while this screen is shown at the app's first location (the page was opened on it). */
export function useLanded(): boolean {
  return useLocation().key === FIRST_LOCATION_KEY;
}
