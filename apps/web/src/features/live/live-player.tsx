// The live picture: the video (muted autoplay, a tap unmutes), the LIVE badge, the viewer
// count, chat danmaku over it. `data-playing-date` on the video is the wall-clock time of the
// frame on screen (from #EXT-X-PROGRAM-DATE-TIME): the glass-to-glass delay is now minus it.
import { useEffect, useRef, useState } from 'react';
import { type DanmakuHandle, DanmakuOverlay } from './danmaku-overlay';
import { tLive } from './i18n';
import { type LiveEngine, startLiveEngine } from './live-engine';

export interface LivePlayerProps {
  channelId: number;
  viewers: number;
  danmaku: React.Ref<DanmakuHandle>;
  danmakuOn: boolean;
  onToggleDanmaku: () => void;
}

export function LivePlayer({ channelId, viewers, danmaku, danmakuOn, onToggleDanmaku }: LivePlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'connecting' | 'playing' | 'retrying' | 'refused'>('connecting');
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let engine: LiveEngine | null = null;
    let gone = false;
    setState('connecting');
    const onPlaying = () => setState('playing');
    // The picture is back after a retry.
    const onTime = () => {
      const d = engine?.playingDate();
      if (d) video.dataset.playingDate = String(d.getTime());
    };
    video.addEventListener('playing', onPlaying);
    video.addEventListener('timeupdate', onTime);
    void startLiveEngine(channelId, video, {
      onRefused: () => setState('refused'),
      onRetry: () => setState('retrying'),
    }).then((e) => {
      if (gone) e.destroy();
      else engine = e;
    });
    return () => {
      gone = true;
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('timeupdate', onTime);
      engine?.destroy();
    };
  }, [channelId]);

  const unmute = () => {
    const v = videoRef.current;
    if (!v) return;
    v.muted = false;
    setMuted(false);
    void v.play().catch(() => {});
  };

  return (
    <div className="live-player">
      <video
        ref={videoRef}
        className="live-player__video"
        data-testid="live-video"
        muted
        autoPlay
        playsInline
      />
      <DanmakuOverlay ref={danmaku} hidden={!danmakuOn} />
      <span className="live-player__badge">{tLive('live')}</span>
      <span className="live-player__viewers" data-testid="live-viewers">
        {tLive('viewers', { n: viewers })}
      </span>
      {state !== 'playing' ? (
        <div className="live-player__state">
          {state === 'refused'
            ? tLive('notFound')
            : state === 'retrying'
              ? tLive('playFailed')
              : tLive('connecting')}
        </div>
      ) : null}
      <div className="live-player__controls">
        {muted ? (
          <button type="button" className="live-player__btn" onClick={unmute}>
            {tLive('unmute')}
          </button>
        ) : null}
        <button type="button" className="live-player__btn" onClick={onToggleDanmaku}>
          {danmakuOn ? tLive('danmakuOn') : tLive('danmakuOff')}
        </button>
      </div>
    </div>
  );
}
