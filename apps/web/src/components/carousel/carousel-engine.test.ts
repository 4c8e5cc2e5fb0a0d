import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarouselEngine, type CarouselEngineOptions, trackTransform } from './carousel-engine';

/** A carousel's DOM as `<Carousel>` draws it: copy of the last, the slides, copy of the first. */
function carousel(count: number) {
  const root = document.createElement('div');
  const track = document.createElement('div');
  track.className = 'lld-carousel__track';
  for (let i = 0; i < count + 2; i++) {
    const slide = document.createElement('div');
    slide.className = 'lld-carousel__slide';
    const button = document.createElement('button');
    button.textContent = String(i === 0 ? count - 1 : i === count + 1 ? 0 : i - 1);
    slide.append(button);
    track.append(slide);
  }
  const dots = document.createElement('div');
  for (let i = 0; i < count; i++) {
    const dot = document.createElement('span');
    dot.className = i === 0 ? 'lld-carousel__dot is-active' : 'lld-carousel__dot';
    dots.append(dot);
  }
  root.append(track, dots);
  document.body.append(root);
  return { root, track, dots: [...dots.children] as HTMLElement[] };
}

const OPTIONS: CarouselEngineOptions = { count: 3, speed: 300, space: 10, delay: 3000, autoplay: true };

/** A pointer event as a finger sends it (jsdom has no PointerEvent constructor). */
function pointer(target: Element, type: string, x: number, y = 100, at = 0) {
  const e = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y });
  Object.defineProperties(e, {
    pointerId: { value: 7 },
    isPrimary: { value: true },
    pointerType: { value: 'touch' },
    timeStamp: { value: at },
  });
  target.dispatchEvent(e);
}

