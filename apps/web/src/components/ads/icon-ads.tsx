/**
 * Icon ads of `statConfigApp` (spec §3, §9): each location id 1..8 holds a few icon ads. A
 * location listed in `nineList` is drawn as a grid (九宫格); any other as a sideways row.
 */
import type { AdItem } from '@lld/protocol/api/ping';
import { ROUTES } from '@lld/protocol/routes';
import { resolveLink } from '@lld/protocol/tables';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { isRouteAvailable } from '@/lib/routes/screen-route';
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

/**
 * False for an icon whose in-app destination this build does not have (a module not landed
 * yet): the entry stays hidden instead of opening the not-found page (issue 22).
 */
export function leadsSomewhere(ad: AdItem): boolean {
  const link = linkOf(ad);
  if (!link) return true; // resolved by the server on click (advertise/click)
  const target = resolveLink(link);
  return target?.kind !== 'internal' || isRouteAvailable(target.target.path);
}

/** The ad's own link, if it has one (else the server resolves it on click). */
function linkOf(ad: AdItem): string | undefined {
  return [ad.href, ad.link, ad.jumpLink, ad.jumpUrl, ad.url, ad.download_url].find((l) => l?.trim());
}

/** The ad sells membership: it leads to the VIP page (a member is not shown it, issue 22). */
export function sellsMembership(ad: AdItem): boolean {
  const target = resolveLink(linkOf(ad));
  return target?.kind === 'internal' && target.target.path === ROUTES.mineVip;
}

/** The icon ads of one location, as a grid when `nineList` names it, else as a row. */
export function IconAds({ locId, className }: IconAdsProps) {
  const { data: config } = useAppConfig();
  const stat = config?.statConfigApp;
  const ads = (stat?.list.find((l) => l.locId === locId)?.ads ?? []).filter(leadsSomewhere);
  const props = className ? { ads, className } : { ads };
  return stat?.nineList.includes(locId) ? <IconAdGrid {...props} /> : <IconAdRow {...props} />;
}
