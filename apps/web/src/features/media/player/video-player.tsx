// The player surface: HLS on a <video> through hls-engine (lines with failover), controls
// (play, progress, speed, line, fullscreen), gestures (tap, double-tap seek, hold for 2x),
// the preview limit, the play-preview ad (position 40), resume and position saving.

import type { PlayLine, PlayQuality, PlayResult } from '@lld/protocol/api/media';
import type { AdItem } from '@lld/protocol/api/ping';
import { formatClock } from '@lld/protocol/format';
import { ROUTES } from '@lld/protocol/routes';
import { AdPosition } from '@lld/protocol/tables';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useScreenActive } from '@/components/keep-alive/screen-active';
import { whenSplashRemoved } from '@/components/splash/splash';
import { useSaveOnLeave } from '@/lib/page-leave';
import { useAppConfig } from '@/lib/session/api/get-config';
import { toast } from '@/lib/toast';
import { setVideoMuted, useVideoMuted } from '@/lib/video-muted';
import { t } from '@/locales';
import { recordPosition } from '../api/media-api';
import { createGestures } from './gestures';
import { takeHeadStart } from './head-start';
import { type Engine, startEngine } from './hls-engine';
import { PlayAd } from './play-ad';
import { PlayerControls } from './player-controls';
import { createPlayerVideo, listenToPlayerVideo, type PlayerVideoHandlers } from './player-video';
import { LINE_KEY, rememberedLine } from './preload';
import { effectiveQuality, qualityLabel, rememberedQuality, rememberQuality, tapQuality } from './quality';
import { resumePoint, savePosition } from './resume-store';
import './player.css';

import { tm } from '../i18n';

// Danmaku over the picture: its own chunk, loaded once the first frame is up.
const DanmakuLayer = lazy(() => import('../danmaku/danmaku-layer'));

const SEEK_STEP = 10;
/** The play-preview ad shows by then even without a first frame (native HLS waiting for a tap). */
const AD_WAIT_MS = 1500;
const SAVE_EVERY_S = 5;

/**
 * Runs `then` once the first frame is on screen (its requestVideoFrameCallback, at most 250 ms
 * after `loadeddata`): what the screen loads after the first frame (danmaku, media/play, the
 * ad) never competes with the frame itself for the main thread.
 */
function afterFirstFrame(video: HTMLVideoElement, then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  video.requestVideoFrameCallback?.(once);
  setTimeout(once, 250);
}

export interface VideoPlayerProps {
  id: number;
  /** media/play; playback starts before it arrives (the playlist does not need it). */
  play: PlayResult | undefined;
  /** A new value restarts playback (after an unlock). */
  restartKey?: number;
  /** The preview ended (a caller without the whole video). */
  onPreviewEnd: () => void;
  /** The whole video ended. */
  onEnded: () => void;
  /** The first frame is on screen (the screen then loads what the first frame did not need). */
  onFirstFrame?: () => void;
  /** Playback position, for the screen (e.g. unlock resumes there). */
  startAt?: number;
}

const FIRST_LINE: readonly PlayLine[] = [{ index: 0, name: '线路1' }];
const NO_QUALITIES: readonly PlayQuality[] = [];

