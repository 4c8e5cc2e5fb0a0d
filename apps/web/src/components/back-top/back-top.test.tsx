import { themeByValue } from '@lld/protocol/themes';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThemeStore } from '@/themes/theme-store';
import type { ThemeAssets } from '@/themes/types';
import { BackTop } from './back-top';

let scrollY = 0;
let frames: FrameRequestCallback[] = [];

/** The user scrolls to `y`: a scroll event, then the animation frame it asked for. */
function userScrollsTo(y: number) {
  scrollY = y;
  act(() => {
    fireEvent.scroll(window);
    for (const cb of frames.splice(0)) cb(0);
  });
}

beforeEach(() => {
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    frames.push(cb);
    return frames.length;
  });
  useThemeStore.setState({ theme: themeByValue(1), assets: null });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const button = () => document.querySelector<HTMLButtonElement>('button.back-top')!;

describe('BackTop', () => {
  it('appears once the page has scrolled about one screen', () => {
    render(<BackTop />);
    expect(button().classList.contains('is-visible')).toBe(false);
    userScrollsTo(500);
    expect(button().classList.contains('is-visible')).toBe(false);
    userScrollsTo(900);
    expect(button().classList.contains('is-visible')).toBe(true);
    userScrollsTo(100);
    expect(button().classList.contains('is-visible')).toBe(false);
  });

  it('scrolls smoothly to the top', () => {
    scrollY = 2000;
    render(<BackTop />);
    expect(button().getAttribute('aria-hidden')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '回到顶部' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('wears the seasonal face when the theme has one, and a plain one otherwise', () => {
    render(<BackTop />);
    expect(button().style.backgroundImage).toBe('');
    const assets = {
      key: 'christmas',
      index: { backTopBGI: 'data:image/svg+xml,hat' },
    } as unknown as ThemeAssets;
    act(() => useThemeStore.setState({ theme: themeByValue(6), assets }));
    expect(button().style.backgroundImage).toContain('data:image/svg+xml,hat');
    expect(button().classList.contains('is-themed')).toBe(true);
  });
});
