// /mine (spec §2, §3): the theme's two backgrounds (bg1 behind the header, bg2 on the member
// card), the user card with VIP badge, balances and memberships under the four themed icons,
// the AI entry and the list of sub-pages this build has.
import { AdPosition } from '@lld/protocol/tables';
import { vipBadge } from '@lld/protocol/vip';
import type { ReactNode } from 'react';
import { AdBanner } from '@/components/ads/ad-banner';
import { ContinueShelf } from '@/components/continue-shelf/lazy-continue-shelf';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { t } from '@/locales';
import { cssUrl } from '@/themes/art/svg';
import { useThemeAssets } from '@/themes/theme-store';
import { MemberCard } from './components/member-card';
import { AiEntry, ServiceList } from './components/service-list';
import { UserCard } from './components/user-card';
import { WalletPanel } from './components/wallet-panel';
import './mine-screen.css';
import { tMine } from './i18n';

function MineSkeleton() {
  return (
    <div className="mine-skeleton" aria-busy="true" aria-label={t('common.loading')}>
      <div className="mine-user">
        <div className="mine-skeleton__avatar app-shimmer" />
        <div className="mine-user__info">
          <div className="mine-skeleton__line is-wide app-shimmer" />
          <div className="mine-skeleton__line app-shimmer" />
        </div>
      </div>
      <div className="mine-skeleton__card app-shimmer" />
      <div className="mine-skeleton__panel app-shimmer" />
    </div>
  );
}

export default function MineScreen() {
  const assets = useThemeAssets();
  const { data: user, isError, refetch } = useUserInfo();
  const mine = assets?.mine;
  const now = Math.floor(Date.now() / 1000);

  let body: ReactNode;
  if (user) {
    const badge = vipBadge(user, now);
    body = (
      <>
        <UserCard user={user} badge={badge} />
        <MemberCard user={user} badge={badge} background={mine?.bg2} />
        <WalletPanel user={user} icons={mine} now={now} />
        <AdBanner position={AdPosition.mineBanner} className="lld-ad-slot" />
        <ContinueShelf />
        <AiEntry image={mine?.ai} />
        <ServiceList />
      </>
    );
  } else if (isError) {
    body = (
      <div className="mine-error" role="alert">
        <p>{tMine('loadFailed')}</p>
        <button type="button" onClick={() => void refetch()}>
          {tMine('retry')}
        </button>
      </div>
    );
  } else {
    body = <MineSkeleton />;
  }

  return (
    <div className="mine" style={mine ? { backgroundImage: cssUrl(mine.bg1) } : undefined}>
      <h1 className="app-visually-hidden">{tMine('title')}</h1>
      {body}
    </div>
  );
}
