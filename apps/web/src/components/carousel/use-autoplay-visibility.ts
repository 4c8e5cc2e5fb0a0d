import { useEffect, useRef } from 'react';

/** The part of an autoplay this hook drives (`CarouselEngine`). */
export interface AutoplayLike {
  running: boolean;
  paused: boolean;
  pause(): void;
  resume(): void;
}

/**
 * Pauses an autoplay while the page is hidden and resumes it when the page is visible again
 * (spec §4). Only a pause this hook made is undone: a carousel paused or stopped on purpose
 * stays that way (the carousel's engine, carousel-engine.ts, leaves visibility to this hook).
 */
export function useAutoplayVisibility(
  getAutoplay: () => AutoplayLike | null | undefined,
  enabled = true,
  doc: Document = document,
): void {
  const getter = useRef(getAutoplay);
  getter.current = getAutoplay;

  useEffect(() => {
    if (!enabled) return;
    let pausedByUs = false;
    const sync = () => {
      const autoplay = getter.current();
      if (!autoplay) return;
      if (doc.hidden) {
        if (autoplay.running && !autoplay.paused) {
          autoplay.pause();
          pausedByUs = true;
        }
      } else if (pausedByUs) {
        pausedByUs = false;
        if (autoplay.running && autoplay.paused) autoplay.resume();
      }
    };
    sync();
    doc.addEventListener('visibilitychange', sync);
    return () => doc.removeEventListener('visibilitychange', sync);
  }, [enabled, doc]);
}
