// The played time and the track under the picture. It follows the <video>'s own clock: a
// `timeupdate` (four a second while playing) redraws this bar alone, not the whole player with
// its overlays, menus and controls (docs/performance.md, session 34).
import { formatClock } from '@lld/protocol/format';
import { type RefObject, useEffect, useState } from 'react';

/** The events after which the shown time is stale: playing, a seek, a new source. */
const CLOCK_EVENTS = ['timeupdate', 'seeking', 'emptied'] as const;

/** The video's current time, redrawn on its clock's events. */
export function useVideoTime(video: RefObject<HTMLVideoElement | null>): [number, (s: number) => void] {
  const [time, setTime] = useState(() => video.current?.currentTime ?? 0);
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    const update = () => setTime(v.currentTime);
    update();
    for (const name of CLOCK_EVENTS) v.addEventListener(name, update);
    return () => {
      for (const name of CLOCK_EVENTS) v.removeEventListener(name, update);
    };
  }, [video]);
  return [time, setTime];
}

export interface PlayerProgressProps {
  video: RefObject<HTMLVideoElement | null>;
  duration: number;
  /** The preview part of the track, in percent (100 with the whole video). */
  previewPct: number;
  onSeek: (seconds: number) => void;
}

export function PlayerProgress({ video, duration, previewPct, onSeek }: PlayerProgressProps) {
  const [time, setTime] = useVideoTime(video);
  const pct = duration > 0 ? Math.min(100, (time / duration) * 100) : 0;
  return (
    <>
      <span className="player__time">{formatClock(time)}</span>
      <div className="player__track">
        <div className="player__track-preview" style={{ width: `${previewPct}%` }} />
        <div className="player__track-fill" style={{ width: `${pct}%` }} />
        <input
          type="range"
          className="player__range"
          min={0}
          max={Math.max(1, duration)}
          step={0.1}
          value={Math.min(time, duration)}
          aria-label="progress"
          onChange={(e) => {
            const wanted = Number(e.target.value);
            onSeek(wanted);
            // The thumb stays where the seek went (clamped to the limit), not where the
            // video was until its `seeking` event arrives.
            setTime(video.current?.currentTime ?? wanted);
          }}
        />
      </div>
      <span className="player__time">{formatClock(duration)}</span>
    </>
  );
}