export function VideoPlayer({
  id,
  play,
  restartKey = 0,
  onPreviewEnd,
  onEnded,
  onFirstFrame,
  startAt,
}: VideoPlayerProps) {
  // The <video> is not React's: the tap's head start made it and played it in its cover before
  // this screen rendered (player-video.ts, head-start.ts), or the first start below makes it.
  // It lives in `hostRef`'s box.
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<Engine | null>(null);
  const active = useScreenActive();
  const activeRef = useRef(active);
  activeRef.current = active;
  const { data: config } = useAppConfig();
  const [mediaDuration, setMediaDuration] = useState(0);
  const entitled = play ? play.entitlement.allowed : true;
  // A caller with the whole stream sees its real length (demo videos share short streams).
  const duration =
    play && entitled && mediaDuration > 0
      ? Math.min(play.video.duration, mediaDuration)
      : (play?.video.duration ?? mediaDuration);
  const previewSeconds = play?.previewSeconds ?? 0;
  const limit = entitled ? duration : previewSeconds;
  const lines = play?.lines ?? FIRST_LINE;
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const startedFrom = useRef(0);

  const [playing, setPlaying] = useState(false);
  const [waiting, setWaiting] = useState(true);
  const [controls, setControls] = useState(true);
  const [speed, setSpeed] = useState(1);
  const [menu, setMenu] = useState<'speed' | 'line' | 'quality' | null>(null);
  const navigate = useNavigate();
  // 清晰度: the wanted height (null: 自动), remembered per device; the engine reads it on every
  // manifest, so a new line keeps it. `levels`: heights the playing stream offers.
  const [wantedQuality, setWantedQuality] = useState<number | null>(rememberedQuality);
  const qualityRef = useRef(wantedQuality);
  qualityRef.current = wantedQuality;
  const [levels, setLevels] = useState<number[]>([]);
  const [upsell, setUpsell] = useState<PlayQuality | null>(null);
  const [line, setLine] = useState(() => rememberedLine(play?.lines.length ?? 8));
  const [hold, setHold] = useState(false);
  const [flash, setFlash] = useState<'left' | 'right' | null>(null);
  // The shared flag (spec §3): muted here means muted on every video surface, and back.
  const muted = useVideoMuted();
  const [failed, setFailed] = useState(false);
  const [framed, setFramed] = useState(false);
  // The play-preview ad, once the config is there (on a cold start to the player it answers
  // after the player mounted), until closed. It goes over the picture once the first frame is
  // up (or playback failed, or after AD_WAIT_MS without a frame): its image and countdown are
  // no work for the tap's way to the first frame.
  const [adClosed, setAdClosed] = useState(false);
  const [adWaited, setAdWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAdWaited(true), AD_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const ad: AdItem | null =
    adClosed || !(framed || failed || adWaited)
      ? null
      : (config?.advertise.find((item) => item.position === AdPosition.playPreview) ?? null);
  const lastSaved = useRef(0);
  // Where playback resumed, said once the first frame is up (the engine's start sets it): the
  // toast's first use loads its chunk and adds a dozen <link>s to the page, 100–140 ms at 4x CPU
  // that were in the task starting the engine. And once the start-up splash has gone (a cold
  // start into the player keeps it 2 s), or it is said under it and never seen.
  const resumeMessage = useRef<string | null>(null);
  useEffect(() => {
    const message = resumeMessage.current;
    if (!framed || message === null) return;
    resumeMessage.current = null;
    let left = false;
    void whenSplashRemoved().then(() => {
      if (!left) void toast(message);
    });
    return () => {
      left = true;
    };
  }, [framed]);
  const speedBeforeHold = useRef(1);

  // Start (or restart after an unlock) the engine: in the commit that adds the <video>, not
  // after the paint that follows it (the first frame waits for nothing the screen draws).
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts only for a new video or a new right to it
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    // This device's position now; the server's, when it differs, once media/play answers.
    const from = startAt ?? resumePoint(id, play?.resumeAt ?? 0, play ? duration : Number.POSITIVE_INFINITY);
    // The first start takes the tap's head start (its instance, and its element when it made
    // one); a restart (an unlock) plays on the same element.
    const head = videoRef.current ? null : takeHeadStart(id, line, from);
    if (!videoRef.current) {
      videoRef.current = head?.video ?? createPlayerVideo();
      host.appendChild(videoRef.current);
    }
    const video = videoRef.current;
    // Taken from the tap's cover, where it started elsewhere: on from here.
    if (head?.video && head.startAt !== from) video.currentTime = from;
    startedFrom.current = from;
    resumeMessage.current =
      from > 3 && startAt === undefined ? tm('resumeFrom', { time: formatClock(from) }) : null;
    setFailed(false);
    setWaiting(true);
    startEngine(video, {
      id,
      lines: () => linesRef.current,
      line,
      startAt: from,
      onLineChange: (l, automatic) => {
        setLine(l.index);
        if (automatic) toast(tm('lineSwitched', { name: l.name }));
      },
      onFatal: () => setFailed(true),
      quality: () => qualityRef.current,
      onLevels: setLevels,
      head,
    }).then(
      (engine) => {
        if (cancelled) {
          engine.destroy();
          return;
        }
        engineRef.current = engine;
        video.playbackRate = speed;
        // Hidden before its engine started (left for home at its first frame): it neither
        // buffers nor plays on unseen; shown again, it buffers on, paused where it was left.
        if (!activeRef.current) {
          engine.setBuffering(false);
          video.pause();
          return;
        }
        video.play().catch((err: unknown) => {
          // Autoplay with sound refused (no gesture yet): play muted, offer sound.
          if (err instanceof DOMException && err.name === 'NotAllowedError') {
            video.muted = true;
            setVideoMuted(true);
            void video.play().catch(() => setPlaying(false));
          }
        });
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      if (video.currentTime > 0) savePosition(id, video.currentTime, video.duration);
      engineRef.current?.destroy();
      engineRef.current = null;
    };
  }, [id, restartKey]);

  // media/play answered after playback began: resume from the server's position if this
  // device had none, and keep a caller without the whole video inside the preview.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer
  useEffect(() => {
    const v = videoRef.current;
    if (!play || !v || startAt !== undefined) return;
    const server = resumePoint(
      id,
      play.resumeAt,
      play.video.duration,
      entitled ? play.video.duration : previewSeconds - 1,
    );
    if (startedFrom.current === 0 && server > 3 && v.currentTime < 2) {
      v.currentTime = server;
      startedFrom.current = server;
      toast(tm('resumeFrom', { time: formatClock(server) }));
    }
  }, [play]);

  // Playback reached its end (a preview's last segment, or a resumed video's end) before
  // media/play answered: the answer says which end it was.
  const endedBeforePlay = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer
  useEffect(() => {
    if (!play || !endedBeforePlay.current) return;
    endedBeforePlay.current = false;
    (entitled ? onEnded : onPreviewEnd)();
  }, [play]);

  // The element follows the shared flag (set here or by another video surface).
  useEffect(() => {
    const v = videoRef.current;
    if (v) v.muted = muted;
  }, [muted]);

  // A hidden (kept-alive) player pauses and fetches no more of the video (issue 19): it went on
  // filling its buffer ahead, on the network the shown screen (often the next video) needs.
  useEffect(() => {
    if (!active) videoRef.current?.pause();
    engineRef.current?.setBuffering(active);
  }, [active]);

  // Save the position now and then, and when the page goes away.
  useSaveOnLeave(
    useCallback(
      (leaving: boolean) => {
        const v = videoRef.current;
        if (!v || v.currentTime <= 0) return;
        savePosition(id, v.currentTime, v.duration);
        void recordPosition(id, v.currentTime, leaving).catch(() => {});
      },
      [id],
    ),
  );

  // Controls hide after 3 s of playing.
  useEffect(() => {
    if (!controls || !playing || menu) return;
    const timer = setTimeout(() => setControls(false), 3000);
    return () => clearTimeout(timer);
  }, [controls, playing, menu]);

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), 600);
    return () => clearTimeout(timer);
  }, [flash]);

  const video = () => videoRef.current;
  const seekTo = (s: number) => {
    const v = video();
    if (!v) return;
    v.currentTime = Math.max(0, Math.min(s, Math.max(0, limit - 0.25)));
  };
  const toggle = () => {
    const v = video();
    if (!v) return;
    if (v.paused) void v.play().catch(() => {});
    else v.pause();
  };
  const setRate = (r: number) => {
    const v = video();
    if (v) v.playbackRate = r;
    setSpeed(r);
  };

  const gestures = useRef(
    createGestures({ onTap: () => {}, onDoubleTap: () => {}, onHoldStart: () => {}, onHoldEnd: () => {} }),
  );
  const handlers = useRef({
    onTap: () => setControls((c) => !c),
    onDoubleTap: (side: 'left' | 'right') => {
      const v = video();
      if (!v) return;
      seekTo(v.currentTime + (side === 'left' ? -SEEK_STEP : SEEK_STEP));
      setFlash(side);
    },
    onHoldStart: () => {
      const v = video();
      if (!v || v.paused) return;
      speedBeforeHold.current = v.playbackRate;
      v.playbackRate = 2;
      setHold(true);
    },
    onHoldEnd: () => {
      const v = video();
      if (v) v.playbackRate = speedBeforeHold.current;
      setHold(false);
    },
  });
  handlers.current.onTap = () => setControls((c) => !c);
  useEffect(() => {
    const g = createGestures({
      onTap: () => handlers.current.onTap(),
      onDoubleTap: (s) => handlers.current.onDoubleTap(s),
      onHoldStart: () => handlers.current.onHoldStart(),
      onHoldEnd: () => handlers.current.onHoldEnd(),
    });
    gestures.current = g;
    return () => g.dispose();
  }, []);

  // No state here: the progress bar follows the clock itself (player-progress.tsx).
  const onTimeUpdate = () => {
    const v = video();
    if (!v) return;
    if (Math.abs(v.currentTime - lastSaved.current) >= SAVE_EVERY_S) {
      lastSaved.current = v.currentTime;
      savePosition(id, v.currentTime, v.duration);
      void recordPosition(id, v.currentTime).catch(() => {});
    }
    if (play && !entitled && v.currentTime >= limit - 0.05) {
      v.pause();
      onPreviewEnd();
    }
  };

  const fullscreen = () => {
    const box = boxRef.current as (HTMLDivElement & { webkitRequestFullscreen?: () => void }) | null;
    const v = video() as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else if (box?.requestFullscreen) void box.requestFullscreen().catch(() => v?.webkitEnterFullscreen?.());
    else v?.webkitEnterFullscreen?.();
  };

  // The element's media events, answered by this render's handlers.
  const videoHandlers = useRef<PlayerVideoHandlers>({});
  videoHandlers.current = {
    play: () => setPlaying(true),
    pause: () => setPlaying(false),
    playing: () => setWaiting(false),
    loadeddata: (v) =>
      afterFirstFrame(v, () => {
        setFramed(true);
        onFirstFrame?.();
      }),
    waiting: () => setWaiting(true),
    canplay: () => setWaiting(false),
    timeupdate: onTimeUpdate,
    durationchange: (v) => {
      if (Number.isFinite(v.duration)) setMediaDuration(v.duration);
    },
    ended: () => {
      // Before media/play answers the right to the video is unknown: decided on its answer.
      if (play) (entitled ? onEnded : onPreviewEnd)();
      else endedBeforePlay.current = true;
    },
  };
  useLayoutEffect(() => {
    const v = videoRef.current;
    if (!v) return;
    const stop = listenToPlayerVideo(v, () => videoHandlers.current);
    // The head start's element may have played before this player took it (the tap showed its
    // picture first, head-start.ts): what its missed events said is read from the element.
    const missed = videoHandlers.current;
    if (!v.paused) missed.play?.(v);
    if (v.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) missed.loadeddata?.(v);
    if (v.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) missed.canplay?.(v);
    if (Number.isFinite(v.duration)) missed.durationchange?.(v);
    return stop;
  }, []);
  useLayoutEffect(() => {
    if (videoRef.current) videoRef.current.dataset.line = String(line);
  }, [line]);

  const previewPct = entitled ? 100 : Math.min(100, (previewSeconds / Math.max(1, duration)) * 100);

  return (
    <div
      ref={boxRef}
      className={`player${controls ? ' has-controls' : ''}`}
      data-playing={playing}
      onPointerDown={(e) => gestures.current.down(e.clientX, e.clientY)}
      onPointerMove={(e) => gestures.current.move(e.clientX, e.clientY)}
      onPointerUp={(e) => {
        const rect = e.currentTarget.getBoundingClientRect();
        gestures.current.up((e.clientX - rect.left) / Math.max(1, rect.width));
      }}
      onPointerCancel={() => gestures.current.cancel()}
      onContextMenu={(e) => e.preventDefault()}
    >
      <div ref={hostRef} className="player__video-host" />
      {framed ? (
        <Suspense fallback={null}>
          <DanmakuLayer videoId={id} video={videoRef} active={active} />
        </Suspense>
      ) : null}
      {waiting && !failed ? <div className="player__spinner" aria-label={t('common.loading')} /> : null}
      {hold ? <div className="player__pill">{tm('speed2x')}</div> : null}
      {flash ? (
        <div className={`player__flash is-${flash}`}>
          {flash === 'left' ? tm('seekBack') : tm('seekForward')}
        </div>
      ) : null}
      {!entitled ? (
        <div className="player__preview-tip">{tm('previewTip', { seconds: previewSeconds })}</div>
      ) : null}
      {muted ? (
        <button
          type="button"
          aria-label="unmute"
          className="player__unmute"
          onPointerDown={(e) => e.stopPropagation()}
          onPointerUp={(e) => e.stopPropagation()}
          onClick={() => {
            const v = video();
            if (v) v.muted = false;
            setVideoMuted(false);
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" width="18" height="18">
            <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
            <path d="m15.5 9.5 5 5m0-5-5 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
      {ad ? <PlayAd ad={ad} onClose={() => setAdClosed(true)} /> : null}
      {upsell ? (
        <div
          className="player-overlay player-upsell"
          data-testid="quality-upsell"
          onPointerDown={(e) => e.stopPropagation()}
          onPointerUp={(e) => e.stopPropagation()}
        >
          <h2>{tm('qualityUpsellTitle', { label: qualityLabel(upsell.height) })}</h2>
          <p>{tm('qualityUpsellText')}</p>
          <div className="player-overlay__actions">
            <button type="button" className="is-ghost" onClick={() => setUpsell(null)}>
              {tm('qualityUpsellLater')}
            </button>
            <button type="button" onClick={() => void navigate(ROUTES.mineVip)}>
              {tm('openVip')}
            </button>
          </div>
        </div>
      ) : null}
      {failed ? (
        <div className="player__error">
          <p>{tm('playFailed')}</p>
          <button
            type="button"
            onPointerUp={(e) => e.stopPropagation()}
            onClick={() => {
              setFailed(false);
              engineRef.current?.switchLine(line);
            }}
          >
            {tm('retry')}
          </button>
        </div>
      ) : null}
      <PlayerControls
        shown={controls}
        playing={playing}
        onToggle={toggle}
        video={videoRef}
        duration={duration}
        previewPct={previewPct}
        onSeek={seekTo}
        speed={speed}
        onSpeed={setRate}
        lines={lines}
        line={line}
        onLine={(index) => {
          setLine(index);
          try {
            localStorage.setItem(LINE_KEY, String(index));
          } catch {
            // not remembered
          }
          engineRef.current?.switchLine(index);
        }}
        qualities={play?.qualities ?? NO_QUALITIES}
        quality={effectiveQuality(levels, wantedQuality)}
        levels={levels}
        onQuality={(choice) => {
          const tap = tapQuality(choice, levels);
          if (tap.kind === 'upsell') {
            setUpsell(choice);
            return;
          }
          if (tap.kind !== 'apply') return;
          setWantedQuality(tap.height);
          rememberQuality(tap.height);
          engineRef.current?.setQuality(tap.height);
          toast(
            tm('qualitySwitched', {
              label: tap.height === null ? tm('qualityAuto') : qualityLabel(tap.height),
            }),
          );
        }}
        onFullscreen={fullscreen}
        menu={menu}
        onMenu={setMenu}
      />
    </div>
  );
}
