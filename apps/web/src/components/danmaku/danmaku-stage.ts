// The danmaku renderer. Chromium samples every running animation and recalculates its
// element's style on each main-thread frame, even when the transform itself runs on the
// compositor, so one animation per comment costs ~200 style recalculations a frame with 200
// on screen. Here scrolling comments ride on a few shared tracks instead: a track is one
// element moved leftwards at a constant speed by one Web Animation, and a comment is a child
// placed once (a plain `transform`) where it enters the stage's right edge. Comments cross in
// the same time whatever their length (longer ones are faster), so a comment's speed is
// rounded to the nearest 1 % step and comments of one step share a track: a handful of running
// animations instead of one per comment. Top/bottom comments stand still with no animation.
// A comment leaves on a timer of the stage's clock (paused and sped up with the video). Text
// width comes from canvas `measureText` (no layout read).
//
// What is left per frame is the compositor's: each change of the stage's paint (a comment in
// or out) re-layerizes it, and each element with a transform of its own is a paint chunk of its
// own. So a comment is placed with `left`/`top` (one paint chunk per track, not one per
// comment), scrolling comments may be added ahead of their time (off the right edge, sliding in
// on time) so that the caller can add a few frames' worth together, and scrolling comments that
// have left are removed together, in the same frame as the next batch or a little later (they
// are off screen by then): a handful of paint changes a second instead of one per comment.
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
/** Speeds of scrolling comments are rounded to steps of this ratio (1 %: not visible). */
const SPEED_STEP = Math.log(1.01);
/** A track's animation runs this long at most; it is dropped as soon as it carries nothing. */
const TRACK_MS = 3_600_000;
/** New comments go to a fresh track once a track is this old (bounded offsets). */
const TRACK_REUSE_MS = 600_000;
/** Detached elements kept for reuse. */
const POOL_MAX = 300;
/** A scrolling comment that has left is removed this much later at most (with others). */
const SCROLL_RETIRE_SLACK_MS = 1000;
/** A fixed comment is removed this much after its time at most (a frame). */
const FIXED_RETIRE_SLACK_MS = 16;

interface Track {
  el: HTMLElement;
  anim: Animation;
  /** px per ms of the track's own time. */
  speed: number;
  load: number;
}

interface Live {
  id: number;
  el: HTMLElement;
  /** Scrolling: the track it rides and the track time it has left the stage. */
  track: Track | null;
  /** Track time (scrolling) or stage clock (fixed) at which it enters and leaves. */
  start: number;
  end: number;
}

/** The step (a whole number) nearest to a speed, in steps of `SPEED_STEP`. */
function speedStep(speed: number): number {
  return Math.round(Math.log(speed) / SPEED_STEP);
}

export class DanmakuStage {
  readonly #root: HTMLElement;
  /** Top/bottom comments, above the scrolling ones. */
  readonly #fixed: HTMLElement;
  readonly #pool: HTMLElement[] = [];
  readonly #live = new Set<Live>();
  /** The track new comments of a speed step go to. */
  readonly #tracks = new Map<number, Track>();
  readonly #layout: LaneLayout;
  readonly #ctx: CanvasRenderingContext2D | null;
  readonly #resize: ResizeObserver | null;
  #width = 0;
  #height = 0;
  #fontSize = 16;
  #rate = 1;
  #paused = false;
  /** Stage clock (ms, paused and scaled with the video) at `performance.now()` = `#clockAt`. */
  #clockBase = 0;
  #clockAt = performance.now();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #timerAt = Number.POSITIVE_INFINITY;
  #options: StageOptions;

