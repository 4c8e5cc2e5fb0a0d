/**
 * Touch gestures of the player surface: a tap toggles the controls, a double tap seeks
 * (left half back, right half forward), and a press held for 500 ms plays at 2x until released.
 */
export const DOUBLE_TAP_MS = 300;
export const HOLD_MS = 500;

export interface GestureHandlers {
  onTap: () => void;
  onDoubleTap: (side: 'left' | 'right') => void;
  onHoldStart: () => void;
  onHoldEnd: () => void;
}

export function createGestures(h: GestureHandlers) {
  let holdTimer: ReturnType<typeof setTimeout> | undefined;
  let tapTimer: ReturnType<typeof setTimeout> | undefined;
  let holding = false;
  let lastTap = 0;
  let startX = 0;
  let startY = 0;
  let moved = false;

  const clearHold = () => {
    if (holdTimer) clearTimeout(holdTimer);
    holdTimer = undefined;
  };

  return {
    down(x: number, y: number) {
      startX = x;
      startY = y;
      moved = false;
      clearHold();
      holdTimer = setTimeout(() => {
        holding = true;
        h.onHoldStart();
      }, HOLD_MS);
    },
    move(x: number, y: number) {
      if (Math.abs(x - startX) > 12 || Math.abs(y - startY) > 12) {
        moved = true;
        clearHold();
      }
    },
    /** `x` relative to the surface width (0..1). */
    up(relativeX: number, now = Date.now()) {
      clearHold();
      if (holding) {
        holding = false;
        h.onHoldEnd();
        return;
      }
      if (moved) return;
      if (now - lastTap < DOUBLE_TAP_MS) {
        if (tapTimer) clearTimeout(tapTimer);
        tapTimer = undefined;
        lastTap = 0;
        h.onDoubleTap(relativeX < 0.5 ? 'left' : 'right');
        return;
      }
      lastTap = now;
      tapTimer = setTimeout(() => {
        tapTimer = undefined;
        h.onTap();
      }, DOUBLE_TAP_MS);
    },
    cancel() {
      clearHold();
      if (holding) {
        holding = false;
        h.onHoldEnd();
      }
    },
    dispose() {
      clearHold();
      if (tapTimer) clearTimeout(tapTimer);
    },
  };
}
