// The danmaku over the player: windows fetched as the video plays, shown at their second on
// the stage (components/danmaku), paused, sped up and cleared with the video, filtered by the
// viewer's blocked words, and live ones from the video's feed. Loaded lazily by the player.
import { danmakuStreamCall } from '@lld/protocol/api/calls/danmaku';
import type { DanmakuItem } from '@lld/protocol/api/danmaku';
import { type RefObject, useEffect, useRef } from 'react';
import { DanmakuStage } from '@/components/danmaku/danmaku-stage';
import { apiUrl, signedHeaders } from '@/lib/api/client';
import { type LiveConnection, openLiveConnection } from '@/lib/messages/live-connection';
import { getToken } from '@/lib/storage';
import { useDanmakuChannel, withRecent } from './channel';
import { fetchDanmakuWindow } from './danmaku-api';
import { blockedFilter } from './filters';
import { DENSITIES, useDanmakuSettings } from './settings';
import { DanmakuWindows } from './windows';

/** A live danmaku this close behind the playing position is still shown (s). */
const LIVE_GRACE_S = 3;
/** A jump of more than this between two frames is a seek (s). */
const JUMP_S = 1.5;
/**
 * How often the page looks for comments due when a worker draws (ms): one found this late
 * starts this far into its flight (a few pixels), as a comment that came late does.
 */
const TICK_MS = 100;
export interface DanmakuLayerProps {
  videoId: number;
  video: RefObject<HTMLVideoElement | null>;
  /** The screen is shown (a kept-alive hidden player closes its live feed). */
  active: boolean;
}

