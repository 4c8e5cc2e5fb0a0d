// Home (spec §2): top bar, notice bar, the home ad banner and icon ads on the theme's ad
// background, the long-video new-user banner for guests, back-to-top and the publish button.
// Landing here, the splash goes as soon as the first content has rendered.
import { AdPosition } from '@lld/protocol/tables';
import { lazy, Suspense, useEffect } from 'react';
import { BackTop } from '@/components/back-top/back-top';
import { removeSplash } from '@/components/splash/splash';
import { AdBanner } from '@/features/ads/components/ad-banner';
import { IconAds } from '@/features/ads/components/icon-ads';
import { useAppConfig } from '@/features/session/api/get-config';
import { useUserInfo } from '@/features/session/api/get-user-info';
import { cssUrl } from '@/themes/art/svg';
import { useThemeAssets } from '@/themes/theme-store';
import { ChannelEntries } from './components/channel-entries';
import { HomeTopBar } from './components/home-top-bar';
import { NewUserBanner } from './components/new-user-banner';
import { NoticeBar } from './components/notice-bar';
import { PublishButton } from './components/publish-button';
import './home-screen.css';

// The long-video sections sit below the first screen (banner, icons, new-user banner): their
// code starts loading with this module (and asks for media/home as soon as it runs), and the
// first screen does not wait for them.
const loadSections = () => import('@/features/media/components/home-sections');
const HomeSections = lazy(() => loadSections().then((m) => ({ default: m.HomeSections })));
if (typeof window !== 'undefined') {
  void loadSections().catch(() => {});
}

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

function HomeSkeleton() {
  return (
    <div className="home-skeleton" aria-hidden="true">
      <div className="home-skeleton__banner app-shimmer" />
      <div className="home-skeleton__icons">
        {[0, 1, 2, 3, 4].map((i) => (
          <span key={i} className="app-shimmer" />
        ))}
      </div>
    </div>
  );
}

export default function HomeScreen() {
  const config = useAppConfig();
  const user = useUserInfo().data;
  const assets = useThemeAssets()?.index;
  useSplashOnFirstContent(config.status !== 'pending');

  return (
    <div className="home">
      <HomeTopBar />
      <NoticeBar />
      {config.isPending ? (
        <HomeSkeleton />
      ) : (
        <section className="home-ads" style={assets ? { backgroundImage: cssUrl(assets.adBgi) } : undefined}>
          <AdBanner position={AdPosition.homeBanner} className="home-ads__banner" />
          <IconAds locId={HOME_ICON_AD_LOCATION} className="home-ads__icons" />
        </section>
      )}
      <ChannelEntries />
      {user?.isGuest ? <NewUserBanner background={assets?.longVideoNewUserBgi} /> : null}
      <AdBanner position={AdPosition.homeFeed} className="home-feed-ad" />
      <Suspense fallback={<div className="home-sections-pending" aria-hidden="true" />}>
        <HomeSections />
      </Suspense>
      <BackTop />
      <PublishButton assets={assets} />
    </div>
  );
}
