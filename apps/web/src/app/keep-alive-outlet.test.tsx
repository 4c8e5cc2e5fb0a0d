import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, StrictMode, Suspense, startTransition, useState } from 'react';
import { createMemoryRouter, Route, Router, RouterProvider, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isScreenKept, useScreenActive } from '@/components/keep-alive/screen-active';
import { releaseTapCover, showTapCover, tapCoverShown } from '@/lib/tap-cover';
import { KeepAliveOutlet } from './keep-alive-outlet';

function Counter({ name }: { name: string }) {
  const [n, setN] = useState(0);
  const { search } = useLocation();
  const active = useScreenActive();
  return (
    <div data-testid={name} data-active={String(active)}>
      <button type="button" onClick={() => setN((v) => v + 1)}>
        {`${name} +1`}
      </button>
      <span>{`${name}=${n}`}</span>
      <span>{`${name} search ${search}`}</span>
    </div>
  );
}

function setup(initial = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <KeepAliveOutlet />,
        children: [
          { index: true, element: <Counter name="home" /> },
          { path: 'mine', element: <Counter name="mine" /> },
          { path: 'topicList', element: <Counter name="topic" /> },
          { path: 'notFound', element: <Counter name="plain" /> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  // StrictMode, as in main.tsx: renders and effects run twice in development.
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

const go = (router: ReturnType<typeof setup>, to: string | number) =>
  act(async () => {
    await (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
  });

let scrollY = 0;
let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  scrollY = 0;
  frames = [];
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = vi.fn((x: number | ScrollToOptions, y?: number) => {
    scrollY = typeof x === 'number' ? (y ?? 0) : (x.top ?? 0);
  }) as typeof window.scrollTo;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    frames.push(cb);
    return frames.length;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The user scrolls to `y` (scroll event, then the recorded animation frame). */
function userScrollsTo(y: number) {
  scrollY = y;
  fireEvent.scroll(window);
  for (const cb of frames.splice(0)) cb(0);
}

describe('KeepAliveOutlet', () => {
  it('keeps a kept-alive screen’s state across a round trip', async () => {
    const router = setup('/');
    fireEvent.click(screen.getByText('home +1'));
    fireEvent.click(screen.getByText('home +1'));
    expect(screen.getByText('home=2')).toBeTruthy();

    await go(router, '/notFound');
    expect(screen.getByTestId('home').closest('.app-screen')?.getAttribute('style')).toContain(
      'display: none',
    );
    expect(screen.getByTestId('home').dataset.active).toBe('false');

    await go(router, '/');
    expect(screen.getByText('home=2')).toBeTruthy();
    expect(screen.getByTestId('home').dataset.active).toBe('true');
  });

  it('says which kept screens are mounted, by pathname and search', async () => {
    const router = setup('/topicList?id=1');
    expect(isScreenKept('/topicList?id=1')).toBe(true);
    await go(router, '/');
    // Hidden, still mounted: a navigation there shows it as it was.
    expect(isScreenKept('/topicList?id=1')).toBe(true);
    expect(isScreenKept('/topicList?id=2')).toBe(false);
    expect(isScreenKept('/notFound')).toBe(false);
  });

  it('removes a tap’s cover when the next navigation commits, not before', async () => {
    const router = setup('/');
    const cover = document.createElement('div');
    const released = vi.fn();
    showTapCover(cover, released);
    fireEvent.click(screen.getByText('home +1')); // a render that is not a navigation
    expect(tapCoverShown()).toBe(true);
    expect(cover.isConnected).toBe(true);
    await go(router, '/mine');
    expect(screen.getByTestId('mine')).toBeTruthy();
    expect(cover.isConnected).toBe(false);
    expect(released).toHaveBeenCalledTimes(1);
    releaseTapCover();
  });

  it('rebuilds a route that is not kept alive on every visit', async () => {
    const router = setup('/notFound');
    fireEvent.click(screen.getByText('plain +1'));
    expect(screen.getByText('plain=1')).toBeTruthy();

    await go(router, '/');
    expect(screen.queryByTestId('plain')).toBeNull();
    await go(router, '/notFound');
    expect(screen.getByText('plain=0')).toBeTruthy();
  });

  it('keeps several screens at once (home and mine) and shows only the current one', async () => {
    const router = setup('/');
    fireEvent.click(screen.getByText('home +1'));
    await go(router, '/mine');
    fireEvent.click(screen.getByText('mine +1'));
    await go(router, '/');
    expect(screen.getByText('home=1')).toBeTruthy();
    expect(screen.getByText('mine=1')).toBeTruthy();
    expect(screen.getByTestId('mine').closest('.app-screen')?.getAttribute('style')).toContain(
      'display: none',
    );
  });

  it('replaces a kept detail page opened with other query parameters, and freezes a hidden screen’s location', async () => {
    // The browser's idle moments, run when the test says (lib/idle.ts's whenIdle uses them):
    // on a slow machine a real one could come before the lingering page is looked at.
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', (id: number) => {
      idle[id - 1] = () => {};
    });
    const router = setup('/topicList?id=1');
    fireEvent.click(screen.getByText('topic +1'));
    await go(router, '/');
    // Hidden, the topic page still sees its own URL.
    expect(screen.getByText('topic search ?id=1')).toBeTruthy();

    await go(router, '/topicList?id=1');
    expect(screen.getByText('topic=1')).toBeTruthy();

    await go(router, '/topicList?id=2');
    expect(screen.getByText('topic=0')).toBeTruthy();
    expect(screen.getByText('topic search ?id=2')).toBeTruthy();
    // The replaced page lingers, hidden, until the browser is idle (its teardown is not the new
    // page's first task), then goes.
    const old = screen.getByText('topic=1').closest('[data-testid="topic"]')!;
    expect(old.getAttribute('data-active')).toBe('false');
    expect(old.closest('.app-screen')?.getAttribute('style')).toContain('none');
    await act(async () => {
      for (const cb of idle.splice(0)) cb({ didTimeout: false, timeRemaining: () => 50 });
    });
    expect(screen.getAllByTestId('topic')).toHaveLength(1);
    expect(screen.queryByText('topic=1')).toBeNull();
  });

  it('scrolls to the top on navigation and restores a kept screen’s saved position', async () => {
    const router = setup('/');
    userScrollsTo(640);

    await go(router, '/notFound');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    userScrollsTo(200);

    await go(router, '/');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 640);

    // A rebuilt screen has no saved position: back to it starts at the top.
    await go(router, '/notFound');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('forgets the saved position of a replaced detail page', async () => {
    const router = setup('/topicList?id=1');
    userScrollsTo(300);
    await go(router, '/topicList?id=2');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    await go(router, '/topicList?id=1');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('keeps nothing of a navigation that has not committed: a later render of the shown screen stays', async () => {
    // The next screen's code never arrives, so the navigation (a transition, as in the app's
    // router) stays pending while something else makes the layout render again.
    const NeverLoads = lazy(() => new Promise<never>(() => {}));
    let navigateTo: (path: string) => void = () => {};
    let renderLayoutAgain: () => void = () => {};
    function Layout() {
      const [, setTick] = useState(0);
      renderLayoutAgain = () => setTick((n) => n + 1);
      return <KeepAliveOutlet />;
    }
    function App() {
      const [pathname, setPathname] = useState('/');
      navigateTo = (path) => startTransition(() => setPathname(path));
      return (
        <Suspense fallback={<p>whole app suspended</p>}>
          <Router location={{ pathname }} navigator={{} as never}>
            <Routes>
              <Route path="/" element={<Layout />}>
                <Route index element={<Counter name="home" />} />
                <Route path="mine" element={<NeverLoads />} />
              </Route>
            </Routes>
          </Router>
        </Suspense>
      );
    }
    render(<App />);

    await act(async () => navigateTo('/mine'));
    await act(async () => renderLayoutAgain());

    expect(screen.queryByText('whole app suspended')).toBeNull();
    expect(screen.getByTestId('home').closest('.app-screen')?.getAttribute('style') ?? '').not.toContain(
      'none',
    );
  });
});
