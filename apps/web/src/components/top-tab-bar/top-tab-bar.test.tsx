import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopTabBar } from './top-tab-bar';

const tabs = [
  { id: 1, name: '推荐' },
  { id: 2, name: '最新' },
  { id: 3, name: '热门' },
];

afterEach(cleanup);

describe('TopTabBar', () => {
  it('renders tabs by name and marks the active id', () => {
    render(<TopTabBar tabs={tabs} activeId={2} onChange={() => {}} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['推荐', '最新', '热门']);
    expect(screen.getByRole('tab', { name: '最新' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '推荐' }).getAttribute('aria-selected')).toBe('false');
  });

  it('reports the id of a tapped tab, and ignores a tap on the active one', () => {
    const onChange = vi.fn();
    render(<TopTabBar tabs={tabs} activeId={1} onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '热门' }));
    fireEvent.click(screen.getByRole('tab', { name: '推荐' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('scrolls sideways only above the swipe threshold (spec: 5)', () => {
    const { container, rerender } = render(<TopTabBar tabs={tabs} activeId={1} onChange={() => {}} />);
    expect(container.querySelector('.top-tab-bar')?.classList.contains('is-scrollable')).toBe(false);
    const many = Array.from({ length: 6 }, (_, i) => ({ id: `c${i}`, name: `分类${i}` }));
    rerender(<TopTabBar tabs={many} activeId="c0" onChange={() => {}} />);
    expect(container.querySelector('.top-tab-bar')?.classList.contains('is-scrollable')).toBe(true);
    rerender(<TopTabBar tabs={many} activeId="c0" onChange={() => {}} swipeThreshold={100} />);
    expect(container.querySelector('.top-tab-bar')?.classList.contains('is-scrollable')).toBe(false);
  });

  /** A ResizeObserver whose callbacks the test runs, standing in for the browser's frames. */
  function fakeResizeObserver() {
    const live = new Set<{ callback: ResizeObserverCallback; targets: Element[] }>();
    class Fake {
      readonly entry: { callback: ResizeObserverCallback; targets: Element[] };
      constructor(callback: ResizeObserverCallback) {
        this.entry = { callback, targets: [] };
        live.add(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      unobserve() {}
      disconnect() {
        live.delete(this.entry);
      }
    }
    vi.stubGlobal('ResizeObserver', Fake);
    return {
      observed: () => [...live].flatMap((o) => o.targets),
      /** A frame's layout: every live observer is told its targets' sizes. */
      frame: () => {
        for (const o of live) o.callback([], o as unknown as ResizeObserver);
      },
    };
  }

  /** Tab positions as a browser would lay them out: 100 px per tab, 80 px wide. */
  function layOut() {
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      const list = this.parentElement;
      return list ? Array.from(list.children).indexOf(this) * 100 : 0;
    });
    return vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(80);
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('places the underline under the active tab when the browser has laid the tabs out, not in React’s commit', () => {
    const observer = fakeResizeObserver();
    const measured = layOut();
    const { container, rerender } = render(<TopTabBar tabs={tabs} activeId={3} onChange={() => {}} />);
    const line = () => container.querySelector<HTMLElement>('.top-tab-bar__line');
    // Reading a position in the commit would force a layout of the page there (issue 19).
    expect(measured).not.toHaveBeenCalled();
    expect(line()?.dataset.placed).toBeUndefined();
    expect(observer.observed().map((el) => el.textContent)).toEqual(['推荐', '最新', '热门']);

    observer.frame();
    // Centred under the third tab: 200 + 80 / 2 - 8 (half the 16 px bar).
    expect(line()?.style.transform).toBe('translateX(232px)');
    expect(line()?.dataset.placed).toBe('pending');

    measured.mockClear();
    rerender(<TopTabBar tabs={tabs} activeId={1} onChange={() => {}} />);
    expect(measured).not.toHaveBeenCalled();
    observer.frame();
    expect(line()?.style.transform).toBe('translateX(32px)');
  });

  it('follows a tab whose size changes, and watches new tabs', () => {
    const observer = fakeResizeObserver();
    const width = layOut();
    const { container, rerender } = render(<TopTabBar tabs={tabs} activeId={2} onChange={() => {}} />);
    const line = () => container.querySelector<HTMLElement>('.top-tab-bar__line');
    observer.frame();
    expect(line()?.style.transform).toBe('translateX(132px)');
    // The active font grows over 0.2 s: the tab widens and the line follows its centre.
    width.mockReturnValue(90);
    observer.frame();
    expect(line()?.style.transform).toBe('translateX(137px)');

    // Hidden with its kept screen (display: none, every size 0): the line stays where it was.
    width.mockReturnValue(0);
    observer.frame();
    expect(line()?.style.transform).toBe('translateX(137px)');

    const others = [
      { id: 7, name: '关注' },
      { id: 8, name: '附近' },
    ];
    rerender(<TopTabBar tabs={others} activeId={8} onChange={() => {}} />);
    expect(observer.observed().map((el) => el.textContent)).toEqual(['关注', '附近']);
  });

  it('brings the active tab of a bar wider than the screen to the middle, once per change of tab', () => {
    const observer = fakeResizeObserver();
    layOut();
    const scrollTo = vi.fn();
    const many = Array.from({ length: 6 }, (_, i) => ({ id: `c${i}`, name: `分类${i}` }));
    const { container, rerender } = render(<TopTabBar tabs={many} activeId="c4" onChange={() => {}} />);
    const list = container.querySelector<HTMLElement>('.top-tab-bar__list') as HTMLElement;
    list.scrollTo = scrollTo;
    vi.spyOn(list, 'clientWidth', 'get').mockReturnValue(300);
    const scrollWidth = vi.spyOn(list, 'scrollWidth', 'get').mockReturnValue(600);
    observer.frame();
    // The fifth tab's centre (440) in the middle of a 300 px bar.
    expect(scrollTo).toHaveBeenCalledWith({ left: 290, behavior: 'smooth' });
    observer.frame();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    rerender(<TopTabBar tabs={many} activeId="c0" onChange={() => {}} />);
    observer.frame();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    // Tabs that fit the bar are not scrolled.
    scrollTo.mockClear();
    scrollWidth.mockReturnValue(300);
    rerender(<TopTabBar tabs={many} activeId="c3" onChange={() => {}} />);
    observer.frame();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('places the underline at once where there is no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    layOut();
    const { container } = render(<TopTabBar tabs={tabs} activeId={2} onChange={() => {}} />);
    expect(container.querySelector<HTMLElement>('.top-tab-bar__line')?.style.transform).toBe(
      'translateX(132px)',
    );
  });
});
