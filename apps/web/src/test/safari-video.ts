// Safari as the players see it (native HLS): no MediaSource, and a <video> that plays HLS
// itself. Chromium, which the journeys drive, always plays through hls.js, so the native paths
// are tested with these.
import { vi } from 'vitest';

/** No MediaSource nor ManagedMediaSource on the page (undone by `vi.unstubAllGlobals()`). */
export function stubNoMediaSource(): void {
  vi.stubGlobal('MediaSource', undefined);
  vi.stubGlobal('ManagedMediaSource', undefined);
}

/** A <video> that says it plays HLS, whose `play` resolves and whose `load` does nothing (jsdom has neither). */
export function safariVideo() {
  const video = document.createElement('video');
  vi.spyOn(video, 'canPlayType').mockReturnValue('maybe');
  const play = vi.spyOn(video, 'play').mockResolvedValue(undefined);
  vi.spyOn(video, 'load').mockImplementation(() => {});
  return { video, play };
}
