import { themeByValue } from '@lld/protocol/themes';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThemeStore } from '@/themes/theme-store';
import type { ThemeAssets } from '@/themes/types';
import { FooterTabBar, footerTabIndex } from './footer-tab-bar';

function setup(initial = '/') {
  const router = createMemoryRouter([{ path: '*', element: <FooterTabBar /> }], {
    initialEntries: [initial],
  });
  const navigate = vi.spyOn(router, 'navigate');
  render(<RouterProvider router={router} />);
  return { router, navigate };
}

const tab = (label: string) => screen.getByRole('button', { name: label });

beforeEach(() => {
  vi.useFakeTimers();
  useThemeStore.setState({ theme: themeByValue(1), assets: null });
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FooterTabBar', () => {
  it('shows the seven tabs of spec §2 in order with their labels', () => {
    setup('/');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '首页',
      '圈子',
      '长视频',
      '福利',
      '我的',
      '游戏',
      'AI',
    ]);
  });

  it('marks the tab of the current path active', () => {
    setup('/mine');
    expect(tab('我的').getAttribute('aria-current')).toBe('page');
    expect(tab('首页').getAttribute('aria-current')).toBeNull();
  });

  it('debounces clicks: two clicks within 200 ms navigate once', async () => {
    const { navigate } = setup('/');
    await act(async () => {
      fireEvent.click(tab('我的'));
      vi.advanceTimersByTime(120);
      fireEvent.click(tab('福利'));
    });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[0]).toBe('/mine');

    await act(async () => {
      vi.advanceTimersByTime(250);
      fireEvent.click(tab('首页'));
    });
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate.mock.calls[1]?.[0]).toBe('/');
  });

  it('sets the active tab on click, and follows navigation made elsewhere', async () => {
    const { router } = setup('/');
    await act(async () => {
      fireEvent.click(tab('我的'));
    });
    expect(tab('我的').getAttribute('aria-current')).toBe('page');

    await act(async () => {
      await router.navigate('/');
    });
    expect(tab('首页').getAttribute('aria-current')).toBe('page');
  });

  it('scrolls to the top instead of navigating when the current tab is tapped', async () => {
    const { navigate } = setup('/');
    await act(async () => {
      fireEvent.click(tab('首页'));
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('draws the active icon in the theme colour until the theme art arrives, then uses the art', async () => {
    setup('/');
    const home = () => tab('首页');
    const body = () => home().querySelector('svg path')?.getAttribute('fill');
    expect(home().querySelector('img')).toBeNull();
    expect(body()).toBe('#366CE3');

    act(() => useThemeStore.setState({ theme: themeByValue(6), assets: null }));
    expect(body()).toBe('#FF8183');

    const art = {
      key: 'christmas',
      index: { fot1Active: 'data:image/svg+xml,tree' },
    } as unknown as ThemeAssets;
    act(() => useThemeStore.setState({ assets: art }));
    expect(home().querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml,tree');
    expect(home().querySelector('svg')).toBeNull();
  });

  it('draws idle icons inline in the text colour, not as images (issue 19: no SVG document per icon)', () => {
    setup('/');
    const idle = screen.getAllByRole('button').filter((b) => b.getAttribute('aria-current') === null);
    expect(idle).toHaveLength(6);
    for (const button of idle) {
      expect(button.querySelector('img')).toBeNull();
      const icon = button.querySelector('.footer-tab__icon svg');
      expect(icon?.getAttribute('aria-hidden')).toBe('true');
      const paths = [...(icon?.querySelectorAll('path') ?? [])];
      expect(paths.length).toBeGreaterThan(0);
      // Line glyphs, in the text colour (a few details are small filled shapes).
      for (const p of paths) {
        expect(p.getAttribute('stroke')).toBe('currentColor');
        expect(['none', 'currentColor']).toContain(p.getAttribute('fill'));
      }
      expect(paths.some((p) => p.getAttribute('fill') === 'none')).toBe(true);
    }
  });

  it('finds the tab index of a path', () => {
    expect(footerTabIndex('/')).toBe(0);
    expect(footerTabIndex('/lld')).toBe(2);
    expect(footerTabIndex('/ai')).toBe(6);
    expect(footerTabIndex('/notFound')).toBe(-1);
  });
});
