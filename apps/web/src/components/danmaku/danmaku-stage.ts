// The danmaku renderer: one absolutely placed element per comment, moved by a Web Animation of
// `transform` (scrolling) or held in place (top/bottom). The transform runs on the compositor;
// Blink still samples every running animation on each main-thread frame, so the work per
// comment is kept small: the elements stay in the stage once made (a finished comment's element
// becomes an empty hidden slot, `.danmaku-slot`, reused by the next one: no insertion or removal
// per comment), and text width comes from canvas `measureText` (no layout read).
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
  /** Speed factor of scrolling comments (1 = cross in `scrollMs`). */
  speed: number;
  /** Most comments on screen at once (density). */
  maxOnScreen: number;
}

/** Time a scrolling comment takes to cross at speed 1, and a fixed one stays. */
const SCROLL_MS = 8000;
const FIXED_MS = 4000;
/** Idle elements kept in the stage for reuse (above the densest setting's 200 on screen). */
const POOL_MAX = 300;

interface Live {
  el: HTMLElement;
  anim: Animation;
}

export class DanmakuStage {
  readonly #root: HTMLElement;
  readonly #pool: HTMLElement[] = [];
  readonly #live = new Set<Live>();
  readonly #layout: LaneLayout;
  readonly #ctx: CanvasRenderingContext2D | null;
  readonly #resize: ResizeObserver | null;
  #width = 0;
  #height = 0;
  #fontSize = 16;
  #rate = 1;
  #paused = false;
  /** Stacking order of the last comment shown. */
  #stacked = 0;
  #options: StageOptions;

  constructor(container: HTMLElement, options: StageOptions) {
    this.#options = options;
    this.#root = document.createElement('div');
    this.#root.className = 'danmaku-stage';
    this.#root.setAttribute('aria-hidden', 'true');
    container.append(this.#root);
    this.#ctx = document.createElement('canvas').getContext('2d');
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

  /** Comments on screen now. */
  get count(): number {
    return this.#live.size;
  }

  setOptions(options: StageOptions): void {
    this.#options = options;
    this.#root.style.opacity = String(options.opacity);
    this.#relayout();
  }

  /**
   * Shows a comment now at stage clock `now` (ms; the video's time, so lanes free up as it
   * plays), `lateMs` into its flight (it was due that long ago). False when no lane is free or
   * density says no.
   */
  add(c: StageComment, now: number, lateMs = 0): boolean {
    if (this.#live.size >= this.#options.maxOnScreen || this.#width === 0) return false;
    const width = this.#textWidth(c.text) + (c.mine ? 8 : 0);
    const duration = c.mode === 'scroll' ? SCROLL_MS / this.#options.speed : FIXED_MS;
    if (lateMs >= duration) return false;
    const lane = this.#layout.place(c.mode, now - lateMs, width, duration);
    if (lane < 0) return false;
    const el = this.#pool.pop() ?? this.#root.appendChild(document.createElement('div'));
    el.className = c.mine ? 'danmaku-item is-mine' : 'danmaku-item';
    el.textContent = c.text;
    el.dataset.id = String(c.id);
    el.style.color = c.color;
    el.style.fontSize = `${this.#fontSize}px`;
    // Newest on top, as if appended last (a reused slot may sit anywhere in the stage).
    el.style.zIndex = String(++this.#stacked);
    const laneHeight = this.#laneHeight();
    const y = c.mode === 'bottom' ? this.#height - (lane + 1) * laneHeight : lane * laneHeight;
    // A fixed comment stands still: its place is a plain style and its animation has no
    // keyframes (a timer that pauses and speeds up with the others, nothing for Blink to sample
    // each frame).
    el.style.transform = c.mode === 'scroll' ? '' : `translate3d(${(this.#width - width) / 2}px, ${y}px, 0)`;
    const keyframes =
      c.mode === 'scroll'
        ? [
            { transform: `translate3d(${this.#width}px, ${y}px, 0)` },
            { transform: `translate3d(${-width}px, ${y}px, 0)` },
          ]
        : [];
    const anim = el.animate(keyframes, { duration, easing: 'linear', fill: 'both' });
    anim.playbackRate = this.#rate;
    if (lateMs > 0) anim.currentTime = lateMs;
    if (this.#paused) anim.pause();
    const live: Live = { el, anim };
    this.#live.add(live);
    anim.onfinish = () => this.#retire(live);
    return true;
  }

  /** Follows the video: paused, playing, and its playback rate. */
  pause(): void {
    this.#paused = true;
    for (const l of this.#live) l.anim.pause();
  }

  play(): void {
    this.#paused = false;
    for (const l of this.#live) l.anim.play();
  }

  setRate(rate: number): void {
    this.#rate = rate;
    for (const l of this.#live) l.anim.playbackRate = rate;
  }

  /** Removes everything on screen (a seek, or danmaku turned off). */
  clear(): void {
    for (const l of [...this.#live]) this.#retire(l);
    this.#layout.clear();
    this.#stacked = 0;
  }

  /** Removes one comment if it is on screen (deleted or hidden). */
  remove(id: number): void {
    for (const l of this.#live) if (l.el.dataset.id === String(id)) this.#retire(l);
  }

  destroy(): void {
    this.clear();
    this.#resize?.disconnect();
    this.#root.remove();
  }

  #retire(l: Live): void {
    if (!this.#live.delete(l)) return;
    l.anim.onfinish = null;
    l.anim.cancel();
    if (this.#pool.length >= POOL_MAX) {
      l.el.remove();
      return;
    }
    // Kept in the stage as an empty hidden slot for the next comment.
    l.el.className = 'danmaku-slot';
    l.el.textContent = '';
    l.el.style.transform = '';
    delete l.el.dataset.id;
    this.#pool.push(l.el);
  }

  #measure(width: number, height: number): void {
    this.#width = width;
    this.#height = height;
    // 14 px on a phone's inline player, up to 25 px full screen.
    this.#fontSize = Math.max(14, Math.min(25, Math.round(height / 14)));
    if (this.#ctx)
      this.#ctx.font = `600 ${this.#fontSize}px ${getComputedStyle(this.#root).fontFamily || 'sans-serif'}`;
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
    return Math.ceil(this.#ctx ? this.#ctx.measureText(text).width : text.length * this.#fontSize) + 4;
  }
}
