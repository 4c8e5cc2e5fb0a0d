// The danmaku renderer: one <canvas> over the picture. Each comment is drawn once, when it is
// added, into a bitmap of its own (text, outline and colour, at the screen's device pixels);
// each frame the stage clears the canvas and draws the bitmaps of the comments on screen at
// the positions the clock gives (scrolling ones move leftwards at a constant speed). One layer,
// and no change of the page's DOM while comments come and go: no style, layout, paint or
// re-layerization of the stage per comment, which is what a DOM renderer paid on a slowed CPU
// (docs/performance.md, "Danmaku renderer: one canvas"). The clock is the video's time (ms),
// paused and scaled with it: the caller hands it over every frame (`frame`), and the stage only
// redraws when something moved, came or went.
import { LaneLayout, type LaneMode } from './lanes';
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
export type StageCanvas = HTMLCanvasElement & { danmaku?: { onScreen(): OnScreen[] } };

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

interface Live {
  c: StageComment;
  /** Top of its lane (CSS px). */
  y: number;
  /** Box width (CSS px, padding included). */
  width: number;
  /** Clock time it enters (scrolling: at the right edge) and leaves. */
  start: number;
  end: number;
  /** Scrolling: px per ms of the clock. */
  speed: number;
  /** The pre-drawn comment (null without a 2D context, as in tests). */
  bitmap: CanvasImageSource | null;
  /** Its size in device px. */
  bw: number;
  bh: number;
}

export class DanmakuStage {
  readonly #canvas: StageCanvas;
  readonly #ctx: CanvasRenderingContext2D | null;
  /** Scrolling first, then top/bottom (drawn above them); each in the order added. */
  #live: Live[] = [];
  readonly #layout: LaneLayout;
  readonly #resize: ResizeObserver | null;
  #width = 0;
  #height = 0;
  #dpr = 1;
  #fontSize = 16;
  #font = '600 16px sans-serif';
  #rate = 1;
  #paused = false;
  /** Clock (ms of the video) at `performance.now()` = `#clockAt`. */
  #clockBase = 0;
  #clockAt = performance.now();
  /** Clock time of the last drawing, and whether something changed since. */
  #drawnAt = Number.NaN;
  #dirty = true;
  /** The canvas holds nothing (no need to clear it). */
  #blank = true;
  #options: StageOptions;

