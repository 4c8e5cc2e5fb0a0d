/**
 * Autoplay for `<Carousel>` on one timer: Swiper's Autoplay module asks for an animation frame
 * on every frame for as long as it runs (to emit `autoplayTimeLeft`, which nothing here
 * listens to), so a page with a carousel never stops producing frames: on home, two carousels
 * were 2,600 animation-frame callbacks and frames, ~4.5 s of the 6.9 s of main-thread work in
 * a 45 s Lighthouse trace (docs/performance.md, "Issue 19, main thread on home and the player
 * page"). This module keeps what the carousel uses of Swiper's (`swiper.autoplay` with
 * running / paused / timeLeft and start / stop / pause / resume, the `autoplay` parameter's
 * `delay` and `disableOnInteraction`, the same events but `autoplayTimeLeft`): the next slide
 * is due `delay` ms after the last transition ended; a drag holds it; `pause` keeps the time
 * left for `resume`. Pausing while the page is hidden is `useAutoplayVisibility`'s.
 */
import type { Swiper, SwiperModule } from 'swiper/types';

interface TimerAutoplayParams {
  enabled: boolean;
  delay: number;
  disableOnInteraction: boolean;
}

export const TimerAutoplay: SwiperModule = ({ swiper, extendParams, on, emit }) => {
  extendParams({ autoplay: { enabled: false, delay: 3000, disableOnInteraction: false } });
  const params = () => swiper.params.autoplay as unknown as TimerAutoplayParams;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dueAt = 0;
  const playing = () => !swiper.destroyed && autoplay.running && !autoplay.paused;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  /** The next slide in `ms` (unless paused, stopped or a transition starts meanwhile). */
  const arm = (ms: number) => {
    clear();
    dueAt = Date.now() + ms;
    timer = setTimeout(advance, ms);
  };
  const advance = () => {
    timer = undefined;
    if (swiper.destroyed || !autoplay.running || autoplay.paused) return;
    const speed = swiper.params.speed ?? 300;
    swiper.slideNext(speed, true, true);
    emit('autoplay');
    // The transition's end arms the next one (at once when nothing had to move); this is in
    // case it never ends (a hidden element runs no CSS transition).
    if (timer === undefined && playing()) arm(speed + params().delay);
  };

  const autoplay: Swiper['autoplay'] = {
    running: false,
    paused: false,
    timeLeft: 0,
    start() {
      if (swiper.destroyed) return false;
      autoplay.running = true;
      autoplay.paused = false;
      arm(params().delay);
      emit('autoplayStart');
      return true;
    },
    stop() {
      if (swiper.destroyed) return false;
      autoplay.running = false;
      clear();
      emit('autoplayStop');
      return true;
    },
    pause() {
      if (swiper.destroyed || !autoplay.running || autoplay.paused) return;
      autoplay.paused = true;
      autoplay.timeLeft = timer === undefined ? 0 : Math.max(0, dueAt - Date.now());
      clear();
      emit('autoplayPause');
    },
    resume() {
      if (swiper.destroyed || !autoplay.running || !autoplay.paused) return;
      autoplay.paused = false;
      arm(autoplay.timeLeft > 0 ? autoplay.timeLeft : params().delay);
      emit('autoplayResume');
    },
  };
  swiper.autoplay = autoplay;

  on('init', () => {
    if (params().enabled) autoplay.start();
  });
  on('destroy', () => {
    clear();
    autoplay.running = false;
  });
  // A transition (autoplay's, a swipe's, a loop's re-seat) holds the timer until it ends.
  on('beforeTransitionStart', () => {
    if (playing()) clear();
  });
  on('transitionEnd', () => {
    if (playing()) arm(params().delay);
  });
  on('sliderFirstMove', () => {
    if (!playing()) return;
    if (params().disableOnInteraction) autoplay.stop();
    else clear();
  });
  // A drag that ends without a transition (none follows, or it cannot run) starts the wait again.
  on('touchEnd', () => {
    if (playing() && timer === undefined) arm((swiper.params.speed ?? 300) + params().delay);
  });
};
