import { act, cleanup, render } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselHandle } from './carousel';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const items = [
  { id: 1, t: '一' },
  { id: 2, t: '二' },
  { id: 3, t: '三' },
];

const texts = (container: HTMLElement, selector: string) =>
  [...container.querySelectorAll(selector)].map((el) => el.textContent);

describe('Carousel', () => {
  it('renders nothing without items', () => {
    const { container } = render(<Carousel items={[]} renderItem={() => null} />);
    expect(container.innerHTML).toBe('');
  });

  it('draws the slides between copies of the last and the first, the copies out of reach, and a bullet each', () => {
    const { container } = render(
      <Carousel items={items} keyOf={(i) => i.id} renderItem={(i) => <b>{i.t}</b>} />,
    );
    expect(texts(container, '.lld-carousel__slide')).toEqual(['三', '一', '二', '三', '一']);
    expect(texts(container, '.lld-carousel__slide:not([inert])')).toEqual(['一', '二', '三']);
    expect(container.querySelectorAll('.lld-carousel__slide[aria-hidden="true"]')).toHaveLength(2);
    expect(container.querySelectorAll('.lld-carousel__dot')).toHaveLength(3);
    expect(container.querySelector('.lld-carousel__dot.is-active')).toBe(
      container.querySelector('.lld-carousel__dot'),
    );
    // On the first slide (the copy of the last is one step to the left).
    const track = container.querySelector<HTMLElement>('.lld-carousel__track')!;
    expect(track.style.transform).toBe('translate3d(calc(-1 * (100% + 10px)), 0, 0)');
  });

  it('autoplays with the spec values: 3000 ms, then a 300 ms move; tells the new index', () => {
    vi.useFakeTimers();
    const onIndexChange = vi.fn();
    const ref = createRef<CarouselHandle>();
    const { container } = render(
      <Carousel ref={ref} items={items} renderItem={(i) => <b>{i.t}</b>} onIndexChange={onIndexChange} />,
    );
    expect(ref.current!.autoplay()).toMatchObject({ running: true, paused: false });
    const track = container.querySelector<HTMLElement>('.lld-carousel__track')!;
    act(() => vi.advanceTimersByTime(3000));
    expect(track.style.transform).toBe('translate3d(calc(-2 * (100% + 10px)), 0, 0)');
    expect(track.style.transition).toBe('transform 300ms ease');
    act(() => vi.advanceTimersByTime(350));
    expect(onIndexChange).toHaveBeenCalledWith(1);
    expect(ref.current!.index()).toBe(1);
  });

  it('exposes start / pause / resume / stop through the ref', () => {
    vi.useFakeTimers();
    const ref = createRef<CarouselHandle>();
    render(<Carousel ref={ref} items={items} renderItem={(i) => <b>{i.t}</b>} />);
    ref.current!.pause();
    expect(ref.current!.autoplay()).toMatchObject({ running: true, paused: true });
    ref.current!.resume();
    expect(ref.current!.autoplay()).toMatchObject({ running: true, paused: false });
    ref.current!.stop();
    expect(ref.current!.autoplay().running).toBe(false);
    act(() => vi.advanceTimersByTime(10_000));
    expect(ref.current!.index()).toBe(0);
    ref.current!.start();
    act(() => vi.advanceTimersByTime(3350));
    expect(ref.current!.index()).toBe(1);
  });

  it('neither loops, autoplays nor shows bullets with a single item', () => {
    const ref = createRef<CarouselHandle>();
    const { container } = render(<Carousel ref={ref} items={[items[0]!]} renderItem={(i) => <b>{i.t}</b>} />);
    expect(texts(container, '.lld-carousel__slide')).toEqual(['一']);
    expect(ref.current!.autoplay().running).toBe(false);
    expect(container.querySelector('.lld-carousel__dots')).toBeNull();
  });

  it('does not autoplay with autoplay off, and shows no bullets with pagination off', () => {
    const ref = createRef<CarouselHandle>();
    const { container } = render(
      <Carousel
        ref={ref}
        items={items}
        autoplay={false}
        pagination={false}
        renderItem={(i) => <b>{i.t}</b>}
      />,
    );
    expect(ref.current!.autoplay().running).toBe(false);
    expect(container.querySelector('.lld-carousel__dots')).toBeNull();
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
      hidden = true;
      document.dispatchEvent(new Event('visibilitychange'));
      expect(ref.current!.autoplay().paused).toBe(true);
      hidden = false;
      document.dispatchEvent(new Event('visibilitychange'));
      expect(ref.current!.autoplay()).toMatchObject({ running: true, paused: false });
    } finally {
      delete (document as unknown as Record<string, unknown>).hidden;
      delete (document as unknown as Record<string, unknown>).visibilityState;
      if (desc) Object.defineProperty(Document.prototype, 'hidden', desc);
    }
  });

  it('stops when unmounted', () => {
    vi.useFakeTimers();
    const { unmount } = render(<Carousel items={items} renderItem={(i) => <b>{i.t}</b>} />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
