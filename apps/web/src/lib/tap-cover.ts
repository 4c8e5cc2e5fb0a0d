/**
 * A tap's cover: what a tap shows at once, over the screen it leaves, while the screen it opens
 * is not drawn yet (issue 19: a video card's tap shows the video's picture before the play
 * screen renders, features/media/player/head-start.ts). One at a time. It goes when the next
 * screen commits (the router's outlet calls releaseTapCover in that commit, so no frame shows
 * neither), or after COVER_MAX_MS whatever happens (a screen that never commits).
 */

export const COVER_MAX_MS = 3000;

interface Cover {
  element: HTMLElement;
  timer: ReturnType<typeof setTimeout>;
  onRelease: (() => void) | undefined;
}

let shown: Cover | null = null;

/**
 * Puts `element` over the page (fixed, above everything, taking the taps) until released.
 * `onRelease` runs when it goes, by whatever way.
 */
export function showTapCover(element: HTMLElement, onRelease?: () => void): void {
  releaseTapCover();
  element.classList.add('tap-cover');
  element.setAttribute('aria-hidden', 'true');
  document.body.append(element);
  const cover: Cover = {
    element,
    onRelease,
    timer: setTimeout(() => releaseTapCover(element), COVER_MAX_MS),
  };
  shown = cover;
}

/** Removes the cover (only `element`'s, when given): the next screen is drawn, or it was dropped. */
export function releaseTapCover(element?: HTMLElement): void {
  const cover = shown;
  if (!cover || (element && cover.element !== element)) return;
  shown = null;
  clearTimeout(cover.timer);
  cover.element.remove();
  cover.onRelease?.();
}

/** Whether a cover is up. */
export function tapCoverShown(): boolean {
  return shown !== null;
}
