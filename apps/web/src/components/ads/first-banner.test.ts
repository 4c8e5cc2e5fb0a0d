import type { AdItem } from '@lld/protocol/api/ping';
import { AdPosition } from '@lld/protocol/tables';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { load, warmStore } = vi.hoisted(() => ({
  warmStore: vi.fn(),
  load: vi.fn((src: string) => Promise.resolve(`blob:${src}`)),
}));
vi.mock('@/lib/image-cache', () => ({ imageCache: { peek: () => undefined, load, warmStore } }));

import { afterLargestPaint, holdForLargestPaint } from '@/lib/largest-paint-hold';
import { queryClient } from '@/lib/query-client';
import { userInfoQueryKey } from '@/lib/session/api/get-user-info';
import { setToken } from '@/lib/storage';
import { adItem, appConfig } from '@/test/fixtures';
import { firstScreenBannerAt, preloadFirstScreenBanner } from './first-banner';

const ad = (id: number, position: number, extra: Partial<AdItem> = {}) => adItem(id, { position, ...extra });

const config = appConfig({
  advertise: [
    ad(1, AdPosition.homeBanner),
    ad(2, AdPosition.communityBanner, { href: '/no/such/screen' }),
    ad(3, AdPosition.communityBanner, { href: 'read_lld_vip' }),
    ad(4, AdPosition.communityBanner, { href: '/welfare' }),
  ],
});

beforeEach(() => {
  load.mockClear();
  warmStore.mockClear();
  setToken('');
  queryClient.clear();
});
afterEach(() => setToken(''));

describe('the first screen banner preload', () => {
  it('knows the screens whose largest image is a priority banner', () => {
    // Home's largest image is the theme's art, not its banner.
    expect(firstScreenBannerAt('/')).toBeUndefined();
    expect(firstScreenBannerAt('/community')).toBe(AdPosition.communityBanner);
    expect(firstScreenBannerAt('/community/')).toBe(AdPosition.communityBanner);
    // The play page's banner, under the player (the video's frames are not LCP candidates).
    expect(firstScreenBannerAt('/play/longVideo')).toBe(AdPosition.playPage);
    expect(firstScreenBannerAt('/mine')).toBeUndefined();
    expect(firstScreenBannerAt('/constructor')).toBeUndefined();
  });

  it('loads the cover the banner shows first, with priority high, as soon as the config is there', async () => {
    // An ad leading to a screen this build lacks is not shown, so not loaded either.
    const preloaded = preloadFirstScreenBanner('/community', Promise.resolve(config));
    // The saved images are opened while the config is on its way, in a task after the caller's
    // (start-up's first task is the landing's longest).
    expect(warmStore).not.toHaveBeenCalled();
    await preloaded;
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/ads/3.jpg', { priority: 'high' });
    expect(warmStore).toHaveBeenCalledTimes(1);
  });

  it('loads nothing on other screens, without a banner, or without a config', async () => {
    await preloadFirstScreenBanner('/', Promise.resolve(config));
    expect(warmStore).not.toHaveBeenCalled();
    await preloadFirstScreenBanner('/community', Promise.resolve(appConfig({ advertise: [] })));
    await preloadFirstScreenBanner('/community', Promise.reject(new Error('offline')));
    expect(load).not.toHaveBeenCalled();
  });

  it('with a stored token, skips the membership offer a member is not shown', async () => {
    setToken('member-token');
    const later = Math.floor(Date.now() / 1000) + 86_400;
    queryClient.setQueryData(userInfoQueryKey('member-token'), {
      normalVip: { vipType: 1, vipExpireInt: later },
    } as never);
    await preloadFirstScreenBanner('/community', Promise.resolve(config));
    expect(load).toHaveBeenCalledWith('/ads/4.jpg', { priority: 'high' });
  });

  it('ends start-up’s hold on hls.js once done, whether or not there was a cover to show', async () => {
    const released = async (run: () => Promise<void>) => {
      holdForLargestPaint(60_000);
      let done = false;
      void afterLargestPaint().then(() => {
        done = true;
      });
      await run();
      await Promise.resolve();
      return done;
    };
    // This browser reports no largest paints (jsdom): the cover's load is as far as it waits.
    expect(await released(() => preloadFirstScreenBanner('/community', Promise.resolve(config)))).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    load.mockRejectedValueOnce(new Error('404'));
    expect(await released(() => preloadFirstScreenBanner('/community', Promise.resolve(config)))).toBe(true);
    expect(
      await released(() =>
        preloadFirstScreenBanner('/community', Promise.resolve(appConfig({ advertise: [] }))),
      ),
    ).toBe(true);
    expect(
      await released(() => preloadFirstScreenBanner('/community', Promise.reject(new Error('offline')))),
    ).toBe(true);
  });

  it('never rejects when the image fails', async () => {
    load.mockRejectedValueOnce(new Error('404'));
    await expect(preloadFirstScreenBanner('/community', Promise.resolve(config))).resolves.toBeUndefined();
  });
});
