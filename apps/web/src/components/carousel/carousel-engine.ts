/**
 * What moves a `<Carousel>` (carousel.tsx): its track's position, the loop's seam, autoplay on
 * one timer, drags and the bullets. Plain DOM work, no layout read while it starts: Swiper's
 * start read every slide's size and style back and made its loop (one 150–200 ms task at 4x CPU
 * on home, after its 90 kB chunk's own evaluation; docs/decisions.md, session 56).
 *
 * The track holds the slides in a row, each as wide as the carousel and `spaceBetween` apart,
 * with a copy of the last slide before the first and of the first after the last; the track's
 * place is `translateX(calc(-pos × (100% + space)))`. A move past either end lands on a copy,
 * and when its transition ends the track jumps, without a transition, to the real slide the copy
 * shows: the loop has no seam to see.
 *
 * Autoplay (spec §4): the next slide is due `delay` ms after the last transition ended; a drag
 * holds it; `pause` keeps the time left for `resume`; `stop` until `start`. Pausing while the page
 * is hidden is `useAutoplayVisibility`'s.
 */

export interface CarouselEngineOptions {
  /** Real slides (more than one: a single slide is drawn still, with no engine). */
  count: number;
  /** Transition time, ms. */
  speed: number;
  /** Space between slides, px. */
  space: number;
  /** Autoplay delay, ms. */
  delay: number;
  /** Autoplay from the start. */
  autoplay: boolean;
  /** The shown slide changed (after its transition). */
  onIndexChange?: (index: number) => void;
}

/** A drag this far (px) moves to the next slide; a quick flick less far does too. */
const SWIPE_DISTANCE = 40;
const FLICK_DISTANCE = 10;
const FLICK_SPEED = 0.3; // px/ms
const CLICK_AFTER_DRAG_MS = 300;
/** Movement (px) that decides between a drag of the carousel and a scroll of the page. */
const SLOP = 8;

/** The transform that puts the track at `pos`, moved `dx` px by a finger. */
export function trackTransform(pos: number, space: number, dx = 0): string {
  const shift = dx === 0 ? '' : ` + ${dx}px`;
  return `translate3d(calc(${-pos} * (100% + ${space}px)${shift}), 0, 0)`;
}

interface Drag {
  id: number;
  x: number;
  y: number;
  at: number;
  dx: number;
  state: 'undecided' | 'dragging' | 'scrolling';
}

export class CarouselEngine {
  readonly #track: HTMLElement;
  readonly #dots: HTMLElement[];
  readonly #o: CarouselEngineOptions;
  /** Place on the track: 0 the last slide's copy, 1..count the slides, count + 1 the first's copy. */
  #pos = 1;
  /** The index `onIndexChange` last told. */
  #told = 0;
  #moving = false;
  #settleTimer: ReturnType<typeof setTimeout> | undefined;
  #autoTimer: ReturnType<typeof setTimeout> | undefined;
  #dueAt = 0;
  #drag: Drag | null = null;
  /** Until when (performance.now) a click is the end of a drag, not a tap on the slide. */
  #swallowUntil = 0;
  #destroyed = false;
  readonly #off: (() => void)[] = [];

  /** Autoplay's state, as `useAutoplayVisibility` and the carousel's handle read it. */
  running = false;
  paused = false;
  timeLeft = 0;

