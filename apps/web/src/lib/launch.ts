/**
 * Launches of the app on this device (issue 22, ad positions 1 and 3): a launch is a new tab
 * session (a reload or an in-app navigation is not one). The launch ads (the splash ad and the
 * home popup) wait for a device's second launch, so a new visitor's first screen is the app.
 */
import { getItem, setItem } from '@/lib/storage';

const COUNT_KEY = 'lld:launches';
const SESSION_KEY = 'lld:launched';

let current: number | null = null;

/** This launch's number on this device (1 on the first), counted once per tab session. */
export function launchNumber(): number {
  if (current !== null) return current;
  const before = Number(getItem(COUNT_KEY)) || 0;
  let counted = false;
  try {
    counted = sessionStorage.getItem(SESSION_KEY) === '1';
    if (!counted) sessionStorage.setItem(SESSION_KEY, '1');
  } catch {
    counted = true;
  }
  current = counted ? Math.max(1, before) : before + 1;
  if (!counted) setItem(COUNT_KEY, String(current));
  return current;
}
