import { cleanup, render } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselHandle } from './carousel';

afterEach(() => cleanup());

const items = [
  { id: 1, t: '一' },
  { id: 2, t: '二' },
  { id: 3, t: '三' },
];

describe('Carousel', () => {
  it('renders nothing without items', () => {
    const { container } = render(<Carousel items={[]} renderItem={() => null} />);
    expect(container.innerHTML).toBe('');
  });

  it('configures Swiper with the spec values and loops with more than one item', () => {
    const ref = createRef<CarouselHandle>();
    render(<Carousel ref={ref} items={items} keyOf={(i) => i.id} renderItem={(i) => <b>{i.t}</b>} />);
    const swiper = ref.current!.swiper()!;
    expect(swiper).toBeTruthy();
    expect(swiper.params.speed).toBe(300);
    expect(swiper.params.spaceBetween).toBe(10);
    expect(swiper.params.loop).toBe(true);
    expect(swiper.params.autoplay).toMatchObject({ delay: 3000, disableOnInteraction: false });
    expect(swiper.autoplay.running).toBe(true);
  });

  it('exposes start / pause / resume / stop through the ref', () => {
    const ref = createRef<CarouselHandle>();
    render(<Carousel ref={ref} items={items} renderItem={(i) => <b>{i.t}</b>} />);
    const autoplay = ref.current!.swiper()!.autoplay;
    const spies = {
      start: vi.spyOn(autoplay, 'start'),
      pause: vi.spyOn(autoplay, 'pause'),
      resume: vi.spyOn(autoplay, 'resume'),
      stop: vi.spyOn(autoplay, 'stop'),
    };
    ref.current!.pause();
    ref.current!.resume();
    ref.current!.stop();
    ref.current!.start();
    expect(spies.pause).toHaveBeenCalledTimes(1);
    expect(spies.resume).toHaveBeenCalledTimes(1);
    expect(spies.stop).toHaveBeenCalledTimes(1);
    expect(spies.start).toHaveBeenCalledTimes(1);
  });

  it('neither loops nor autoplays a single item', () => {
    const ref = createRef<CarouselHandle>();
    const { container } = render(<Carousel ref={ref} items={[items[0]!]} renderItem={(i) => <b>{i.t}</b>} />);
    const swiper = ref.current!.swiper()!;
    expect(swiper.params.loop).toBe(false);
    expect(swiper.autoplay.running).toBe(false);
    expect(container.querySelector('.swiper-pagination')).toBeNull();
  });

  it('pauses its autoplay while the page is hidden', () => {
    let hidden = false;
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'hidden');
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    try {
      const ref = createRef<CarouselHandle>();
      render(<Carousel ref={ref} items={items} renderItem={(i) => <b>{i.t}</b>} />);
      const autoplay = ref.current!.swiper()!.autoplay;
      hidden = true;
      document.dispatchEvent(new Event('visibilitychange'));
      expect(autoplay.paused).toBe(true);
      hidden = false;
      document.dispatchEvent(new Event('visibilitychange'));
      expect(autoplay.paused).toBe(false);
      expect(autoplay.running).toBe(true);
    } finally {
      delete (document as unknown as Record<string, unknown>).hidden;
      delete (document as unknown as Record<string, unknown>).visibilityState;
      if (desc) Object.defineProperty(Document.prototype, 'hidden', desc);
    }
  });
});
