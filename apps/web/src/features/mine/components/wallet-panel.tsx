// Gold and diamond balances, live VIP and the member card, each under its themed icon
// (icon1–icon4) on the theme's two gradient colours. A tile opens its page once that page exists.
import type { UserInfo } from '@lld/protocol/api/user';
import { formatDiamond, formatGold } from '@lld/protocol/format';
import { ROUTES, type RoutePath } from '@lld/protocol/routes';
import { isVipActive } from '@lld/protocol/vip';
import { useNavigate } from 'react-router';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import type { ThemeMineAssets } from '@/themes/types';
import { tMine } from '../i18n';
import { zhShortDate } from '../zh-date';

interface Tile {
  key: string;
  icon: keyof Pick<ThemeMineAssets, 'icon1' | 'icon2' | 'icon3' | 'icon4'>;
  value: string;
  label: string;
  /** The value is words, not a number: drawn smaller. */
  text: boolean;
  path: RoutePath;
}

export function walletTiles(user: UserInfo, now: number): Tile[] {
  const live = isVipActive(user.liveVip, now);
  const card = user.showCardName !== '' && (user.showCardExpiredAt === 0 || user.showCardExpiredAt > now);
  return [
    {
      key: 'gold',
      icon: 'icon1',
      value: formatGold(user.gold),
      label: tMine('gold'),
      text: false,
      path: ROUTES.mineRecharge,
    },
    {
      key: 'diamond',
      icon: 'icon2',
      value: formatDiamond(user.diamond),
      label: tMine('diamond'),
      text: false,
      path: ROUTES.mineDiamondRecharge,
    },
    {
      key: 'live',
      icon: 'icon3',
      value: live
        ? tMine('validUntil', { date: zhShortDate(user.liveVip.vipExpireInt) })
        : tMine('notActive'),
      label: tMine('liveVip'),
      text: true,
      path: ROUTES.mineVip,
    },
    {
      key: 'card',
      icon: 'icon4',
      value: card ? user.showCardName : tMine('notActive'),
      label: tMine('memberCard'),
      text: true,
      path: ROUTES.mineVip,
    },
  ];
}

export function WalletPanel({
  user,
  icons,
  now,
}: {
  user: UserInfo;
  icons: ThemeMineAssets | undefined;
  now: number;
}) {
  const navigate = useNavigate();
  return (
    <section className="mine-wallet">
      {walletTiles(user, now).map((tile) => {
        const body = (
          <>
            <span className="mine-wallet__icon">{icons ? <img src={icons[tile.icon]} alt="" /> : null}</span>
            <span className={tile.text ? 'mine-wallet__value is-text' : 'mine-wallet__value'}>
              {tile.value}
            </span>
            <span className="mine-wallet__label">{tile.label}</span>
          </>
        );
        return isRouteAvailable(tile.path) ? (
          <button
            key={tile.key}
            type="button"
            className="mine-wallet__tile"
            data-tile={tile.key}
            onClick={() => navigate(tile.path)}
          >
            {body}
          </button>
        ) : (
          <div key={tile.key} className="mine-wallet__tile" data-tile={tile.key}>
            {body}
          </div>
        );
      })}
    </section>
  );
}