  constructor(root: HTMLElement, options: CarouselEngineOptions) {
    this.#o = options;
    const track = root.querySelector<HTMLElement>('.lld-carousel__track');
    if (!track) throw new Error('a carousel without its track');
    this.#track = track;
    this.#dots = [...root.querySelectorAll<HTMLElement>('.lld-carousel__dot')];
    this.#place(false);
    this.#listen(track, 'pointerdown', (e) => this.#down(e as PointerEvent));
    this.#listen(track, 'pointermove', (e) => this.#moveTo(e as PointerEvent));
    this.#listen(track, 'pointerup', (e) => this.#up(e as PointerEvent));
    this.#listen(track, 'pointercancel', (e) => this.#up(e as PointerEvent, true));
    this.#listen(track, 'transitionend', (e) => {
      if (e.target === track) this.#settle();
    });
    this.#listen(
      root,
      'click',
      (e) => {
        if (performance.now() > this.#swallowUntil) return;
        this.#swallowUntil = 0;
        e.preventDefault();
        e.stopPropagation();
      },
      true,
    );
    if (options.autoplay) this.start();
  }

  /** The shown slide, 0-based. */
  get index(): number {
    const n = this.#o.count;
    return (((this.#pos - 1) % n) + n) % n;
  }

  next(): void {
    this.#go(this.#pos + 1);
  }

  prev(): void {
    this.#go(this.#pos - 1);
  }

  start(): void {
    if (this.#destroyed) return;
    this.running = true;
    this.paused = false;
    this.#arm(this.#o.delay);
  }

  stop(): void {
    this.running = false;
    this.paused = false;
    this.#clearAuto();
  }

  pause(): void {
    if (!this.running || this.paused) return;
    this.paused = true;
    this.timeLeft = this.#autoTimer === undefined ? 0 : Math.max(0, this.#dueAt - Date.now());
    this.#clearAuto();
  }

  resume(): void {
    if (this.#destroyed || !this.running || !this.paused) return;
    this.paused = false;
    this.#arm(this.timeLeft > 0 ? this.timeLeft : this.#o.delay);
  }

  destroy(): void {
    this.#destroyed = true;
    this.running = false;
    this.#clearAuto();
    clearTimeout(this.#settleTimer);
    for (const off of this.#off.splice(0)) off();
  }

  #listen(target: EventTarget, type: string, fn: (e: Event) => void, capture = false): void {
    target.addEventListener(type, fn, capture);
    this.#off.push(() => target.removeEventListener(type, fn, capture));
  }

  #playing(): boolean {
    return !this.#destroyed && this.running && !this.paused;
  }

  #clearAuto(): void {
    clearTimeout(this.#autoTimer);
    this.#autoTimer = undefined;
  }

  #arm(ms: number): void {
    this.#clearAuto();
    this.#dueAt = Date.now() + ms;
    this.#autoTimer = setTimeout(() => {
      this.#autoTimer = undefined;
      if (this.#playing() && this.#drag?.state !== 'dragging') this.next();
    }, ms);
  }

  /** The track at `#pos`, moved `dx` px, with or without the transition. */
  #place(animate: boolean, dx = 0): void {
    const style = this.#track.style;
    style.transition = animate ? `transform ${this.#o.speed}ms ease` : 'none';
    style.transform = trackTransform(this.#pos, this.#o.space, dx);
  }

  #go(pos: number): void {
    if (this.#destroyed) return;
    if (this.#moving) this.#settle(); // a move asked for mid-transition starts from where it ends
    this.#clearAuto(); // the transition's end arms the next one
    this.#pos = Math.max(0, Math.min(this.#o.count + 1, pos));
    this.#moving = true;
    this.#place(true);
    this.#showIndex();
    // A transition that cannot run (a hidden page, a kept screen off display) never ends.
    clearTimeout(this.#settleTimer);
    this.#settleTimer = setTimeout(() => this.#settle(), this.#o.speed + 50);
  }

  /** After a transition: off a copy onto its slide, and the next autoplay turn armed. */
  #settle(): void {
    clearTimeout(this.#settleTimer);
    if (!this.#moving || this.#destroyed) return;
    this.#moving = false;
    const n = this.#o.count;
    if (this.#pos === 0 || this.#pos === n + 1) {
      this.#pos = this.#pos === 0 ? n : 1;
      this.#place(false);
    }
    if (this.index !== this.#told) {
      this.#told = this.index;
      this.#o.onIndexChange?.(this.#told);
    }
    if (this.#playing()) this.#arm(this.#o.delay);
  }

  #showIndex(): void {
    const index = this.index;
    this.#dots.forEach((dot, i) => {
      dot.classList.toggle('is-active', i === index);
    });
  }

  #down(e: PointerEvent): void {
    this.#swallowUntil = 0;
    if (!e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
    if (this.#moving) this.#settle();
    this.#drag = { id: e.pointerId, x: e.clientX, y: e.clientY, at: e.timeStamp, dx: 0, state: 'undecided' };
  }

  #moveTo(e: PointerEvent): void {
    const drag = this.#drag;
    if (!drag || e.pointerId !== drag.id || drag.state === 'scrolling') return;
    const dx = e.clientX - drag.x;
    const dy = e.clientY - drag.y;
    if (drag.state === 'undecided') {
      if (Math.abs(dx) < SLOP && Math.abs(dy) < SLOP) return;
      if (Math.abs(dy) >= Math.abs(dx)) {
        drag.state = 'scrolling'; // the page's (the track's touch-action is pan-y)
        return;
      }
      drag.state = 'dragging';
      this.#clearAuto(); // held until the drag's transition ends
      this.#track.setPointerCapture?.(e.pointerId);
    }
    drag.dx = dx;
    this.#place(false, dx);
  }

  #up(e: PointerEvent, cancelled = false): void {
    const drag = this.#drag;
    if (!drag || e.pointerId !== drag.id) return;
    this.#drag = null;
    if (drag.state !== 'dragging') return;
    // The click a drag's end makes comes at once; a later one is a tap (the browser makes none
    // after a touch drag, so a flag would wait for the next tap).
    if (!cancelled) this.#swallowUntil = performance.now() + CLICK_AFTER_DRAG_MS;
    const dx = drag.dx;
    const speed = Math.abs(dx) / Math.max(1, e.timeStamp - drag.at);
    const far = Math.abs(dx) >= SWIPE_DISTANCE || (Math.abs(dx) >= FLICK_DISTANCE && speed >= FLICK_SPEED);
    if (!cancelled && far) this.#go(this.#pos + (dx < 0 ? 1 : -1));
    else this.#go(this.#pos); // back where it was
  }
}
