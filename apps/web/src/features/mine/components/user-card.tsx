// Avatar, nickname, VIP badge, user id and the guest marker.
import type { UserInfo } from '@lld/protocol/api/user';
import { ROUTES } from '@lld/protocol/routes';
import type { VipBadge } from '@lld/protocol/vip';
import { useNavigate } from 'react-router';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import { tMine } from '../i18n';

function DefaultAvatar() {
  return (
    <svg className="mine-avatar__default" viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" fill="#2a2d52" />
      <circle cx="32" cy="25" r="11" fill="#8d93c4" />
      <path d="M12 58c2-11 10-17 20-17s18 6 20 17z" fill="#8d93c4" />
    </svg>
  );
}

export function VipBadgeTag({ badge }: { badge: VipBadge }) {
  if (!badge) return null;
  return <span className={badge === 'SVIP' ? 'vip-badge is-svip' : 'vip-badge'}>{badge}</span>;
}

export function UserCard({ user, badge }: { user: UserInfo; badge: VipBadge }) {
  const navigate = useNavigate();
  const canLogin = user.isGuest && isRouteAvailable(ROUTES.mineLogin);
  // Tapping the avatar or name opens the profile (issue 3) when this build has it.
  const canEdit = isRouteAvailable(ROUTES.settingAccount);
  return (
    <section className="mine-user">
      <div
        className={badge ? 'mine-avatar is-member' : 'mine-avatar'}
        {...(canEdit
          ? {
              role: 'button',
              tabIndex: 0,
              'aria-label': user.nickname,
              onClick: () => navigate(ROUTES.settingAccount),
            }
          : {})}
      >
        <LazyImage src={user.avatar} ratio={1} eager alt={user.nickname} placeholder={<DefaultAvatar />} />
      </div>
      <div
        className="mine-user__info"
        {...(canEdit ? { role: 'button', tabIndex: 0, onClick: () => navigate(ROUTES.settingAccount) } : {})}
      >
        <div className="mine-user__name-row">
          <h1 className="mine-user__name">{user.nickname}</h1>
          <VipBadgeTag badge={badge} />
          {user.isGuest ? <span className="mine-guest-tag">{tMine('guest')}</span> : null}
        </div>
        <p className="mine-user__id">
          {tMine('userId', { id: user.id })}
          {user.intro ? <span className="mine-user__intro">{user.intro}</span> : null}
        </p>
      </div>
      {canLogin ? (
        <button type="button" className="mine-user__login" onClick={() => navigate(ROUTES.mineLogin)}>
          {tMine('login')}
        </button>
      ) : null}
    </section>
  );
}