export default function DanmakuLayer({ videoId, video, active }: DanmakuLayerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const settings = useDanmakuSettings();
  const stageRef = useRef<DanmakuStage | null>(null);
  const filterRef = useRef(blockedFilter(settings.blocked));
  filterRef.current = blockedFilter(settings.blocked);
  /** Asks for one more frame of the stage (its loop stops while the video is paused). */
  const wakeRef = useRef<() => void>(() => {});

  useEffect(() => {
    stageRef.current?.setOptions({
      opacity: settings.opacity,
      area: settings.area,
      speed: settings.speed,
      maxOnScreen: DENSITIES[settings.density],
    });
    if (!settings.enabled) stageRef.current?.clear();
    wakeRef.current();
  }, [settings.opacity, settings.area, settings.speed, settings.density, settings.enabled]);

  useEffect(() => {
    const box = boxRef.current;
    const v = video.current;
    if (!box || !v || !active) return;
    // The stage starts in a task of its own, not in the commit that mounts this layer: making
    // its canvas, its worker and reading the box's size cost 35–100 ms at 4x CPU, which made
    // that commit (the player's, or media/play's details) one long task (issue 19, player TBT).
    // A danmaku due meanwhile is shown late by that much (the stage takes late ones).
    let stop: (() => void) | null = null;
    const timer = setTimeout(() => {
      stop = startStage({ box, v, videoId, stageRef, filterRef, wakeRef });
    }, 0);
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, [videoId, video, active]);

  return <div ref={boxRef} className="danmaku-layer" data-testid="danmaku-layer" />;
}

interface StageStart {
  box: HTMLDivElement;
  v: HTMLVideoElement;
  videoId: number;
  stageRef: RefObject<DanmakuStage | null>;
  filterRef: RefObject<(d: DanmakuItem) => boolean>;
  wakeRef: RefObject<() => void>;
}

/** Starts the stage on `box` over `v`: the frame loop, the windows, the live feed. Returns its stop. */
function startStage({ box, v, videoId, stageRef, filterRef, wakeRef }: StageStart): () => void {
  const s = useDanmakuSettings.getState();
  const stage = new DanmakuStage(box, {
    opacity: s.opacity,
    area: s.area,
    speed: s.speed,
    maxOnScreen: DENSITIES[s.density],
  });
  stageRef.current = stage;
  const windows = new DanmakuWindows<DanmakuItem>((from, to) => fetchDanmakuWindow(videoId, from, to));
  const shown = new Set<number>();
  let last = v.currentTime;
  let frame = 0;

  // Shown since the last look: the recent list is updated once a look (a frame, or a tick), not
  // once a danmaku.
  let fresh: DanmakuItem[] = [];
  const remember = () => {
    if (fresh.length === 0) return;
    const { recent } = useDanmakuChannel.getState();
    useDanmakuChannel.setState({ recent: withRecent(recent, fresh) });
    fresh = [];
  };
  /** Shows `d` at video time `now`, late by `now - d.time`. */
  const show = (d: DanmakuItem, now: number) => {
    if (shown.has(d.id) || !useDanmakuSettings.getState().enabled || !filterRef.current(d)) return;
    shown.add(d.id);
    fresh.push(d);
    stage.add(d, now * 1000, Math.max(0, (now - d.time) * 1000));
  };
  // The frame loop runs while the video plays, and for one frame when something changes while
  // it is paused (a seek, a live comment, a setting): a paused or ended video asked for a frame
  // on every frame for as long as the page stayed open (issue 19: 2,500 frames in a 45 s
  // Lighthouse trace of the player page). When a worker draws, the page only decides what comes
  // and goes, TICK_MS apart: an animation frame here made the main thread run style, layout and
  // paint on every frame of the video (in Lighthouse's player runs, 7–9 s of the page's 20–24 s
  // of main-thread work at 4x were this chunk's; docs/performance.md, session 40).
  const offThread = stage.offThread;
  const wake = () => {
    if (frame === 0) frame = offThread ? window.setTimeout(tick, TICK_MS) : requestAnimationFrame(tick);
  };
  const stopLoop = () => (offThread ? clearTimeout(frame) : cancelAnimationFrame(frame));
  wakeRef.current = wake;
  const reset = () => {
    stage.clear();
    shown.clear();
    last = v.currentTime;
    void windows.ensure(last);
    wake();
  };
  const tick = () => {
    frame = 0;
    if (!v.paused && !v.ended) wake();
    remember();
    const now = v.currentTime;
    if (now < last || now - last > JUMP_S) reset();
    else if (now > last) {
      // Each danmaku as its moment comes (the stage draws its bitmap then, once).
      for (const d of windows.between(last, now)) show(d, now);
      remember();
      last = now;
      void windows.ensure(now);
    }
    stage.frame(now * 1000);
  };
  const onPlay = () => {
    stage.setRate(v.playbackRate);
    stage.play();
    wake();
  };
  const onPause = () => stage.pause();
  const onRate = () => stage.setRate(v.playbackRate);
  const listeners: readonly [keyof HTMLMediaElementEventMap, () => void][] = [
    ['play', wake],
    ['playing', onPlay],
    ['pause', onPause],
    ['waiting', onPause],
    ['seeking', reset],
    ['ratechange', onRate],
  ];
  for (const [type, listener] of listeners) v.addEventListener(type, listener);
  if (v.paused) stage.pause();
  stage.setRate(v.playbackRate);
  void windows.ensure(last);
  wake();

  useDanmakuChannel.setState({
    videoId,
    time: () => v.currentTime,
    recent: [],
    showNow: (d) => {
      windows.add(d);
      show(d, v.currentTime);
      wake();
    },
    drop: (id) => {
      windows.remove(id);
      stage.remove(id);
      remember();
      wake();
      const { recent } = useDanmakuChannel.getState();
      useDanmakuChannel.setState({ recent: recent.filter((r) => r.id !== id) });
    },
  });

  // Live: people watching this video now. Opened in a task after the stage's: its signed call
  // and stream were a third of the stage's start task (84 ms at 4x CPU in a landing's profile,
  // issue 19).
  let lastId = 0;
  let live: LiveConnection | null = null;
  const liveTimer = window.setTimeout(() => {
    live = openLiveConnection({
      url: `${apiUrl(danmakuStreamCall)}?videoId=${videoId}`,
      headers: () => (getToken() ? signedHeaders(danmakuStreamCall) : {}),
      lastId: () => lastId,
      onEvent: (event, data) => {
        if (event === 'remove') {
          useDanmakuChannel.getState().drop((data as { id: number }).id);
          return;
        }
        if (event !== 'danmaku') return;
        const d = data as DanmakuItem;
        lastId = Math.max(lastId, d.id);
        windows.add(d);
        const now = v.currentTime;
        // Due now or just passed: show it; further ahead of the playing position: its second
        // brings it.
        if (d.time <= now && d.time >= now - LIVE_GRACE_S) {
          show(d, now);
          wake();
        }
      },
    });
  }, 0);

  return () => {
    stopLoop();
    wakeRef.current = () => {};
    clearTimeout(liveTimer);
    live?.close();
    for (const [type, listener] of listeners) v.removeEventListener(type, listener);
    stage.destroy();
    stageRef.current = null;
    if (useDanmakuChannel.getState().videoId === videoId)
      useDanmakuChannel.setState({
        videoId: 0,
        time: () => 0,
        recent: [],
        showNow: () => {},
        drop: () => {},
      });
  };
}
