// What the comic and novel readers share: the reading position sent to the server shortly after
// the reader stops (and at once as the page is left), and the taps that turn the page or open the
// menu.
import { type MouseEvent, useCallback, useRef } from 'react';
import { useSaveOnLeave } from '@/lib/page-leave';

/**
 * Holds the latest position and sends it `delayMs` after the last change, when `flush` is
 * called (a chapter switch), as the page is hidden (`leaving`), and when the reader unmounts.
 */
export function useDelayedTrack<P>(send: (position: P, leaving: boolean) => void, delayMs: number) {
  const pending = useRef<P | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;

  const flush = useCallback((leaving = false) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const p = pending.current;
    pending.current = null;
    if (p !== null) sendRef.current(p, leaving);
  }, []);

  const schedule = useCallback(
    (position: P) => {
      pending.current = position;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(), delayMs);
    },
    [flush, delayMs],
  );

  useSaveOnLeave(flush);

  return { schedule, flush };
}

/**
 * A tap on the reader: on a button or link it is theirs; with the menu open it closes the menu;
 * in the top or bottom 30% it scrolls back or on by `step` of the screen; in the middle it opens
 * the menu.
 */
export function tapReader(
  e: MouseEvent<HTMLElement>,
  {
    menu,
    setMenu,
    step,
    controls,
  }: { menu: boolean; setMenu: (open: boolean) => void; step: number; controls: string },
): void {
  if ((e.target as HTMLElement).closest(controls)) return;
  if (menu) {
    setMenu(false);
    return;
  }
  const y = e.clientY / window.innerHeight;
  const by = Math.round(window.innerHeight * step);
  if (y < 0.3) window.scrollBy({ top: -by, behavior: 'smooth' });
  else if (y > 0.7) window.scrollBy({ top: by, behavior: 'smooth' });
  else setMenu(true);
}