/** Where the track sits (the `pos` of its transform). */
function placeOf(track: HTMLElement): number {
  const match = /calc\((-?\d+) \*/.exec(track.style.transform);
  return match ? 0 - Number(match[1]) : Number.NaN;
}

let engines: CarouselEngine[] = [];
function start(count = 3, options: Partial<CarouselEngineOptions> = {}) {
  const dom = carousel(count);
  const onIndexChange = vi.fn();
  const engine = new CarouselEngine(dom.root, { ...OPTIONS, count, onIndexChange, ...options });
  engines.push(engine);
  return { ...dom, engine, onIndexChange };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const e of engines) e.destroy();
  engines = [];
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('trackTransform', () => {
  it('places the track a slide and its space per step, plus a finger', () => {
    expect(trackTransform(1, 10)).toBe('translate3d(calc(-1 * (100% + 10px)), 0, 0)');
    expect(trackTransform(2, 10, -35)).toBe('translate3d(calc(-2 * (100% + 10px) + -35px), 0, 0)');
  });
});

describe('CarouselEngine', () => {
  it('starts on the first slide, not the copy before it, and autoplays every 3000 ms after a 300 ms move', () => {
    const { track, dots, engine, onIndexChange } = start();
    expect(placeOf(track)).toBe(1);
    expect(engine.index).toBe(0);
    expect(engine.running).toBe(true);
    vi.advanceTimersByTime(2999);
    expect(placeOf(track)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(placeOf(track)).toBe(2);
    expect(track.style.transition).toBe('transform 300ms ease');
    expect(dots.map((d) => d.classList.contains('is-active'))).toEqual([false, true, false]);
    // The transition's end settles it, tells the index and arms the next turn.
    track.dispatchEvent(new Event('transitionend'));
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    vi.advanceTimersByTime(2999);
    expect(placeOf(track)).toBe(2);
    vi.advanceTimersByTime(1);
    expect(placeOf(track)).toBe(3);
  });

  it("loops: past the last slide onto the first one's copy, then onto the first without a transition", () => {
    const { track, engine, onIndexChange } = start();
    engine.next();
    vi.advanceTimersByTime(350);
    engine.next();
    vi.advanceTimersByTime(350);
    expect(engine.index).toBe(2);
    engine.next();
    expect(placeOf(track)).toBe(4); // the copy of the first
    expect(engine.index).toBe(0);
    // A transition that never ends (hidden page) settles on its timer.
    vi.advanceTimersByTime(350);
    expect(placeOf(track)).toBe(1);
    expect(track.style.transition).toBe('none');
    expect(onIndexChange.mock.calls.map(([i]) => i)).toEqual([1, 2, 0]);
    // And backwards from the first onto the last one's copy, then the last.
    engine.prev();
    expect(placeOf(track)).toBe(0);
    track.dispatchEvent(new Event('transitionend'));
    expect(placeOf(track)).toBe(3);
    expect(engine.index).toBe(2);
  });

  it('pauses keeping the time left, resumes with it, stops until started', () => {
    const { track, engine } = start();
    vi.advanceTimersByTime(1000);
    engine.pause();
    expect(engine.paused).toBe(true);
    expect(engine.timeLeft).toBe(2000);
    vi.advanceTimersByTime(10_000);
    expect(placeOf(track)).toBe(1);
    engine.resume();
    vi.advanceTimersByTime(1999);
    expect(placeOf(track)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(placeOf(track)).toBe(2);
    vi.advanceTimersByTime(350);
    engine.stop();
    expect(engine.running).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(placeOf(track)).toBe(2);
    engine.start();
    vi.advanceTimersByTime(3000);
    expect(placeOf(track)).toBe(3);
  });

  it('does not autoplay when told not to', () => {
    const { track, engine } = start(3, { autoplay: false });
    vi.advanceTimersByTime(10_000);
    expect(engine.running).toBe(false);
    expect(placeOf(track)).toBe(1);
  });

  it('a drag moves the track with the finger and on past 40 px to the next slide; the click that ends it is swallowed', () => {
    const { root, track, engine } = start();
    const tapped = vi.fn();
    root.addEventListener('click', tapped);
    vi.advanceTimersByTime(2500);
    pointer(track, 'pointerdown', 200, 100, 0);
    pointer(track, 'pointermove', 180, 102, 100);
    expect(track.style.transform).toBe(trackTransform(1, 10, -20));
    expect(track.style.transition).toBe('none');
    // The drag holds autoplay.
    vi.advanceTimersByTime(5000);
    pointer(track, 'pointermove', 150, 102, 400);
    pointer(track, 'pointerup', 150, 102, 400);
    expect(placeOf(track)).toBe(2);
    expect(engine.index).toBe(1);
    track.querySelector('button')!.click();
    expect(tapped).not.toHaveBeenCalled();
    // The next tap is a tap.
    pointer(track, 'pointerdown', 100, 100, 5000);
    pointer(track, 'pointerup', 100, 100, 5050);
    track.querySelector('button')!.click();
    expect(tapped).toHaveBeenCalledTimes(1);
  });

  it('swallows only the click that ends a drag, not a later one with no pointerdown before it', () => {
    const { root, track } = start(3, { autoplay: false });
    const tapped = vi.fn();
    root.addEventListener('click', tapped);
    pointer(track, 'pointerdown', 200, 100, 0);
    pointer(track, 'pointermove', 120, 100, 100);
    pointer(track, 'pointerup', 120, 100, 100);
    // No click follows a touch drag; the next click (its pointerdown not the primary one) is a tap.
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now + 1000);
    track.querySelector('button')!.click();
    expect(tapped).toHaveBeenCalledTimes(1);
  });

  it('a short slow drag goes back; a quick flick goes on; a drag to the right goes back a slide', () => {
    const { track, engine } = start(3, { autoplay: false });
    pointer(track, 'pointerdown', 200, 100, 0);
    pointer(track, 'pointermove', 180, 100, 500);
    pointer(track, 'pointerup', 180, 100, 500);
    expect(placeOf(track)).toBe(1);
    vi.advanceTimersByTime(350);
    pointer(track, 'pointerdown', 200, 100, 1000);
    pointer(track, 'pointermove', 180, 100, 1030);
    pointer(track, 'pointerup', 180, 100, 1030);
    expect(placeOf(track)).toBe(2);
    vi.advanceTimersByTime(350);
    pointer(track, 'pointerdown', 100, 100, 2000);
    pointer(track, 'pointermove', 160, 100, 2100);
    pointer(track, 'pointerup', 160, 100, 2100);
    expect(engine.index).toBe(0);
  });

  it('leaves a vertical drag to the page', () => {
    const { track } = start(3, { autoplay: false });
    pointer(track, 'pointerdown', 200, 100, 0);
    pointer(track, 'pointermove', 198, 140, 50);
    pointer(track, 'pointermove', 120, 200, 100);
    pointer(track, 'pointerup', 120, 200, 100);
    expect(track.style.transform).toBe(trackTransform(1, 10));
  });

  it('stops its timers and listeners when destroyed', () => {
    const { track, engine } = start();
    engine.destroy();
    vi.advanceTimersByTime(10_000);
    expect(placeOf(track)).toBe(1);
    pointer(track, 'pointerdown', 200);
    pointer(track, 'pointermove', 100);
    expect(placeOf(track)).toBe(1);
    expect(track.style.transform).toBe(trackTransform(1, 10));
    expect(vi.getTimerCount()).toBe(0);
  });
});
