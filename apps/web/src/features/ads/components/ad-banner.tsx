/** `<AdBanner position>`: the config's ads at one position (spec §3, §9) as a carousel of 750:300 covers. */
import type { AdItem } from '@lld/protocol/api/ping';
import { Carousel } from '@/components/carousel/carousel';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { useAppConfig } from '@/features/session/api/get-config';
import { useAdClick } from '../use-ad-click';
import './ads.css';

export const AD_BANNER_RATIO = 750 / 300;

export interface AdBannerProps {
  position: number;
  className?: string;
  /** Cover width / height; 750:300 by default. */
  ratio?: number;
}

export function adsAt(ads: readonly AdItem[] | undefined, position: number): AdItem[] {
  return (ads ?? []).filter((ad) => ad.position === position);
}

export function AdBanner({ position, className, ratio = AD_BANNER_RATIO }: AdBannerProps) {
  const { data: config } = useAppConfig();
  const click = useAdClick();
  const ads = adsAt(config?.advertise, position);
  if (ads.length === 0) return null;
  return (
    <Carousel
      className={className ? `lld-ad-banner ${className}` : 'lld-ad-banner'}
      items={ads}
      keyOf={(ad) => ad.id}
      renderItem={(ad, index) => (
        <button type="button" className="lld-ad-banner__slide" onClick={() => void click(ad)}>
          <LazyImage src={ad.cover} alt={ad.title} ratio={ratio} eager={index === 0} />
        </button>
      )}
    />
  );
}
