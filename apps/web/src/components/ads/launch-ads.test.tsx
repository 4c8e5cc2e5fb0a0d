import { AdPosition } from '@lld/protocol/tables';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/image-cache', () => ({
  imageCache: { peek: () => undefined, load: (src: string) => Promise.resolve(`blob:${src}`) },
}));

import { CONFIG_QUERY_KEY } from '@/lib/session/api/get-config';
import { adItem, appConfig } from '@/test/fixtures';
import LaunchAds, { AD_PICTURE_WAIT_MS, SPLASH_AD_SECONDS } from './launch-ads';

const SPLASH = adItem(1, { position: AdPosition.splash, title: '启动广告' });
const POPUP = adItem(3, { position: AdPosition.homePopup, title: '首页弹窗' });

function renderAds() {
  const client = new QueryClient();
  client.setQueryData(CONFIG_QUERY_KEY, appConfig({ advertise: [SPLASH, POPUP] }));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LaunchAds />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Lets the image cache's promise resolve and React draw the `<img>`. */
const settle = () => act(async () => {});
const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });
const layer = (testId: string) => screen.queryByTestId(testId);
/** The picture of `testId`'s ad arrives. */
function pictureLoads(testId: string) {
  const img = layer(testId)?.querySelector('img');
  if (!img) throw new Error(`${testId} has no <img> yet`);
  fireEvent.load(img);
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('launch ads: each appears with its picture', () => {
  it('holds the splash ad unseen until its picture is there, then counts 3 s from then', async () => {
    renderAds();
    await settle();
    const splash = layer('splash-ad')!;
    expect(splash.hasAttribute('data-waiting')).toBe(true);
    expect(splash.getAttribute('aria-hidden')).toBe('true');
    // Time spent waiting for the picture does not count against the ad's 3 s.
    await advance(1500);
    pictureLoads('splash-ad');
    await settle();
    expect(splash.hasAttribute('data-waiting')).toBe(false);
    expect(splash.hasAttribute('aria-hidden')).toBe(false);
    expect(screen.getByRole('button', { name: '跳过 3' })).toBeTruthy();
    await advance(1000);
    expect(screen.getByRole('button', { name: '跳过 2' })).toBeTruthy();
    await advance((SPLASH_AD_SECONDS - 1) * 1000);
    expect(layer('splash-ad')).toBeNull();
    // Then the home popup, the same way; its day is written only once it is seen.
    const popup = layer('home-popup-ad')!;
    expect(popup.hasAttribute('data-waiting')).toBe(true);
    await settle();
    expect(localStorage.getItem('lld:homePopupDay')).toBeNull();
    pictureLoads('home-popup-ad');
    await settle();
    expect(popup.hasAttribute('data-waiting')).toBe(false);
    expect(localStorage.getItem('lld:homePopupDay')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '关闭广告' }));
    expect(layer('home-popup-ad')).toBeNull();
  });

  it('leaves out an ad whose picture does not come in time, and a popup left out is due again', async () => {
    renderAds();
    await settle();
    await advance(AD_PICTURE_WAIT_MS - 100);
    expect(layer('splash-ad')).not.toBeNull();
    await advance(100);
    expect(layer('splash-ad')).toBeNull();
    // This launch had its turn at the splash ad (a reload is not a new launch).
    expect(sessionStorage.getItem('lld:splashAdShown')).toBe('1');
    expect(layer('home-popup-ad')?.hasAttribute('data-waiting')).toBe(true);
    await advance(AD_PICTURE_WAIT_MS);
    expect(layer('home-popup-ad')).toBeNull();
    expect(localStorage.getItem('lld:homePopupDay')).toBeNull();
  });

  it('never covers a page the user has begun to use, nor one whose picture failed', async () => {
    renderAds();
    await settle();
    fireEvent.pointerDown(window);
    await settle();
    expect(layer('splash-ad')).toBeNull();
    const img = layer('home-popup-ad')?.querySelector('img');
    fireEvent.error(img!);
    await settle();
    expect(layer('home-popup-ad')).toBeNull();
  });
});
