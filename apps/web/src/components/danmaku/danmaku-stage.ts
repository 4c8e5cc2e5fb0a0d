// The danmaku renderer: one <canvas> over the picture. Each comment is drawn once, when it is
// added, into a bitmap of its own (text, outline and colour, at the screen's device pixels);
// each frame the canvas is cleared and the bitmaps of the comments on screen are copied at the
// positions the clock gives (scrolling ones move leftwards at a constant speed). One layer,
// and no change of the page's DOM while comments come and go: no style, layout, paint or
// re-layerization of the stage per comment, which is what a DOM renderer paid on a slowed CPU
// (docs/performance.md, "Danmaku renderer: one canvas"). Where the browser can, the drawing
// runs in a worker (the canvas handed over with `transferControlToOffscreen`, drawn there every
// animation frame), so the page's main thread only decides what comes and goes; otherwise (and
// in tests) the same scene (scene.ts) is drawn here, on `frame`. The clock is the video's time
// (ms), paused and scaled with it: the caller hands it over every frame.
import { LaneLayout, type LaneMode } from './lanes';
import {
  clockAt,
  epochNow,
  itemX,
  Scene,
  type SceneClock,
  type SceneItem,
  type SceneMessage,
  type SceneReply,
} from './scene';
import './danmaku.css';

export interface StageComment {
  id: number;
  text: string;
  mode: LaneMode;
  /** `#RRGGBB`. */
  color: string;
  /** Drawn with an outline (the viewer's own). */
  mine?: boolean;
}

export interface StageOptions {
  /** 0..1. */
  opacity: number;
  /** Share of the stage height that scrolling and fixed comments may use (0.25..1). */
  area: number;
  /** Speed factor of scrolling comments (1 = cross in `SCROLL_MS`). */
  speed: number;
  /** Most comments on screen at once (density). */
  maxOnScreen: number;
}

