// Avatar, nickname, VIP badge, user id and the guest marker.
import type { UserInfo } from '@lld/protocol/api/user';
import { ROUTES } from '@lld/protocol/routes';
import type { VipBadge } from '@lld/protocol/vip';
import { useNavigate } from 'react-router';
import { UserPhoto, userRing } from '@/components/avatar/avatar';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import { tMine } from '../i18n';

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
        className={`mine-avatar ${userRing(Boolean(badge))}`}
        {...(canEdit
          ? {
              role: 'button',
              tabIndex: 0,
              'aria-label': user.nickname,
              onClick: () => navigate(ROUTES.settingAccount),
            }
          : {})}
      >
        <UserPhoto user={user} />
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
        <button
          type="button"
          className="app-primary mine-user__login"
          onClick={() => navigate(ROUTES.mineLogin)}
        >
          {tMine('login')}
        </button>
      ) : null}
    </section>
  );
}
