/**
 * The player's <video> element, made outside React: the tap's head start (head-start.ts) makes
 * it, attaches hls.js to it and plays it in a cover over the page before the player screen has
 * rendered; the player then takes the element into its box (video-player.tsx), still playing.
 * Small: it lives in the home route.
 */
import { isVideoMuted } from '@/lib/video-muted';

export const PLAYER_VIDEO_CLASS = 'player__video';

/** A new player <video>, as the player shows it (inline, buffering ahead, the shared mute). */
export function createPlayerVideo(): HTMLVideoElement {
  const video = document.createElement('video');
  video.className = PLAYER_VIDEO_CLASS;
  video.playsInline = true;
  video.preload = 'auto';
  video.muted = isVideoMuted();
  video.setAttribute('x-webkit-airplay', 'allow');
  return video;
}

/** The media events the player listens to, by DOM event name. */
const PLAYER_VIDEO_EVENTS = [
  'play',
  'pause',
  'playing',
  'loadeddata',
  'waiting',
  'canplay',
  'timeupdate',
  'durationchange',
  'ended',
] as const;

/** The player's answer to each of its element's media events. */
export type PlayerVideoHandlers = Partial<
  Record<(typeof PLAYER_VIDEO_EVENTS)[number], (video: HTMLVideoElement) => void>
>;

/**
 * Listens to `video`'s media events through `handlers()` (read at each event, so the latest
 * render's handlers answer); returns the function that stops listening.
 */
export function listenToPlayerVideo(
  video: HTMLVideoElement,
  handlers: () => PlayerVideoHandlers,
): () => void {
  const listeners = PLAYER_VIDEO_EVENTS.map((type) => {
    const listener = () => handlers()[type]?.(video);
    video.addEventListener(type, listener);
    return [type, listener] as const;
  });
  return () => {
    for (const [type, listener] of listeners) video.removeEventListener(type, listener);
  };
}
