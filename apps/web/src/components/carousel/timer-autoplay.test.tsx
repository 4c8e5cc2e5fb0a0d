import { act, cleanup, render } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselHandle } from './carousel';

const items = [1, 2, 3];

function mount() {
  const ref = createRef<CarouselHandle>();
  render(<Carousel ref={ref} items={items} renderItem={(i) => <b>{i}</b>} />);
  const swiper = ref.current!.swiper()!;
  return { ref, swiper };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the carousel autoplay (one timer)', () => {
  it('moves to the next slide every 3 s', () => {
    const { swiper } = mount();
    expect(swiper.realIndex).toBe(0);
    act(() => void vi.advanceTimersByTime(2999));
    expect(swiper.realIndex).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(swiper.realIndex).toBe(1);
    act(() => void vi.advanceTimersByTime(3000));
    expect(swiper.realIndex).toBe(2);
  });

  /** Slides that start a transition and end it only when told (jsdom has no layout: Swiper ends at once). */
  function holdTransitions(swiper: ReturnType<typeof mount>['swiper']) {
    return vi.spyOn(swiper, 'slideNext').mockImplementation(() => {
      swiper.emit('beforeTransitionStart', 300, true);
      return true;
    });
  }

  it('waits the delay from the end of the transition', () => {
    const { swiper } = mount();
    const next = holdTransitions(swiper);
    act(() => void vi.advanceTimersByTime(3000));
    expect(next).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(200));
    act(() => {
      swiper.emit('transitionEnd');
    });
    act(() => void vi.advanceTimersByTime(2999));
    expect(next).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(next).toHaveBeenCalledTimes(2);
  });

  it('goes on when a transition never ends (the delay after its 300 ms)', () => {
    const { swiper } = mount();
    const next = holdTransitions(swiper);
    act(() => void vi.advanceTimersByTime(3000));
    expect(next).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(3299));
    expect(next).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(next).toHaveBeenCalledTimes(2);
  });

  it('asks for no animation frame while it waits', () => {
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const { swiper } = mount();
    const before = raf.mock.calls.length;
    act(() => void vi.advanceTimersByTime(2500));
    expect(raf.mock.calls.length).toBe(before);
    expect(swiper.autoplay.running).toBe(true);
  });

  it('keeps the time left when paused and uses it on resume', () => {
    const { ref, swiper } = mount();
    act(() => void vi.advanceTimersByTime(1000));
    act(() => ref.current!.pause());
    expect(swiper.autoplay.paused).toBe(true);
    expect(swiper.autoplay.timeLeft).toBe(2000);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(swiper.realIndex).toBe(0);
    act(() => ref.current!.resume());
    act(() => void vi.advanceTimersByTime(1999));
    expect(swiper.realIndex).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(swiper.realIndex).toBe(1);
  });

  it('does nothing once stopped, and starts again with start', () => {
    const { ref, swiper } = mount();
    act(() => ref.current!.stop());
    expect(swiper.autoplay.running).toBe(false);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(swiper.realIndex).toBe(0);
    act(() => ref.current!.start());
    act(() => void vi.advanceTimersByTime(3000));
    expect(swiper.realIndex).toBe(1);
  });

  it('holds while the slides are dragged, and waits the whole delay after the drag', () => {
    const { swiper } = mount();
    act(() => void vi.advanceTimersByTime(2000));
    act(() => {
      swiper.emit('sliderFirstMove');
    });
    act(() => void vi.advanceTimersByTime(5000));
    expect(swiper.realIndex).toBe(0);
    act(() => {
      swiper.emit('touchEnd');
    });
    act(() => void vi.advanceTimersByTime(3299));
    expect(swiper.realIndex).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(swiper.realIndex).toBe(1);
    expect(swiper.autoplay.running).toBe(true);
  });

  it('stops for good when destroyed', () => {
    const { swiper } = mount();
    const autoplay = swiper.autoplay;
    const next = vi.spyOn(swiper, 'slideNext');
    cleanup();
    expect(swiper.destroyed).toBe(true);
    expect(autoplay.running).toBe(false);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(next).not.toHaveBeenCalled();
  });
});
