/**
 * Icon ads of `statConfigApp` (spec §3, §9): each location id 1..8 holds a few icon ads. A
 * location listed in `nineList` is drawn as a grid (九宫格); any other as a sideways row.
 */
import type { AdItem } from '@lld/protocol/api/ping';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { useAppConfig } from '@/lib/session/api/get-config';
import { useAdClick } from './use-ad-click';
import './ads.css';

function IconAdCell({ ad, onClick }: { ad: AdItem; onClick: (ad: AdItem) => void }) {
  return (
    <button type="button" className="lld-icon-ad" onClick={() => onClick(ad)}>
      <LazyImage className="lld-icon-ad__icon" src={ad.cover} alt="" ratio={1} />
      <span className="lld-icon-ad__title">{ad.title}</span>
    </button>
  );
}

export interface IconAdGridProps {
  ads: readonly AdItem[];
  className?: string;
}

/** A grid of icon ads, three per row. */
export function IconAdGrid({ ads, className }: IconAdGridProps) {
  const click = useAdClick();
  if (ads.length === 0) return null;
  return (
    <div
      className={
        className ? `lld-icon-ads lld-icon-ads--grid ${className}` : 'lld-icon-ads lld-icon-ads--grid'
      }
    >
      {ads.map((ad) => (
        <IconAdCell key={ad.id} ad={ad} onClick={(a) => void click(a)} />
      ))}
    </div>
  );
}

/** A sideways-scrolling row of icon ads. */
export function IconAdRow({ ads, className }: IconAdGridProps) {
  const click = useAdClick();
  if (ads.length === 0) return null;
  return (
    <div
      className={className ? `lld-icon-ads lld-icon-ads--row ${className}` : 'lld-icon-ads lld-icon-ads--row'}
    >
      {ads.map((ad) => (
        <IconAdCell key={ad.id} ad={ad} onClick={(a) => void click(a)} />
      ))}
    </div>
  );
}

export interface IconAdsProps {
  locId: number;
  className?: string;
}

/** The icon ads of one location, as a grid when `nineList` names it, else as a row. */
export function IconAds({ locId, className }: IconAdsProps) {
  const { data: config } = useAppConfig();
  const stat = config?.statConfigApp;
  const ads = stat?.list.find((l) => l.locId === locId)?.ads ?? [];
  const props = className ? { ads, className } : { ads };
  return stat?.nineList.includes(locId) ? <IconAdGrid {...props} /> : <IconAdRow {...props} />;
}
