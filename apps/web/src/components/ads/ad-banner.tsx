/** `<AdBanner position>`: the config's ads at one position (spec §3, §9) as a carousel of 750:300 covers. */
import type { AdItem } from '@lld/protocol/api/ping';
import { isMember } from '@lld/protocol/vip';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { CarouselProps } from '@/components/carousel/carousel';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { useIdleAfter } from '@/lib/idle';
import { useAppConfig } from '@/lib/session/api/get-config';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { leadsSomewhere, sellsMembership } from './icon-ads';
import { useAdClick } from './use-ad-click';
import './ads.css';

// The carousel in its own chunk, after the first screen: the first cover shows meanwhile.
const Carousel = lazy(() =>
  import('@/components/carousel/carousel').then((m) => ({
    default: m.Carousel as ComponentType<CarouselProps<AdItem>>,
  })),
);

export const AD_BANNER_RATIO = 750 / 300;

export interface AdBannerProps {
  position: number;
  className?: string;
  /** Cover width / height; 750:300 by default. */
  ratio?: number;
  /** The first cover is the screen's largest image (LCP): fetched first, `fetchpriority="high"`. */
  priority?: boolean;
}

/** The ads at `position` that lead somewhere this build has (never to the not-found page). */
export function adsAt(ads: readonly AdItem[] | undefined, position: number): AdItem[] {
  return (ads ?? []).filter((ad) => ad.position === position && leadsSomewhere(ad));
}

/** The ads a banner at `position` shows, in order: a member is not sold the membership they hold. */
export function bannerAds(
  ads: readonly AdItem[] | undefined,
  position: number,
  user: Parameters<typeof isMember>[0],
): AdItem[] {
  const member = isMember(user, Math.floor(Date.now() / 1000));
  return adsAt(ads, position).filter((ad) => !(member && sellsMembership(ad)));
}

export function AdBanner({ position, className, ratio = AD_BANNER_RATIO, priority = false }: AdBannerProps) {
  // The screen's largest image first (issue 19): the carousel's chunk is asked for once
  // the first cover has shown (or failed), not beside it.
  const [firstShown, setFirstShown] = useState(!priority);
  const { data: config } = useAppConfig();
  const { data: user } = useUserInfo();
  const click = useAdClick();
  // A member is not sold the membership they hold (开通VIP… on the play page, the home carousel).
  const ads = bannerAds(config?.advertise, position, user);
  const first = ads[0];
  // The carousel's commit (every slide and the loop's two copies) comes in an idle moment of its
  // own, not inside the commit that drew the screen around it (home's sections). The first cover
  // stands in; the first turn is 3 s away.
  const carouselNow = useIdleAfter(ads.length > 1 && (firstShown || !first?.cover));
  if (!first) return null;
  const classes = className ? `lld-ad-banner ${className}` : 'lld-ad-banner';
  const slide = (ad: AdItem, index: number, onShown?: () => void) => (
    <button
      type="button"
      className="lld-ad-banner__slide"
      aria-label={ad.title}
      onClick={() => void click(ad)}
    >
      <LazyImage
        src={ad.cover}
        alt={ad.title}
        ratio={ratio}
        // Every cover of the carousel at once (it starts after the first has shown): a slide's
        // picture is clipped by the banner until it slides in, too late for a lazy load.
        eager
        priority={priority && index === 0}
        onLoad={onShown}
        onError={onShown}
      />
    </button>
  );
  // The first cover alone: a single ad, or until the carousel may start (a priority banner's
  // cover tells when it has shown).
  const many = ads.length > 1;
  const still = (
    <div className={classes}>
      {slide(first, 0, many && !firstShown ? () => setFirstShown(true) : undefined)}
    </div>
  );
  if (!many || !carouselNow) return still;
  return (
    <Suspense fallback={still}>
      <Carousel className={classes} items={ads} keyOf={(ad) => ad.id} renderItem={slide} />
    </Suspense>
  );
}
