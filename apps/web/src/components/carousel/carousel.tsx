/**
 * `<Carousel>` (spec §4, §9): autoplay every 3000 ms, 300 ms transitions, 10 px between slides,
 * looping when there is more than one item, paused while the page is hidden. A ref exposes
 * start / pause / resume / stop. Our own few lines (carousel-engine.ts) rather than Swiper's
 * carousel: its start read every slide back from layout in one long task (docs/decisions.md,
 * session 56). The gallery's zoomable viewer keeps Swiper.
 */
import { CAROUSEL_DEFAULTS } from '@lld/protocol/constants';
import { type Key, type ReactNode, type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { CarouselEngine, trackTransform } from './carousel-engine';
import { useAutoplayVisibility } from './use-autoplay-visibility';
import './carousel.css';

export interface CarouselHandle {
  /** Starts autoplay (again after `stop`). */
  start(): void;
  /** Pauses autoplay, keeping its place. */
  pause(): void;
  /** Resumes after `pause`. */
  resume(): void;
  /** Stops autoplay until `start`. */
  stop(): void;
  /** The slide shown, 0-based. */
  index(): number;
  /** Autoplay's state. */
  autoplay(): { running: boolean; paused: boolean };
}

export interface CarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  keyOf?: (item: T, index: number) => Key;
  className?: string;
  /** Autoplay when there is more than one item (default true). */
  autoplay?: boolean;
  /** Bullets under the slides when there is more than one item (default true). */
  pagination?: boolean;
  onIndexChange?: (index: number) => void;
  ref?: Ref<CarouselHandle>;
}

const STILL = { running: false, paused: false };
const SPACE = CAROUSEL_DEFAULTS.spaceBetweenPx;

export function Carousel<T>({
  items,
  renderItem,
  keyOf,
  className,
  autoplay = true,
  pagination = true,
  onIndexChange,
  ref,
}: CarouselProps<T>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const engine = useRef<CarouselEngine | null>(null);
  const indexChanged = useRef(onIndexChange);
  indexChanged.current = onIndexChange;
  const count = items.length;
  const many = count > 1;
  const autoplayOn = autoplay && many;

  useImperativeHandle(
    ref,
    () => ({
      start: () => engine.current?.start(),
      pause: () => engine.current?.pause(),
      resume: () => engine.current?.resume(),
      stop: () => engine.current?.stop(),
      index: () => engine.current?.index ?? 0,
      autoplay: () => engine.current ?? STILL,
    }),
    [],
  );

  useEffect(() => {
    const root = rootRef.current;
    if (!many || !root) return;
    const e = new CarouselEngine(root, {
      count,
      speed: CAROUSEL_DEFAULTS.speedMs,
      space: CAROUSEL_DEFAULTS.spaceBetweenPx,
      delay: CAROUSEL_DEFAULTS.autoplayDelayMs,
      autoplay: autoplayOn,
      onIndexChange: (index) => indexChanged.current?.(index),
    });
    engine.current = e;
    return () => {
      e.destroy();
      engine.current = null;
    };
  }, [many, count, autoplayOn]);

  useAutoplayVisibility(() => engine.current, autoplayOn);

  if (count === 0) return null;
  const classes = className ? `lld-carousel ${className}` : 'lld-carousel';
  const slide = (item: T, index: number, key: Key, copy = false) => (
    <div
      key={key}
      className="lld-carousel__slide"
      // The loop's copies are for the eye only: out of the tab order and the accessibility tree.
      inert={copy || undefined}
      aria-hidden={copy || undefined}
    >
      {renderItem(item, index)}
    </div>
  );
  const last = count - 1;
  return (
    <div ref={rootRef} className={classes} aria-roledescription="carousel">
      <div className="lld-carousel__track" style={{ transform: trackTransform(many ? 1 : 0, SPACE) }}>
        {many && slide(items[last]!, last, 'copy-of-last', true)}
        {items.map((item, index) => slide(item, index, keyOf ? keyOf(item, index) : index))}
        {many && slide(items[0]!, 0, 'copy-of-first', true)}
      </div>
      {pagination && many && (
        <div className="lld-carousel__dots" aria-hidden="true">
          {items.map((item, index) => (
            <span
              key={keyOf ? keyOf(item, index) : index}
              className={index === 0 ? 'lld-carousel__dot is-active' : 'lld-carousel__dot'}
            />
          ))}
        </div>
      )}
    </div>
  );
}