/** A comment on screen, its box in CSS px of the stage (as last drawn). */
export interface OnScreen {
  id: number;
  text: string;
  mode: LaneMode;
  color: string;
  mine: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The stage's canvas, with what it shows (for tests and the render bench: no DOM per comment). */
export type StageCanvas = HTMLCanvasElement & {
  danmaku?: {
    onScreen(): OnScreen[];
    /** Painted pixels in a box of CSS px of the stage, as last drawn. */
    painted(x: number, y: number, width: number, height: number): Promise<number>;
    /** Frames drawn so far. */
    frames(): number;
    /** Drawn by a worker. */
    worker: boolean;
  };
};

/** Time a scrolling comment takes to cross at speed 1, and a fixed one stays. */
const SCROLL_MS = 8000;
const FIXED_MS = 4000;
/** Horizontal padding of a comment's box (CSS px a side), and of the viewer's own (outlined). */
const PAD = 2;
const PAD_MINE = 5;
/**
 * The stage clock runs on its own between frames (even steps) and follows the playback position
 * it is given: within CLOCK_SLACK_MS it is left alone, beyond it is nudged by CLOCK_NUDGE of the
 * drift a frame, beyond CLOCK_JUMP_MS (or while paused) it is set to it.
 */
const CLOCK_SLACK_MS = 20;
const CLOCK_NUDGE = 0.1;
const CLOCK_JUMP_MS = 500;

/** Draws the scene: here (on `frame`), or in the painter worker. */
interface Painter {
  readonly worker: boolean;
  send(m: SceneMessage): void;
  /** Draws a frame here (a worker draws on its own). */
  frame(): boolean;
  painted(x: number, y: number, width: number, height: number): Promise<number>;
  frames(): number;
  destroy(): void;
}

/** The scene drawn on the page's thread, on `frame` (no worker, as in tests). */
function pagePainter(canvas: HTMLCanvasElement): Painter {
  const scene = new Scene(canvas, canvas.getContext('2d'), (w, h) =>
    typeof OffscreenCanvas === 'undefined'
      ? Object.assign(document.createElement('canvas'), { width: w, height: h })
      : new OffscreenCanvas(w, h),
  );
  let frames = 0;
  return {
    worker: false,
    send(m) {
      if (m.type === 'resize') scene.resize(m.width, m.height, m.dpr);
      else if (m.type === 'add') scene.add(m.item);
      else if (m.type === 'remove') scene.remove(m.id);
      else if (m.type === 'clear') scene.clear();
      else if (m.type === 'clock') scene.setClock(m.clock);
    },
    frame() {
      const drew = scene.paint();
      if (drew) frames++;
      return drew;
    },
    painted: async (x, y, width, height) => scene.painted(x, y, width, height),
    frames: () => frames,
    destroy() {},
  };
}

/** The scene drawn by the painter worker on the canvas handed over to it; null when not possible. */
function workerPainter(canvas: HTMLCanvasElement): Painter | null {
  if (typeof Worker === 'undefined' || typeof canvas.transferControlToOffscreen !== 'function') return null;
  let worker: Worker;
  let offscreen: OffscreenCanvas;
  try {
    offscreen = canvas.transferControlToOffscreen();
    worker = new Worker(new URL('./danmaku-painter.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  let frames = 0;
  let ask = 0;
  const asked = new Map<number, (n: number) => void>();
  worker.onmessage = (e: MessageEvent<SceneReply>) => {
    const r = e.data;
    if (r.type === 'frames') frames = r.count;
    else if (r.type === 'painted') {
      asked.get(r.ask)?.(r.count);
      asked.delete(r.ask);
    }
  };
  const send = (m: SceneMessage) => worker.postMessage(m);
  worker.postMessage({ type: 'canvas', canvas: offscreen } satisfies SceneMessage, [offscreen]);
  return {
    worker: true,
    send,
    frame: () => false,
    painted: (x, y, width, height) =>
      new Promise((resolve) => {
        asked.set(++ask, resolve);
        send({ type: 'painted', ask, x, y, width, height });
      }),
    frames: () => frames,
    destroy: () => worker.terminate(),
  };
}

export class DanmakuStage {
  readonly #canvas: StageCanvas;
  readonly #painter: Painter;
  /** Text widths (a small canvas of its own: the stage's may belong to the worker). */
  readonly #measureCtx: CanvasRenderingContext2D | null;
  /** Scrolling first, then top/bottom; each in the order added (as the scene draws them). */
  #live: SceneItem[] = [];
  readonly #layout: LaneLayout;
  readonly #resize: ResizeObserver | null;
  #width = 0;
  #height = 0;
  #fontSize = 16;
  #font = '600 16px sans-serif';
  #clock: SceneClock = { base: 0, at: epochNow(), rate: 1, paused: false };
  /** Clock time of the last `frame`. */
  #frameAt = Number.NaN;
  #options: StageOptions;

  constructor(container: HTMLElement, options: StageOptions) {
    this.#options = options;
    this.#canvas = document.createElement('canvas');
    this.#canvas.className = 'danmaku-stage';
    this.#canvas.setAttribute('aria-hidden', 'true');
    container.append(this.#canvas);
    this.#measureCtx = document.createElement('canvas').getContext('2d');
    this.#painter = workerPainter(this.#canvas) ?? pagePainter(this.#canvas);
    this.#canvas.danmaku = {
      onScreen: () => this.onScreen(),
      painted: (x, y, w, h) => this.#painter.painted(x, y, w, h),
      frames: () => this.#painter.frames(),
      worker: this.#painter.worker,
    };
    this.#painter.send({ type: 'clock', clock: this.#clock });
    this.#layout = new LaneLayout({ stageWidth: 1, lanes: 1 });
    this.#measure(container.clientWidth, container.clientHeight);
    this.#resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => {
            if (entry) this.#measure(entry.contentRect.width, entry.contentRect.height);
          });
    this.#resize?.observe(container);
    this.setOptions(options);
  }

  /** Drawn by a worker on its own animation frames: `frame` need not come every frame. */
  get offThread(): boolean {
    return this.#painter.worker;
  }

  /** Comments held (on screen, or scrolling ones due in a moment). */
  get count(): number {
    return this.#live.length;
  }

  setOptions(options: StageOptions): void {
    this.#options = options;
    this.#canvas.style.opacity = String(options.opacity);
    this.#relayout();
  }

  /**
   * Shows a comment at clock `now` (ms of the video, so lanes free up as it plays), `lateMs`
   * into its flight (it was due that long ago). A scrolling comment may be added ahead of its
   * time (`lateMs` < 0): it waits off the right edge and slides in on time. False when no lane
   * is free or density says no.
   */
  add(c: StageComment, now: number, lateMs = 0): boolean {
    const scroll = c.mode === 'scroll';
    if (!scroll) lateMs = Math.max(0, lateMs);
    const start = now - lateMs;
    if (this.#width === 0 || this.#onScreenAt(start) >= this.#options.maxOnScreen) return false;
    const pad = c.mine ? PAD_MINE : PAD;
    const width = this.#textWidth(c.text) + 2 * pad;
    const duration = scroll ? SCROLL_MS / this.#options.speed : FIXED_MS;
    if (lateMs >= duration) return false;
    const lane = this.#layout.place(c.mode, start, width, duration);
    if (lane < 0) return false;
    const height = this.#laneHeight();
    const item: SceneItem = {
      id: c.id,
      text: c.text,
      color: c.color,
      mine: !!c.mine,
      mode: c.mode,
      font: this.#font,
      pad,
      width,
      height,
      y: c.mode === 'bottom' ? this.#height - (lane + 1) * height : lane * height,
      start,
      end: start + duration,
      speed: scroll ? (this.#width + width) / duration : 0,
    };
    if (scroll) {
      const fixed = this.#live.findIndex((l) => l.mode !== 'scroll');
      if (fixed < 0) this.#live.push(item);
      else this.#live.splice(fixed, 0, item);
    } else this.#live.push(item);
    this.#painter.send({ type: 'add', item });
    return true;
  }

  /**
   * Follows the video's position `videoMs` (every animation frame, or a few times a second when
   * `offThread`): comments that have left are let go, and without a worker the frame is drawn
   * (nothing when nothing moved, came or went).
   */
  frame(videoMs: number): void {
    this.#sync(videoMs);
    const t = this.#now();
    this.#frameAt = t;
    if (this.#live.some((l) => l.end <= t)) this.#live = this.#live.filter((l) => l.end > t);
    this.#painter.frame();
  }

  /** What is on screen at the last frame (boxes inside the stage). */
  onScreen(): OnScreen[] {
    const t = Number.isNaN(this.#frameAt) ? this.#now() : this.#frameAt;
    const out: OnScreen[] = [];
    for (const l of this.#live) {
      const x = itemX(l, t, this.#width);
      if (l.start > t || l.end <= t || x >= this.#width || x + l.width <= 0) continue;
      out.push({
        id: l.id,
        text: l.text,
        mode: l.mode,
        color: l.color,
        mine: l.mine,
        x,
        y: l.y,
        width: l.width,
        height: l.height,
      });
    }
    return out;
  }

  /** Follows the video: paused, playing, and its playback rate. */
  pause(): void {
    if (this.#clock.paused) return;
    this.#setClock({ ...this.#clock, base: this.#now(), paused: true });
  }

  play(): void {
    if (!this.#clock.paused) return;
    this.#setClock({ ...this.#clock, at: epochNow(), paused: false });
  }

  setRate(rate: number): void {
    this.#setClock({ ...this.#clock, base: this.#now(), at: epochNow(), rate });
  }

  /** Removes everything on screen (a seek, or danmaku turned off). */
  clear(): void {
    this.#live = [];
    this.#layout.clear();
    this.#painter.send({ type: 'clear' });
  }

  /** Removes one comment if it is on screen (deleted or hidden). */
  remove(id: number): void {
    if (!this.#live.some((l) => l.id === id)) return;
    this.#live = this.#live.filter((l) => l.id !== id);
    this.#painter.send({ type: 'remove', id });
  }

  destroy(): void {
    this.clear();
    this.#resize?.disconnect();
    this.#painter.destroy();
    this.#canvas.remove();
  }

  /** Comments on screen at clock `at` (not those waiting off the right edge, nor gone). */
  #onScreenAt(at: number): number {
    let n = 0;
    for (const l of this.#live) if (l.start <= at && at < l.end) n++;
    return n;
  }

  /**
   * Keeps the clock on the video's position: nudged towards it when they drift apart a little
   * (no visible jump), set to it on the first frame, after a jump or while paused.
   */
  #sync(videoMs: number): void {
    const clock = this.#now();
    const drift = videoMs - clock;
    if (Math.abs(drift) <= CLOCK_SLACK_MS) return;
    const jump = this.#clock.paused || Number.isNaN(this.#frameAt) || Math.abs(drift) > CLOCK_JUMP_MS;
    this.#setClock({ ...this.#clock, base: jump ? videoMs : clock + drift * CLOCK_NUDGE, at: epochNow() });
  }

  #setClock(clock: SceneClock): void {
    this.#clock = clock;
    this.#painter.send({ type: 'clock', clock });
  }

  #now(): number {
    return clockAt(this.#clock, epochNow());
  }

  #measure(width: number, height: number): void {
    this.#width = width;
    this.#height = height;
    const dpr = typeof devicePixelRatio === 'number' && devicePixelRatio > 0 ? devicePixelRatio : 1;
    this.#painter.send({ type: 'resize', width, height, dpr });
    // 14 px on a phone's inline player, up to 25 px full screen.
    this.#fontSize = Math.max(14, Math.min(25, Math.round(height / 14)));
    this.#font = `600 ${this.#fontSize}px ${getComputedStyle(this.#canvas).fontFamily || 'sans-serif'}`;
    if (this.#measureCtx) this.#measureCtx.font = this.#font;
    this.#relayout();
  }

  #laneHeight(): number {
    return Math.round(this.#fontSize * 1.4);
  }

  #relayout(): void {
    const lanes = Math.max(1, Math.floor((this.#height * this.#options.area) / this.#laneHeight()));
    this.#layout.resize({ stageWidth: this.#width, lanes });
  }

  #textWidth(text: string): number {
    return Math.ceil(
      this.#measureCtx ? this.#measureCtx.measureText(text).width : text.length * this.#fontSize,
    );
  }
}
