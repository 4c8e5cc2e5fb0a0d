import type { AppConfig } from '@lld/protocol/api/ping';
import type { UserInfo } from '@lld/protocol/api/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/image-cache', () => ({
  imageCache: { peek: () => undefined, load: (src: string) => Promise.resolve(`blob:${src}`) },
}));

import { CONFIG_QUERY_KEY } from '@/lib/session/api/get-config';
import { userInfoQueryKey } from '@/lib/session/api/get-user-info';
import { useSessionStore } from '@/lib/session/session-store';
import { adItem, appConfig } from '@/test/fixtures';
import { AdBanner } from './ad-banner';
import { IconAds } from './icon-ads';

const ad = adItem;

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{loc.pathname + loc.search}</output>;
}

function renderWith(cfg: AppConfig, ui: React.ReactNode, user?: Partial<UserInfo>) {
  const client = new QueryClient();
  client.setQueryData(CONFIG_QUERY_KEY, cfg);
  useSessionStore.setState({ token: user ? 'member-token' : '' });
  if (user) client.setQueryData(userInfoQueryKey('member-token'), user);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => cleanup());

/** Waits for the carousel (its own chunk) to hold the slides. */
async function carouselDrawn(container: HTMLElement) {
  // Its first import is transformed on demand: slow on a loaded machine (a full run once took
  // over the default second).
  await vi.waitFor(
    () =>
      expect(
        container.querySelectorAll('.lld-carousel__slide .lld-ad-banner__slide').length,
      ).toBeGreaterThanOrEqual(2),
    { timeout: 5000 },
  );
}

describe('AdBanner', () => {
  it('shows the ads of its position as 750:300 covers and routes on tap', async () => {
    const cfg = appConfig({
      advertise: [
        ad(1, { href: 'read_lld_vip' }),
        ad(2, { position: 3, href: 'read_lld_game_center' }),
        ad(3, { href: '/welfare' }),
      ],
    });
    const { container } = renderWith(cfg, <AdBanner position={2} />);
    // The first cover shows at once; the carousel arrives in its own chunk.
    expect(container.querySelectorAll('.lld-ad-banner__slide')).toHaveLength(1);
    await carouselDrawn(container);
    expect(screen.queryByAltText('广告2')).toBeNull();
    const box = container.querySelector('.lld-lazy-image') as HTMLElement;
    expect(Number.parseFloat(box.style.paddingTop)).toBe(40);
    const first = [...container.querySelectorAll<HTMLButtonElement>('.lld-ad-banner__slide')].find((b) =>
      b.closest('.lld-carousel__slide:not([inert])'),
    )!;
    fireEvent.click(first);
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/mine/vip'));
  });

  it('a priority banner (the LCP) asks for the carousel only once its first cover has shown', async () => {
    const cfg = appConfig({ advertise: [ad(1, { href: '/welfare' }), ad(3, { href: '/welfare' })] });
    const { container } = renderWith(cfg, <AdBanner position={2} priority />);
    const img = await vi.waitFor(() => {
      const found = container.querySelector<HTMLImageElement>('.lld-ad-banner__slide img');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(container.querySelector('.lld-carousel')).toBeNull();
    fireEvent.load(img);
    await carouselDrawn(container);
  });

  it('a priority banner whose first ad has no cover starts its carousel without waiting for one', async () => {
    const cfg = appConfig({
      advertise: [ad(1, { href: '/welfare', cover: '' }), ad(3, { href: '/welfare' })],
    });
    const { container } = renderWith(cfg, <AdBanner position={2} priority />);
    await carouselDrawn(container);
  });

  it('starts the carousel in an idle moment of its own, not in the commit that drew the banner', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
    vi.stubGlobal('cancelIdleCallback', () => {});
    try {
      const cfg = appConfig({ advertise: [ad(1, { href: '/welfare' }), ad(3, { href: '/welfare' })] });
      const { container } = renderWith(cfg, <AdBanner position={2} />);
      await vi.waitFor(() => expect(idle).toHaveLength(1));
      // The carousel's own chunk would have come by now: it is not asked for before the idle moment.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(container.querySelector('.lld-carousel')).toBeNull();
      expect(container.querySelectorAll('.lld-ad-banner__slide')).toHaveLength(1);
      act(() => idle[0]!());
      await carouselDrawn(container);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows a single ad without a carousel', () => {
    const { container } = renderWith(appConfig({ advertise: [ad(1)] }), <AdBanner position={2} />);
    expect(container.querySelectorAll('.lld-ad-banner__slide')).toHaveLength(1);
    expect(container.querySelector('.lld-carousel')).toBeNull();
  });

  it('renders nothing when the position has no ads or the config is not loaded', () => {
    const { container } = renderWith(
      appConfig({ advertise: [ad(1, { position: 5 })] }),
      <AdBanner position={2} />,
    );
    expect(container.querySelector('.lld-ad-banner')).toBeNull();
  });

  it('leaves out an ad whose in-app link this build has no screen for', () => {
    const { container } = renderWith(
      appConfig({ advertise: [ad(1, { href: '/no/such/screen' }), ad(2, { href: '/welfare' })] }),
      <AdBanner position={2} />,
    );
    const slides = [...container.querySelectorAll('.lld-ad-banner__slide')];
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['广告2']);
  });
});

describe('AdBanner for a member', () => {
  const later = Math.floor(Date.now() / 1000) + 86_400;
  const cfg = appConfig({ advertise: [ad(1, { href: 'read_lld_vip' }), ad(2, { href: '/welfare' })] });
  const labels = (c: HTMLElement) =>
    [...c.querySelectorAll('.lld-ad-banner__slide')].map((s) => s.getAttribute('aria-label'));

  it('leaves out the ads that sell membership (they lead to the VIP page)', () => {
    const member = { normalVip: { vipType: 1, vipExpireInt: later } } as Partial<UserInfo>;
    const { container } = renderWith(cfg, <AdBanner position={2} />, member);
    expect(labels(container)).toEqual(['广告2']);
  });

  it('shows them to a guest and to a lapsed member', () => {
    const lapsed = { normalVip: { vipType: 1, vipExpireInt: 1000 } } as Partial<UserInfo>;
    const { container } = renderWith(cfg, <AdBanner position={2} />, lapsed);
    expect(labels(container)).toContain('广告1');
  });
});

describe('IconAds', () => {
  const cfg = appConfig({
    statConfigApp: {
      nineList: [1],
      list: [
        { locId: 1, ads: [ad(11, { href: 'read_lld_up_list' }), ad(12), ad(13)] },
        { locId: 2, ads: [ad(21, { href: 'read_lld_share_invite' })] },
      ],
    },
  });

  it('draws a nineList location as a grid and routes on tap', async () => {
    const { container } = renderWith(cfg, <IconAds locId={1} />);
    expect(container.querySelector('.lld-icon-ads--grid')).not.toBeNull();
    expect(container.querySelectorAll('.lld-icon-ad')).toHaveLength(3);
    expect(screen.getByText('广告12')).toBeTruthy();
    fireEvent.click(screen.getByText('广告11'));
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/subpage/upRank'));
  });

  it('draws other locations as a row, and nothing for an empty one', async () => {
    const { container } = renderWith(cfg, <IconAds locId={2} />);
    expect(container.querySelector('.lld-icon-ads--row')).not.toBeNull();
    fireEvent.click(screen.getByText('广告21'));
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/mine/share'));
    cleanup();
    const empty = renderWith(cfg, <IconAds locId={5} />);
    expect(empty.container.querySelector('.lld-icon-ads')).toBeNull();
  });
});