  constructor(container: HTMLElement, options: StageOptions) {
    this.#options = options;
    this.#canvas = document.createElement('canvas');
    this.#canvas.className = 'danmaku-stage';
    this.#canvas.setAttribute('aria-hidden', 'true');
    this.#canvas.danmaku = { onScreen: () => this.onScreen() };
    container.append(this.#canvas);
    this.#ctx = this.#canvas.getContext('2d');
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
    const width = this.#textWidth(c.text) + 2 * (c.mine ? PAD_MINE : PAD);
    const duration = scroll ? SCROLL_MS / this.#options.speed : FIXED_MS;
    if (lateMs >= duration) return false;
    const lane = this.#layout.place(c.mode, start, width, duration);
    if (lane < 0) return false;
    const laneHeight = this.#laneHeight();
    const y = c.mode === 'bottom' ? this.#height - (lane + 1) * laneHeight : lane * laneHeight;
    const live: Live = {
      c,
      y,
      width,
      start,
      end: start + duration,
      speed: scroll ? (this.#width + width) / duration : 0,
      bitmap: null,
      bw: 0,
      bh: 0,
    };
    this.#draw(live);
    if (scroll) {
      const fixed = this.#live.findIndex((l) => l.c.mode !== 'scroll');
      if (fixed < 0) this.#live.push(live);
      else this.#live.splice(fixed, 0, live);
    } else this.#live.push(live);
    this.#dirty = true;
    return true;
  }

  /**
   * Draws the stage at the video's position `videoMs` (called every animation frame; nothing
   * is drawn when nothing moved, came or went, as while paused).
   */
  frame(videoMs: number): void {
    this.#sync(videoMs);
    const t = this.#clock();
    if (this.#live.length > 0 && this.#live.some((l) => l.end <= t)) {
      this.#live = this.#live.filter((l) => {
        if (l.end > t) return true;
        this.#release(l);
        return false;
      });
      this.#dirty = true;
    }
    if (!this.#dirty && (t === this.#drawnAt || (this.#blank && this.#live.length === 0))) return;
    this.#drawnAt = t;
    this.#dirty = false;
    this.#paint(t);
  }

  /** What is on screen as last drawn (boxes inside the stage). */
  onScreen(): OnScreen[] {
    const t = Number.isNaN(this.#drawnAt) ? this.#clock() : this.#drawnAt;
    const out: OnScreen[] = [];
    for (const l of this.#live) {
      const x = this.#x(l, t);
      if (l.start > t || l.end <= t || x >= this.#width || x + l.width <= 0) continue;
      const { id, text, mode, color, mine } = l.c;
      out.push({
        id,
        text,
        mode,
        color,
        mine: !!mine,
        x,
        y: l.y,
        width: l.width,
        height: this.#laneHeight(),
      });
    }
    return out;
  }

  /** Follows the video: paused, playing, and its playback rate. */
  pause(): void {
    if (this.#paused) return;
    this.#clockBase = this.#clock();
    this.#paused = true;
  }

  play(): void {
    if (!this.#paused) return;
    this.#clockAt = performance.now();
    this.#paused = false;
  }

  setRate(rate: number): void {
    this.#clockBase = this.#clock();
    this.#clockAt = performance.now();
    this.#rate = rate;
  }

  /** Removes everything on screen (a seek, or danmaku turned off). */
  clear(): void {
    for (const l of this.#live) this.#release(l);
    this.#live = [];
    this.#layout.clear();
    this.#dirty = true;
    this.#paint(this.#clock());
  }

  /** Removes one comment if it is on screen (deleted or hidden). */
  remove(id: number): void {
    const gone = this.#live.filter((l) => l.c.id === id);
    if (gone.length === 0) return;
    for (const l of gone) this.#release(l);
    this.#live = this.#live.filter((l) => l.c.id !== id);
    this.#dirty = true;
  }

  destroy(): void {
    this.clear();
    this.#resize?.disconnect();
    this.#canvas.remove();
  }

  /** Left edge of a comment at clock `t` (CSS px). */
  #x(l: Live, t: number): number {
    return l.c.mode === 'scroll' ? this.#width - l.speed * (t - l.start) : (this.#width - l.width) / 2;
  }

  #paint(t: number): void {
    const ctx = this.#ctx;
    if (!ctx) return;
    if (!this.#blank) ctx.clearRect(0, 0, this.#canvas.width, this.#canvas.height);
    this.#blank = true;
    const dpr = this.#dpr;
    for (const l of this.#live) {
      if (l.start > t || !l.bitmap) continue;
      // Whole device pixels: a sharp copy, no resampling.
      const x = Math.round(this.#x(l, t) * dpr);
      if (x >= this.#canvas.width || x + l.bw <= 0) continue;
      ctx.drawImage(l.bitmap, x, Math.round(l.y * dpr));
      this.#blank = false;
    }
  }

  /** Pre-draws a comment: its text with a dark outline, in its colour, boxed if the viewer's. */
  #draw(l: Live): void {
    if (!this.#ctx) return;
    const dpr = this.#dpr;
    const h = this.#laneHeight();
    l.bw = Math.ceil(l.width * dpr);
    l.bh = Math.ceil(h * dpr);
    const surface =
      typeof OffscreenCanvas === 'undefined'
        ? Object.assign(document.createElement('canvas'), { width: l.bw, height: l.bh })
        : new OffscreenCanvas(l.bw, l.bh);
    const ctx = surface.getContext('2d') as
      | CanvasRenderingContext2D
      | OffscreenCanvasRenderingContext2D
      | null;
    if (!ctx) return;
    ctx.scale(dpr, dpr);
    ctx.font = this.#font;
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    const pad = l.c.mine ? PAD_MINE : PAD;
    ctx.strokeStyle = 'rgb(0 0 0 / 80%)';
    ctx.lineWidth = 2.5;
    ctx.strokeText(l.c.text, pad, h / 2);
    ctx.fillStyle = l.c.color;
    ctx.fillText(l.c.text, pad, h / 2);
    if (l.c.mine) {
      ctx.strokeStyle = l.c.color;
      ctx.lineWidth = 1;
      ctx.beginPath();
      if ('roundRect' in ctx) ctx.roundRect(0.5, 0.5, l.width - 1, h - 1, 3);
      else (ctx as CanvasRenderingContext2D).rect(0.5, 0.5, l.width - 1, h - 1);
      ctx.stroke();
    }
    l.bitmap = 'transferToImageBitmap' in surface ? surface.transferToImageBitmap() : surface;
  }

  #release(l: Live): void {
    if (typeof ImageBitmap !== 'undefined' && l.bitmap instanceof ImageBitmap) l.bitmap.close();
    l.bitmap = null;
  }

  /** Comments on screen at clock `at` (not those waiting off the right edge, nor gone). */
  #onScreenAt(at: number): number {
    let n = 0;
    for (const l of this.#live) if (l.start <= at && at < l.end) n++;
    return n;
  }

  /**
   * Keeps the clock on the video's position: nudged towards it when they drift apart a little
   * (no visible jump), set to it after a jump or while paused.
   */
  #sync(videoMs: number): void {
    const clock = this.#clock();
    const drift = videoMs - clock;
    if (Math.abs(drift) <= CLOCK_SLACK_MS) return;
    const jump = this.#paused || Math.abs(drift) > CLOCK_JUMP_MS;
    this.#clockBase = jump ? videoMs : clock + drift * CLOCK_NUDGE;
    this.#clockAt = performance.now();
  }

  #clock(): number {
    return this.#paused
      ? this.#clockBase
      : this.#clockBase + (performance.now() - this.#clockAt) * this.#rate;
  }

  #measure(width: number, height: number): void {
    this.#width = width;
    this.#height = height;
    this.#dpr = typeof devicePixelRatio === 'number' && devicePixelRatio > 0 ? devicePixelRatio : 1;
    this.#canvas.width = Math.round(width * this.#dpr);
    this.#canvas.height = Math.round(height * this.#dpr);
    this.#blank = true;
    this.#dirty = true;
    // 14 px on a phone's inline player, up to 25 px full screen.
    this.#fontSize = Math.max(14, Math.min(25, Math.round(height / 14)));
    this.#font = `600 ${this.#fontSize}px ${getComputedStyle(this.#canvas).fontFamily || 'sans-serif'}`;
    if (this.#ctx) this.#ctx.font = this.#font;
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
    return Math.ceil(this.#ctx ? this.#ctx.measureText(text).width : text.length * this.#fontSize);
  }
}