  constructor(container: HTMLElement, options: StageOptions) {
    this.#options = options;
    this.#root = document.createElement('div');
    this.#root.className = 'danmaku-stage';
    this.#root.setAttribute('aria-hidden', 'true');
    this.#fixed = document.createElement('div');
    this.#fixed.className = 'danmaku-fixed';
    this.#root.append(this.#fixed);
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
   * Shows a comment at stage clock `now` (ms; the video's time, so lanes free up as it plays),
   * `lateMs` into its flight (it was due that long ago). A scrolling comment may be added ahead
   * of its time (`lateMs` < 0): it waits off the right edge and slides in on time. False when no
   * lane is free or density says no.
   */
  add(c: StageComment, now: number, lateMs = 0): boolean {
    const scroll = c.mode === 'scroll';
    if (!scroll) lateMs = Math.max(0, lateMs);
    if (this.#width === 0 || this.#onScreenAt(-lateMs) >= this.#options.maxOnScreen) return false;
    const width = this.#textWidth(c.text) + (c.mine ? 8 : 0);
    const step = scroll ? speedStep((this.#width + width) / (SCROLL_MS / this.#options.speed)) : 0;
    const speed = Math.exp(step * SPEED_STEP);
    const duration = scroll ? (this.#width + width) / speed : FIXED_MS;
    if (lateMs >= duration) return false;
    const lane = this.#layout.place(c.mode, now - lateMs, width, duration);
    if (lane < 0) return false;
    const el = this.#pool.pop() ?? document.createElement('div');
    el.className = c.mine ? 'danmaku-item is-mine' : 'danmaku-item';
    el.textContent = c.text;
    el.dataset.id = String(c.id);
    el.style.color = c.color;
    el.style.fontSize = `${this.#fontSize}px`;
    const laneHeight = this.#laneHeight();
    const y = c.mode === 'bottom' ? this.#height - (lane + 1) * laneHeight : lane * laneHeight;
    el.style.top = `${y}px`;
    let live: Live;
    if (scroll) {
      const track = this.#trackFor(step, speed);
      const t = Number(track.anim.currentTime ?? 0);
      // In the track's frame: enters the right edge at track time `t - lateMs`.
      el.style.left = `${this.#width + speed * (t - lateMs)}px`;
      track.el.append(el);
      track.load++;
      live = { id: c.id, el, track, start: t - lateMs, end: t - lateMs + duration };
    } else {
      el.style.left = `${(this.#width - width) / 2}px`;
      this.#fixed.append(el);
      const start = this.#clock() - lateMs;
      live = { id: c.id, el, track: null, start, end: start + duration };
    }
    this.#live.add(live);
    this.#schedule(this.#dueIn(live), scroll ? SCROLL_RETIRE_SLACK_MS : FIXED_RETIRE_SLACK_MS);
    return true;
  }

  /** Removes now every comment that has left (before a batch: one paint change for both). */
  tidy(): void {
    this.#sweep();
  }

  /** Follows the video: paused, playing, and its playback rate. */
  pause(): void {
    if (this.#paused) return;
    this.#clockBase = this.#clock();
    this.#paused = true;
    for (const t of this.#trackSet()) t.anim.pause();
    this.#unschedule();
  }

  play(): void {
    if (!this.#paused) return;
    this.#clockAt = performance.now();
    this.#paused = false;
    for (const t of this.#trackSet()) t.anim.play();
    this.#sweep();
  }

  setRate(rate: number): void {
    this.#clockBase = this.#clock();
    this.#clockAt = performance.now();
    this.#rate = rate;
    for (const t of this.#trackSet()) t.anim.playbackRate = rate;
    this.#unschedule();
    this.#sweep();
  }

  /** Removes everything on screen (a seek, or danmaku turned off). */
  clear(): void {
    for (const l of [...this.#live]) this.#retire(l);
    this.#layout.clear();
    this.#unschedule();
  }

  /** Removes one comment if it is on screen (deleted or hidden). */
  remove(id: number): void {
    for (const l of this.#live) if (l.id === id) this.#retire(l);
  }

  destroy(): void {
    this.clear();
    this.#resize?.disconnect();
    this.#root.remove();
  }

  /** The track for a speed step, made (and started) on demand. */
  #trackFor(step: number, speed: number): Track {
    const current = this.#tracks.get(step);
    if (current && Number(current.anim.currentTime ?? 0) < TRACK_REUSE_MS) return current;
    const el = document.createElement('div');
    el.className = 'danmaku-track';
    this.#fixed.before(el);
    const anim = el.animate(
      [{ transform: 'translate3d(0, 0, 0)' }, { transform: `translate3d(${-speed * TRACK_MS}px, 0, 0)` }],
      { duration: TRACK_MS, easing: 'linear' },
    );
    anim.playbackRate = this.#rate;
    if (this.#paused) anim.pause();
    const track: Track = { el, anim, speed, load: 0 };
    this.#tracks.set(step, track);
    return track;
  }

  /** Every track still carrying comments (an old one drains while its step has a new one). */
  #trackSet(): Set<Track> {
    const tracks = new Set<Track>(this.#tracks.values());
    for (const l of this.#live) if (l.track) tracks.add(l.track);
    return tracks;
  }

  #retire(l: Live): void {
    if (!this.#live.delete(l)) return;
    l.el.remove();
    if (this.#pool.length < POOL_MAX) this.#pool.push(l.el);
    const track = l.track;
    if (track && --track.load === 0) {
      // Nothing rides it: no animation left running for nothing.
      track.anim.cancel();
      track.el.remove();
      for (const [step, t] of this.#tracks) if (t === track) this.#tracks.delete(step);
    }
  }

  /**
   * Comments on screen `aheadMs` from now (the video's ms, as tracks and the clock run), not
   * counting those waiting off the right edge or gone.
   */
  #onScreenAt(aheadMs: number): number {
    const now = this.#timeOf();
    let n = 0;
    for (const l of this.#live) {
      const at = now(l) + aheadMs;
      if (l.start <= at && at < l.end) n++;
    }
    return n;
  }

  /**
   * The time now in each comment's frame (its track's, or the stage clock), each track's read
   * once: a loop over every comment on screen asks it ~200 times.
   */
  #timeOf(): (l: Live) => number {
    const clock = this.#clock();
    const tracks = new Map<Track, number>();
    return (l) => {
      if (!l.track) return clock;
      let t = tracks.get(l.track);
      if (t === undefined) {
        t = Number(l.track.anim.currentTime ?? 0);
        tracks.set(l.track, t);
      }
      return t;
    };
  }

  #clock(): number {
    return this.#paused
      ? this.#clockBase
      : this.#clockBase + (performance.now() - this.#clockAt) * this.#rate;
  }

  /** Real ms until a comment has left (infinite while paused). */
  #dueIn(l: Live, now = this.#timeOf()): number {
    if (this.#paused || this.#rate <= 0) return Number.POSITIVE_INFINITY;
    return Math.max(0, (l.end - now(l)) / this.#rate);
  }

  /** Retires every comment that has left; wakes again for the next one. */
  #sweep(): void {
    this.#unschedule();
    let next = Number.POSITIVE_INFINITY;
    const now = this.#timeOf();
    for (const l of [...this.#live]) {
      const due = this.#dueIn(l, now);
      if (due <= 0) this.#retire(l);
      else next = Math.min(next, due + (l.track ? SCROLL_RETIRE_SLACK_MS : FIXED_RETIRE_SLACK_MS));
    }
    this.#schedule(next, 0);
  }

  /** Wakes in `inMs` + `slackMs` (a scrolling comment is off screen by then, a fixed one barely later). */
  #schedule(inMs: number, slackMs: number): void {
    if (!Number.isFinite(inMs)) return;
    const at = performance.now() + inMs + slackMs;
    if (at >= this.#timerAt) return;
    clearTimeout(this.#timer);
    this.#timerAt = at;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#timerAt = Number.POSITIVE_INFINITY;
      this.#sweep();
    }, at - performance.now());
  }

  #unschedule(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#timerAt = Number.POSITIVE_INFINITY;
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
