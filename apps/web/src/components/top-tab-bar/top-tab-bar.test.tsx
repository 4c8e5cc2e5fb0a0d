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

  it('draws the underline under the active tab of tabs sharing the width, without measuring', () => {
    const measured = vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get');
    const { container, rerender } = render(<TopTabBar tabs={tabs} activeId={3} onChange={() => {}} />);
    const line = () => container.querySelector<HTMLElement>('.top-tab-bar__line');
    expect(line()?.style.width).toBe(`${100 / 3}%`);
    expect(line()?.style.transform).toBe('translateX(200%)');
    rerender(<TopTabBar tabs={tabs} activeId={1} onChange={() => {}} />);
    expect(line()?.style.transform).toBe('translateX(0%)');
    // Reading a position would force a layout of the page in the middle of React's commit.
    expect(measured).not.toHaveBeenCalled();
    measured.mockRestore();
  });

  it('places a scrolling bar’s underline by the active tab’s position', () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ id: `c${i}`, name: `分类${i}` }));
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      return this.textContent === '分类2' ? 120 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(60);
    const { container } = render(<TopTabBar tabs={many} activeId="c2" onChange={() => {}} />);
    // Centred under the tab: 120 + 60 / 2 - 8 (half the 16 px bar).
    expect(container.querySelector<HTMLElement>('.top-tab-bar__line')?.style.transform).toBe(
      'translateX(142px)',
    );
    vi.restoreAllMocks();
  });
});
