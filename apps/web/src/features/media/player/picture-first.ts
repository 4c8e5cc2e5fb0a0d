/**
 * A video card's tap, picture first (head-start.ts): the head start plays the video over the
 * page and the card navigates once the picture is up. A finger's tap starts at its pointerup
 * (lifted within TAP_SLOP_PX and TAP_MAX_MS of where and when it landed, not taken by the
 * browser for a scroll or a long press): the click the browser makes of it comes after a frame
 * and the mouse events (8 ms later in a traced next tap). A mouse, a keyboard, or a touch that
 * moved or lasted goes by the click. Small: it lives in the home route with the cards.
 */
import type { MouseEvent, PointerEvent } from 'react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { isScreenKept } from '@/components/keep-alive/screen-active';
import { headStartPlayer, preloadPlayer } from './preload';

const TAP_SLOP_PX = 10;
const TAP_MAX_MS = 500;
/** The click the browser makes of a tap comes within this long of its pointerup. */
const CLICK_WITHIN_MS = 1000;

/** The card's pointer and click handlers for video `videoId`, whose play screen is at `to`. */
export function usePictureFirst(videoId: number, to: string, replace: boolean | undefined) {
  const navigate = useNavigate();
  // A touch on the card: where and when it landed, while it may still be a tap.
  const touch = useRef<{ id: number; x: number; y: number; at: number } | null>(null);
  // When a touch's pointerup started it: the click made of that tap is the same tap.
  const startedAt = useRef<number | null>(null);

  /** Starts the picture; false when nothing was shown (the link then navigates itself). */
  const start = (): boolean => {
    // Its play screen is kept alive: shown again as it was left, with its own player.
    if (isScreenKept(to)) return false;
    const ready = headStartPlayer(videoId);
    if (!ready) return false;
    void ready.then((go) => {
      if (go) void navigate(to, { replace });
    });
    return true;
  };

  return {
    onPointerDown: (e: PointerEvent) => {
      preloadPlayer(videoId);
      startedAt.current = null;
      touch.current =
        e.pointerType === 'touch' && e.isPrimary
          ? { id: e.pointerId, x: e.clientX, y: e.clientY, at: e.timeStamp }
          : null;
    },
    onPointerCancel: () => {
      touch.current = null; // the browser took it (a scroll, a long press)
    },
    onPointerUp: (e: PointerEvent) => {
      const down = touch.current;
      touch.current = null;
      if (!down || down.id !== e.pointerId) return;
      if (Math.hypot(e.clientX - down.x, e.clientY - down.y) > TAP_SLOP_PX) return;
      if (e.timeStamp - down.at > TAP_MAX_MS) return;
      if (start()) startedAt.current = e.timeStamp;
    },
    onClick: (e: MouseEvent) => {
      const started = startedAt.current;
      startedAt.current = null;
      // The click of a tap whose pointerup started it (usually it lands on the cover instead).
      if (started !== null && e.timeStamp - started < CLICK_WITHIN_MS) {
        e.preventDefault();
        return;
      }
      // A plain click only (not one opening a new tab or window, which the link does itself).
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
      if (start()) e.preventDefault();
    },
  };
}
