// WelfareTask (spec §2): the task groups 新手任务, 每日任务, 成长任务 with progress counted by the
// server; 去完成 follows the task's jump descriptor, 领取 pays through the ledger once.
import { TASK_GROUPS, type TaskGroup, type UserTask } from '@lld/protocol/api/welfare';
import { formatGold } from '@lld/protocol/format';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useBusyCall } from '@/lib/api/busy-call';
import { openJump } from '@/lib/open-jump';
import { toast } from '@/lib/toast';
import { claimTask, refreshAfterPay, welfareKeys } from '../api';
import { tWelfare, type WelfareKey } from '../i18n';
import { WfButton } from './buttons';
import './task-list.css';
import { progressPercent, progressText } from './task-progress';

const GROUP_TITLE: Record<TaskGroup, WelfareKey> = {
  newbie: 'groupNewbie',
  daily: 'groupDaily',
  growth: 'groupGrowth',
};

export function TaskRow({ task }: { task: UserTask }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { busy, call } = useBusyCall();
  const claim = () =>
    call(
      tWelfare('failed'),
      async () => {
        const r = await claimTask(task.id);
        queryClient.setQueryData(welfareKeys.tasks, (old: { list: UserTask[] } | undefined) =>
          old
            ? { list: old.list.map((t) => (t.id === task.id ? { ...t, status: 'claimed' as const } : t)) }
            : old,
        );
        refreshAfterPay(queryClient);
        void toast(tWelfare('claimDone', { gold: formatGold(r.reward) }));
      },
      () => void queryClient.invalidateQueries({ queryKey: welfareKeys.tasks }),
    );
  return (
    <li className="wf-task" data-testid={`task-${task.id}`}>
      <div className="wf-task__body">
        <div className="wf-task__title">
          <span>{task.title}</span>
          <span className="wf-task__reward">{tWelfare('reward', { gold: formatGold(task.reward) })}</span>
          {task.points > 0 ? (
            <span className="wf-task__points">{tWelfare('points', { n: task.points })}</span>
          ) : null}
        </div>
        {task.description ? <p className="wf-task__desc">{task.description}</p> : null}
        <div className="wf-task__progress">
          <span
            className="wf-bar"
            role="progressbar"
            aria-label={task.title}
            aria-valuemin={0}
            aria-valuemax={task.target}
            aria-valuenow={task.progress}
          >
            <span style={{ width: `${progressPercent(task)}%` }} />
          </span>
          <span className="wf-task__count">{progressText(task)}</span>
        </div>
      </div>
      {task.status === 'done' ? (
        <WfButton look="primary" disabled={busy} onClick={claim}>
          {tWelfare('claim')}
        </WfButton>
      ) : task.status === 'claimed' ? (
        <WfButton disabled>{tWelfare('claimed')}</WfButton>
      ) : (
        <WfButton look="ghost" disabled={!task.jump} onClick={() => openJump(task.jump, navigate)}>
          {tWelfare('goDo')}
        </WfButton>
      )}
    </li>
  );
}

export function TaskGroups({ tasks }: { tasks: UserTask[] }) {
  return (
    <>
      {TASK_GROUPS.map((group) => {
        const list = tasks.filter((t) => t.group === group);
        if (list.length === 0) return null;
        return (
          <section key={group} className="app-card wf-card" aria-label={tWelfare(GROUP_TITLE[group])}>
            <header className="wf-card__head">
              <h2>{tWelfare(GROUP_TITLE[group])}</h2>
              {group === 'daily' ? <span className="wf-card__sub">{tWelfare('dailyResets')}</span> : null}
            </header>
            <ul className="wf-tasks">
              {list.map((t) => (
                <TaskRow key={t.id} task={t} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
