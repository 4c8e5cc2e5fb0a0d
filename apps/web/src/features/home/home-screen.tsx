// Home (spec §2): top bar, notice bar, the home ad banner and icon ads on the theme's ad
// background, the long-video new-user banner for guests, back-to-top and the publish button.
// Landing here, the splash goes as soon as the first content has rendered.
import { AdPosition } from '@lld/protocol/tables';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { AdBanner } from '@/components/ads/ad-banner';
import { IconAds } from '@/components/ads/icon-ads';
import { BackTop } from '@/components/back-top/back-top';
import { removeSplash } from '@/components/splash/splash';
import { useDeferredReady } from '@/lib/deferred-ready';
import { useIdleAfter, usePaintedAfter } from '@/lib/idle';
import { launchNumber } from '@/lib/launch';
import { useLanded } from '@/lib/routes/use-landed';
import { useAppConfig } from '@/lib/session/api/get-config';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { useThemeAssets } from '@/themes/theme-store';
import { ChannelEntries } from './components/channel-entries';
import { HomeTopBar } from './components/home-top-bar';
import { NewUserBanner } from './components/new-user-banner';
import { NoticeBar } from './components/notice-bar';
import { PublishButton } from './components/publish-button';
import './home-screen.css';

/** The config's floating windows (spec §3): loaded after the first screen (idle), never in its way. */
const FloatingWindows = lazy(() => import('@/components/ads/floating-windows'));
/** The splash ad and the home popup (ad positions 1 and 3), from a device's second launch on. */
const LaunchAds = lazy(() => import('@/components/ads/launch-ads'));
const LAUNCH_AD_POSITIONS: readonly number[] = [AdPosition.splash, AdPosition.homePopup];

/** Location id of the home screen's icon ads (spec §9 gives ids 1–8, not their places). */
export const HOME_ICON_AD_LOCATION = 1;

/** Removes the splash once the config (ads, notices) has answered and that frame is painted. */
function useSplashOnFirstContent(settled: boolean): void {
  useEffect(() => {
    if (!settled) return;
    const frame = requestAnimationFrame(() => removeSplash());
    return () => cancelAnimationFrame(frame);
  }, [settled]);
}

/** The first screen's shape while the config is on its way: banner, icons, the channel row. */
function HomeSkeleton() {
  return (
    <div className="home-skeleton" aria-hidden="true">
      <div className="home-skeleton__banner app-shimmer" />
      <div className="home-skeleton__icons">
        {[0, 1, 2, 3, 4].map((i) => (
          <span key={i} className="app-shimmer" />
        ))}
      </div>
      <div className="home-skeleton__channels">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="app-shimmer" />
        ))}
      </div>
    </div>
  );
}

/**
 * `sections`: what sits below the first screen (the long-video sections, composed in by the app
 * layer, app/home-route.tsx); the first screen does not wait for them.
 */
export default function HomeScreen({ sections }: { sections?: ReactNode }) {
  const config = useAppConfig();
  const userInfo = useUserInfo();
  const user = userInfo.data;
  // The ads are drawn as a transition once the config is there (lib/deferred-ready.ts).
  const configShown = useDeferredReady(!config.isPending);
  // The sections go in once what sits above them is known (the ads from the config, the guest
  // banner from the user): placed earlier, they were pushed ~400 px down as those arrived
  // (Lighthouse: cumulative layout shift 0.19–0.25). Their data is fetched meanwhile.
  const above = configShown && !config.isLoading && !userInfo.isLoading;
  // Their code and data then go out once that first screen is painted (issue 19): loaded beside
  // it, they were still arriving and being evaluated when its largest image was to paint.
  const belowReady = usePaintedAfter(above);
  const assets = useThemeAssets()?.index;
  useSplashOnFirstContent(configShown);
  // The floating windows come once the first content is painted and the browser is idle.
  const idle = useIdleAfter(configShown);
  // The launch ads greet a launch that lands on home, not one that reaches home from another
  // tab (someone already using the app).
  const landed = useLanded();

  // Nothing on screen moves as data arrives (Lighthouse: cumulative layout shift 0.05–0.14 on
  // repeat visits): what the config decides (the notice bar, the ads, and the channel row under
  // them) replaces the skeleton in one render, and what the user decides (the guests' banner)
  // comes in one render with everything under it. Parts only ever appear below what is drawn.
  return (
    <div className="home">
      <HomeTopBar />
      {!configShown ? (
        <HomeSkeleton />
      ) : (
        <>
          <NoticeBar />
          <section className="home-ads">
            <AdBanner position={AdPosition.homeBanner} className="home-ads__banner" priority />
            <IconAds locId={HOME_ICON_AD_LOCATION} className="home-ads__icons" />
            {/* The theme's art behind the banner: a real image (the screen's LCP element, issue 19),
                after the banner so that the banner's cover is the section's first image. */}
            {assets ? (
              <div className="home-ads__art" aria-hidden="true">
                <img
                  src={assets.adBgi}
                  alt=""
                  width={375}
                  height={240}
                  fetchPriority="high"
                  decoding="async"
                />
              </div>
            ) : null}
          </section>
          <ChannelEntries />
        </>
      )}
      {above ? (
        <>
          {user?.isGuest ? <NewUserBanner background={assets?.longVideoNewUserBgi} /> : null}
          <AdBanner position={AdPosition.homeFeed} className="home-feed-ad" />
          {belowReady ? (
            <Suspense fallback={<div className="home-sections-pending" aria-hidden="true" />}>
              {sections}
            </Suspense>
          ) : (
            <div className="home-sections-pending" aria-hidden="true" />
          )}
        </>
      ) : null}
      <BackTop />
      <PublishButton assets={assets} />
      {belowReady &&
      landed &&
      config.data?.advertise.some((ad) => LAUNCH_AD_POSITIONS.includes(ad.position)) &&
      launchNumber() > 1 ? (
        <Suspense fallback={null}>
          <LaunchAds />
        </Suspense>
      ) : null}
      {config.data && idle ? (
        <Suspense fallback={null}>
          <FloatingWindows />
        </Suspense>
      ) : null}
    </div>
  );
}
