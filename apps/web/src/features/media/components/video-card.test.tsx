import type { VideoCard as Card } from '@lld/protocol/api/media';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/components/lazy-image/lazy-image', () => ({
  LazyImage: ({ alt }: { alt?: string }) => <img alt={alt} />,
}));
const tap = vi.hoisted(() => ({ answer: null as Promise<boolean> | null, started: [] as number[] }));
vi.mock('../player/preload', () => ({
  preloadPlayer: () => {},
  headStartPlayer: (id: number) => {
    tap.started.push(id);
    return tap.answer;
  },
}));

import { VideoCard } from './video-card';

const card = (over: Partial<Card> = {}): Card => ({
  id: 5,
  contentType: 1,
  title: '深夜食堂',
  cover: '/demo/a.png',
  duration: 125,
  access: 'free',
  price: 0,
  views: 12_345,
  likes: 980,
  tags: [],
  actor: { id: 1, name: '林小雨' },
  publishedAt: 0,
  ...over,
});

describe('VideoCard', () => {
  afterEach(cleanup);

  it('links to the player and shows title, duration, plays and the access badge', () => {
    render(
      <MemoryRouter>
        <VideoCard video={card()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/play/longVideo?id=5');
    expect(screen.getByText('深夜食堂')).toBeTruthy();
    expect(screen.getByText('2:05')).toBeTruthy();
    expect(screen.getByText('1.2w+次播放')).toBeTruthy();
    expect(screen.getByText('免费')).toBeTruthy();
  });

  it('shows VIP and gold prices (hundredths → 金币)', () => {
    render(
      <MemoryRouter>
        <VideoCard video={card({ id: 1, access: 'vip' })} />
        <VideoCard video={card({ id: 2, access: 'paid', price: 1500 })} />
        <VideoCard video={card({ id: 3, access: 'paid', price: 880 })} variant="big" />
      </MemoryRouter>,
    );
    expect(screen.getByText('VIP')).toBeTruthy();
    expect(screen.getByText('15金币')).toBeTruthy();
    expect(screen.getByText('8.80金币')).toBeTruthy();
    expect(screen.getByText('林小雨')).toBeTruthy();
  });

  describe('a tap', () => {
    afterEach(() => {
      tap.answer = null;
      tap.started = [];
      document.body.replaceChildren();
    });
    function setup() {
      const router = createMemoryRouter(
        [
          { path: '/', element: <VideoCard video={card()} /> },
          { path: '/play/longVideo', element: <p>player</p> },
        ],
        { initialEntries: ['/'] },
      );
      render(<RouterProvider router={router} />);
      return router;
    }
    const flush = () => act(() => new Promise((r) => setTimeout(r, 0)));

    it('with the picture shown first, navigates when the head start says so, not before', async () => {
      let go: (v: boolean) => void = () => {};
      tap.answer = new Promise((r) => (go = r));
      const router = setup();
      fireEvent.click(screen.getByRole('link'));
      expect(tap.started).toEqual([5]);
      await flush();
      expect(router.state.location.pathname).toBe('/');
      go(true);
      await flush();
      expect(router.state.location.pathname + router.state.location.search).toBe('/play/longVideo?id=5');
      expect(screen.getByText('player')).toBeTruthy();
    });

    it('does not navigate when another tap replaced it', async () => {
      tap.answer = Promise.resolve(false);
      const router = setup();
      fireEvent.click(screen.getByRole('link'));
      await flush();
      expect(router.state.location.pathname).toBe('/');
    });

    it('navigates at once when nothing is shown first (hls.js still loading, native HLS)', async () => {
      const router = setup();
      fireEvent.click(screen.getByRole('link'));
      expect(tap.started).toEqual([5]);
      await flush();
      expect(router.state.location.search).toBe('?id=5');
    });

    /** A touch on the card: down at (x, y), up at (x + dx, y + dy) `ms` later. */
    function touchTap(link: HTMLElement, { dx = 0, dy = 0, ms = 80 } = {}) {
      const at = performance.now();
      const base = { pointerType: 'touch', isPrimary: true, pointerId: 3, button: 0 };
      fireEvent(link, touchEvent('pointerdown', { ...base, clientX: 50, clientY: 50, timeStamp: at }));
      fireEvent(
        link,
        touchEvent('pointerup', { ...base, clientX: 50 + dx, clientY: 50 + dy, timeStamp: at + ms }),
      );
    }
    /** jsdom has no PointerEvent: a mouse event with a pointer's fields and a set timeStamp. */
    function touchEvent(type: string, init: Record<string, number | string | boolean>) {
      const event = new MouseEvent(type, {
        bubbles: true,
        cancelable: true,
        clientX: init.clientX as number,
        clientY: init.clientY as number,
      });
      for (const key of ['pointerType', 'isPrimary', 'pointerId', 'timeStamp'] as const)
        Object.defineProperty(event, key, { value: init[key] });
      return event;
    }

    it('starts at a touch’s pointerup, and the click made of that tap does not start it again', async () => {
      let go: (v: boolean) => void = () => {};
      tap.answer = new Promise((r) => (go = r));
      const router = setup();
      const link = screen.getByRole('link');
      touchTap(link);
      expect(tap.started).toEqual([5]);
      // The browser's click of the same tap (when it does not land on the cover).
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      Object.defineProperty(click, 'timeStamp', { value: performance.now() + 90 });
      fireEvent(link, click);
      expect(click.defaultPrevented).toBe(true);
      expect(tap.started).toEqual([5]);
      go(true);
      await flush();
      expect(router.state.location.search).toBe('?id=5');
      expect(router.state.historyAction).toBe('PUSH');
    });

    it('takes a touch that moved, stayed long or was cancelled for no tap at its pointerup', () => {
      tap.answer = new Promise(() => {});
      setup();
      const link = screen.getByRole('link');
      touchTap(link, { dx: 8, dy: 9 }); // 12 px: a drag
      touchTap(link, { ms: 600 }); // a long press
      const base = {
        pointerType: 'touch',
        isPrimary: true,
        pointerId: 3,
        button: 0,
        clientX: 50,
        clientY: 50,
      };
      fireEvent(link, touchEvent('pointerdown', { ...base, timeStamp: 1 }));
      fireEvent(link, touchEvent('pointercancel', { ...base, timeStamp: 2 })); // a scroll
      fireEvent(link, touchEvent('pointerup', { ...base, timeStamp: 3 }));
      expect(tap.started).toEqual([]);
    });

    it('starts nothing for a click that opens a new tab, or a play screen kept alive', async () => {
      tap.answer = new Promise(() => {});
      setup();
      fireEvent.click(screen.getByRole('link'), { ctrlKey: true });
      expect(tap.started).toEqual([]);
      // The same video's screen, hidden and kept: shown again as it was (its own player).
      const kept = document.createElement('div');
      kept.setAttribute('data-screen', '/play/longVideo?id=5');
      document.body.append(kept);
      fireEvent.click(screen.getByRole('link'));
      expect(tap.started).toEqual([]);
    });
  });
});
