/**
 * `<Carousel>`: Swiper with only an autoplay and the Pagination module (spec §4, §9): autoplay
 * every 3000 ms, 300 ms transitions, 10 px between slides, looping when there is more than one
 * item, paused while the page is hidden. A ref exposes start / pause / resume / stop. The
 * autoplay is ours (timer-autoplay.ts): Swiper's asks for an animation frame on every frame.
 */
import { CAROUSEL_DEFAULTS } from '@lld/protocol/constants';
import { type Key, type ReactNode, type Ref, useImperativeHandle, useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import './carousel.css';
import { TimerAutoplay } from './timer-autoplay';
import { useAutoplayVisibility } from './use-autoplay-visibility';

export interface CarouselHandle {
  /** Starts autoplay (again after `stop`). */
  start(): void;
  /** Pauses autoplay, keeping its place. */
  pause(): void;
  /** Resumes after `pause`. */
  resume(): void;
  /** Stops autoplay until `start`. */
  stop(): void;
  /** The Swiper instance, once created. */
  swiper(): SwiperInstance | null;
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

const MODULES = [TimerAutoplay, Pagination];

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
  const swiperRef = useRef<SwiperInstance | null>(null);
  const many = items.length > 1;
  const autoplayOn = autoplay && many;

  useImperativeHandle(
    ref,
    () => ({
      start: () => void swiperRef.current?.autoplay?.start(),
      pause: () => swiperRef.current?.autoplay?.pause(),
      resume: () => swiperRef.current?.autoplay?.resume(),
      stop: () => void swiperRef.current?.autoplay?.stop(),
      swiper: () => swiperRef.current,
    }),
    [],
  );

  useAutoplayVisibility(() => swiperRef.current?.autoplay, autoplayOn);

  if (items.length === 0) return null;

  return (
    <div className={className ? `lld-carousel ${className}` : 'lld-carousel'}>
      <Swiper
        modules={MODULES}
        speed={CAROUSEL_DEFAULTS.speedMs}
        spaceBetween={CAROUSEL_DEFAULTS.spaceBetweenPx}
        loop={many}
        autoplay={
          autoplayOn ? { delay: CAROUSEL_DEFAULTS.autoplayDelayMs, disableOnInteraction: false } : false
        }
        pagination={pagination && many ? { clickable: false } : false}
        onSwiper={(s) => {
          swiperRef.current = s;
        }}
        onSlideChange={(s) => onIndexChange?.(s.realIndex)}
      >
        {items.map((item, index) => (
          <SwiperSlide key={keyOf ? keyOf(item, index) : index}>{renderItem(item, index)}</SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
