import type { UserTask } from '@lld/protocol/api/welfare';
import { tWelfare } from '../i18n';

/** `3/5`, or minutes for counted time (`2/5分钟`; seconds when the target is under a minute). */
export function progressText(task: Pick<UserTask, 'metric' | 'progress' | 'target'>): string {
  const timed = task.metric === 'watch_seconds' || task.metric === 'online_seconds';
  if (!timed) return tWelfare('progressCount', { p: task.progress, t: task.target });
  if (task.target < 60) return tWelfare('progressSeconds', { p: task.progress, t: task.target });
  return tWelfare('progressMinutes', { p: Math.floor(task.progress / 60), t: Math.ceil(task.target / 60) });
}

/** 0..100 for the progress bar. */
export function progressPercent(task: Pick<UserTask, 'progress' | 'target'>): number {
  return task.target > 0 ? Math.min(100, Math.round((task.progress / task.target) * 100)) : 0;
}
