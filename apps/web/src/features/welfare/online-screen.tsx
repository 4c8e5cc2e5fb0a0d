// /mine/onLine (在线时长): today's online minutes as the heartbeat counts them, and the
// online-time tasks with their rewards (claimed here too).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageHeader } from '@/components/page-header/page-header';
import { beatNow, useOnlineStore } from '@/lib/welfare/online-heartbeat';
import { useTasks, welfareKeys } from './api';
import { TaskRow } from './components/task-list';
import './welfare.css';
import './online-screen.css';
import { RetryButton } from './components/buttons';
import { tWelfare } from './i18n';

export default function OnlineScreen() {
  const seconds = useOnlineStore((s) => s.seconds);
  const tasks = useTasks();
  const online = (tasks.data?.list ?? []).filter((t) => t.metric === 'online_seconds');
  // A beat now shows today's figure at once, and the app-wide heartbeat keeps it moving.
  useEffect(() => {
    void beatNow();
  }, []);
  // Each beat moves the online tasks' progress: read them again (this screen only).
  const queryClient = useQueryClient();
  useEffect(() => {
    if (seconds !== null) void queryClient.invalidateQueries({ queryKey: welfareKeys.tasks });
  }, [seconds, queryClient]);
  return (
    <div className="app-page wf-page">
      <PageHeader title={tWelfare('onlineTitle')} />
      <section className="app-card wf-card wf-online" aria-label={tWelfare('onlineToday')}>
        <span className="wf-card__sub">{tWelfare('onlineToday')}</span>
        <strong data-testid="online-minutes">
          {seconds === null ? '—' : tWelfare('onlineMinutes', { n: Math.floor(seconds / 60) })}
        </strong>
        <p className="wf-card__note">{tWelfare('onlineHint')}</p>
      </section>
      <section className="app-card wf-card" aria-label={tWelfare('onlineRewards')}>
        <h2 className="wf-card__title">{tWelfare('onlineRewards')}</h2>
        {tasks.isError ? (
          <RetryButton onRetry={tasks.refetch} />
        ) : (
          <ul className="wf-tasks">
            {online.map((t) => (
              <TaskRow key={t.id} task={t} />
            ))}
          </ul>
        )}
        {tasks.data && online.length === 0 ? <p className="wf-empty">{tWelfare('noTasks')}</p> : null}
      </section>
    </div>
  );
}
