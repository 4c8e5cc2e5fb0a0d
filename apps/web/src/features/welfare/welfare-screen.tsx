// /welfare (福利, a footer tab, kept alive): my gold and the way to spend it, the check-in strip,
// the three task groups and the app wall. Coming back to the tab refreshes tasks, since
// progress moves while the user is elsewhere (watching, reading, commenting).

import { formatGold } from '@lld/protocol/format';
import { ROUTES } from '@lld/protocol/routes';
import { AdPosition } from '@lld/protocol/tables';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AdBanner } from '@/components/ads/ad-banner';
import { useShownAgain } from '@/components/keep-alive/screen-active';
import { PageHeader } from '@/components/page-header/page-header';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { useTasks, welfareKeys } from './api';
import { AppsList } from './components/apps-list';
import { CheckinCard } from './components/checkin-card';
import { TaskGroups } from './components/task-list';
import './welfare.css';
import './welfare-screen.css';
import { RetryButton } from './components/buttons';
import { tWelfare } from './i18n';

export default function WelfareScreen() {
  const queryClient = useQueryClient();
  const { data: user } = useUserInfo();
  const tasks = useTasks();
  // Shown again after being hidden: refresh (the first showing has just fetched them).
  useShownAgain(() => {
    void queryClient.invalidateQueries({ queryKey: welfareKeys.tasks });
    void queryClient.invalidateQueries({ queryKey: welfareKeys.checkin });
  });

  return (
    <div className="app-page wf-page">
      <PageHeader title={tWelfare('title')} hideBack />
      <section className="wf-wallet">
        <div>
          <span className="wf-wallet__label">{tWelfare('myGold')}</span>
          <strong className="wf-wallet__gold" data-testid="welfare-gold">
            {user ? formatGold(user.gold) : '—'}
          </strong>
        </div>
        <Link className="wf-btn wf-btn--light" to={ROUTES.welfareExchange}>
          {tWelfare('exchange')}
        </Link>
      </section>
      <AdBanner position={AdPosition.welfareBanner} className="lld-ad-slot" />
      <CheckinCard />
      {tasks.isError ? (
        <RetryButton onRetry={tasks.refetch} card />
      ) : tasks.data ? (
        tasks.data.list.length > 0 ? (
          <TaskGroups tasks={tasks.data.list} />
        ) : (
          <p className="wf-empty">{tWelfare('noTasks')}</p>
        )
      ) : (
        <div className="app-card wf-card wf-skeleton app-shimmer" aria-busy="true" />
      )}
      <AppsList />
    </div>
  );
}
