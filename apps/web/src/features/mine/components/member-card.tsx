// Membership card on the theme's card background (bg2): the badge and its expiry.
import type { UserInfo } from '@lld/protocol/api/user';
import { ROUTES } from '@lld/protocol/routes';
import type { VipBadge } from '@lld/protocol/vip';
import { useNavigate } from 'react-router';
import { Crown } from '@/components/icons/icons';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import { cssUrl } from '@/themes/art/svg';
import { tMine } from '../i18n';
import { zhDate } from '../zh-date';

/** Expiry of the tier the badge names (SVIP → supreme; VIP → the later of normal and dark). */
export function memberExpiry(user: UserInfo, badge: VipBadge): number {
  if (badge === 'SVIP') return user.supremeVip.vipExpireInt;
  if (badge === 'VIP') return Math.max(user.normalVip.vipExpireInt, user.darkVip.vipExpireInt);
  return 0;
}

export function MemberCard({
  user,
  badge,
  background,
}: {
  user: UserInfo;
  badge: VipBadge;
  background?: string;
}) {
  const navigate = useNavigate();
  const expiry = memberExpiry(user, badge);
  const canOpen = isRouteAvailable(ROUTES.mineVip);
  return (
    <section className="mine-member" style={background ? { backgroundImage: cssUrl(background) } : undefined}>
      <Crown className="mine-member__crown" />
      <div className="mine-member__text">
        <h2 className="mine-member__title">
          {badge ? tMine('memberTitle', { badge }) : tMine('memberNone')}
        </h2>
        <p className="mine-member__desc">
          {badge ? tMine('memberExpires', { date: zhDate(expiry) }) : tMine('memberNoneDesc')}
        </p>
      </div>
      {canOpen ? (
        <button type="button" className="mine-member__action" onClick={() => navigate(ROUTES.mineVip)}>
          {badge ? tMine('memberRenew') : tMine('memberOpen')}
        </button>
      ) : null}
    </section>
  );
}
