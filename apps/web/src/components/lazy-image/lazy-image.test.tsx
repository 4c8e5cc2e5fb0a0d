import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const cache = vi.hoisted(() => ({
  load: vi.fn<(src: string, options?: { priority?: string }) => Promise<string>>(),
  peek: vi.fn<(src: string) => string | undefined>(),
}));
vi.mock('@/lib/image-cache', () => ({ imageCache: cache }));

import { LazyImage } from './lazy-image';

type Callback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;
let observers: Array<{
  cb: Callback;
  options?: IntersectionObserverInit;
  el?: Element;
  disconnected: boolean;
}> = [];

class FakeObserver {
  readonly rec: (typeof observers)[number];
  constructor(cb: Callback, options?: IntersectionObserverInit) {
    this.rec = { cb, options, disconnected: false };
    observers.push(this.rec);
  }
  observe(el: Element) {
    this.rec.el = el;
  }
  disconnect() {
    this.rec.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function intersect(ratio: number) {
  const o = observers.at(-1)!;
  act(() => o.cb([{ isIntersecting: ratio > 0, intersectionRatio: ratio, target: o.el }]));
}

beforeEach(() => {
  observers = [];
  cache.load.mockReset();
  cache.peek.mockReset();
  cache.peek.mockReturnValue(undefined);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LazyImage', () => {
  it('observes with threshold 0.3 and a 100px bottom margin, showing the placeholder until visible', () => {
    cache.load.mockResolvedValue('blob:1');
    const { container } = render(<LazyImage src="/c/a.jpg" alt="封面" ratio={750 / 300} />);
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options).toEqual({ threshold: 0.3, rootMargin: '0px 0px 100px 0px' });
    expect(container.querySelector('.lld-image-placeholder')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(cache.load).not.toHaveBeenCalled();
    expect(Number.parseFloat((container.firstChild as HTMLElement).style.paddingTop)).toBe(40);
  });

  it('does not load below 30% visibility, loads at 30%, then fades the image in', async () => {
    cache.load.mockResolvedValue('blob:1');
    const onLoad = vi.fn();
    const { container, findByAltText } = render(<LazyImage src="/c/a.jpg" alt="封面" onLoad={onLoad} />);
    intersect(0.1);
    expect(cache.load).not.toHaveBeenCalled();
    intersect(0.3);
    expect(cache.load).toHaveBeenCalledWith('/c/a.jpg');
    expect(observers[0]!.disconnected).toBe(true);
    const img = (await findByAltText('封面')) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('blob:1');
    const box = container.firstChild as HTMLElement;
    expect(box.classList.contains('lld-lazy-image--loaded')).toBe(false);
    fireEvent.load(img);
    expect(box.classList.contains('lld-lazy-image--loaded')).toBe(true);
    expect(container.querySelector('.lld-image-placeholder')).toBeNull();
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('keeps the default image when loading fails', async () => {
    cache.load.mockRejectedValue(new Error('Failed to fetch'));
    const onError = vi.fn();
    const { container } = render(<LazyImage src="/c/bad.jpg" onError={onError} />);
    intersect(1);
    await vi.waitFor(() => expect(onError).toHaveBeenCalled());
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.lld-image-placeholder')).not.toBeNull();
    expect((container.firstChild as HTMLElement).dataset.phase).toBe('failed');
  });

  it('loads at once when IntersectionObserver is not supported', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    cache.load.mockResolvedValue('blob:2');
    const { findByRole } = render(<LazyImage src="/c/a.jpg" alt="x" />);
    expect(await findByRole('img')).toHaveProperty('src', 'blob:2');
    expect(cache.load).toHaveBeenCalledTimes(1);
  });

  it('uses an image already in memory without waiting to be visible', () => {
    cache.peek.mockReturnValue('blob:hot');
    const { container } = render(<LazyImage src="/c/hot.jpg" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:hot');
    expect(cache.load).not.toHaveBeenCalled();
    expect(observers).toHaveLength(0);
  });

  it('shows only the placeholder for an empty src', () => {
    const { container } = render(<LazyImage src="" />);
    expect(container.querySelector('img')).toBeNull();
    expect(cache.load).not.toHaveBeenCalled();
  });

  it('a priority image (the LCP element) loads at once, fetched and marked fetchpriority high, never lazy', async () => {
    cache.load.mockResolvedValue('blob:lcp');
    const { container } = render(<LazyImage src="/c/lcp.jpg" alt="封面" priority />);
    expect(observers).toHaveLength(0);
    await vi.waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    const img = container.querySelector('img')!;
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(cache.load).toHaveBeenCalledWith('/c/lcp.jpg', { priority: 'high' });
    // Shown as soon as it is decoded: not faded in (the fade held the LCP back).
    expect(container.querySelector('.lld-lazy-image')!.classList.contains('lld-lazy-image--instant')).toBe(
      true,
    );
  });

  it('loads without waiting to be visible once it is made eager', async () => {
    cache.load.mockResolvedValue('blob:later');
    const { container, rerender } = render(<LazyImage src="/c/b.jpg" alt="第二张" />);
    expect(cache.load).not.toHaveBeenCalled();
    rerender(<LazyImage src="/c/b.jpg" alt="第二张" eager />);
    await vi.waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:later'));
    expect(cache.load).toHaveBeenCalledWith('/c/b.jpg');
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('other images carry no fetchpriority', async () => {
    cache.load.mockResolvedValue('blob:x');
    const { container } = render(<LazyImage src="/c/x.jpg" eager />);
    await vi.waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    expect(container.querySelector('img')!.hasAttribute('fetchpriority')).toBe(false);
    expect(cache.load).toHaveBeenCalledWith('/c/x.jpg');
    expect(container.querySelector('.lld-lazy-image')!.classList.contains('lld-lazy-image--instant')).toBe(
      false,
    );
  });

  it('starts over when src changes', async () => {
    cache.load.mockImplementation(async (s) => `blob:${s}`);
    const { container, rerender } = render(<LazyImage src="a" eager />);
    await vi.waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:a'));
    rerender(<LazyImage src="b" eager />);
    await vi.waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:b'));
    expect(cache.load.mock.calls.map((c) => c[0])).toEqual(['a', 'b']);
  });
});
