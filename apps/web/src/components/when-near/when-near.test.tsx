import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WHEN_NEAR_MARGIN, WhenNear } from './when-near';

/** An IntersectionObserver the test drives: `enter()` says its targets came into range. */
class FakeObserver {
  static made: FakeObserver[] = [];
  targets: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.made.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  send(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeObserver.made = [];
});

describe('WhenNear', () => {
  it('shows a stand-in until its place comes near the viewport, then its children for good', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(
      <WhenNear className="is-big">
        <p>section</p>
      </WhenNear>,
    );
    expect(screen.queryByText('section')).toBeNull();
    const standIn = container.querySelector('.when-near.is-big');
    expect(standIn?.getAttribute('aria-hidden')).toBe('true');

    const [observer] = FakeObserver.made;
    expect(observer?.options.rootMargin).toBe(WHEN_NEAR_MARGIN);
    expect(observer?.targets).toEqual([standIn]);
    observer?.send(false); // the observer's first report: still far
    expect(screen.queryByText('section')).toBeNull();
    observer?.send(true);
    expect(screen.getByText('section')).toBeTruthy();
    expect(container.querySelector('.when-near')).toBeNull();
    expect(observer?.disconnected).toBe(true);
    expect(FakeObserver.made).toHaveLength(1); // nothing watches once it is built
  });

  it('renders its children at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear>
        <p>section</p>
      </WhenNear>,
    );
    expect(screen.getByText('section')).toBeTruthy();
  });
});
