import { wallAppInput, welfareTaskInput } from '@lld/protocol/api/welfare';
import type { FastifyInstance } from 'fastify';
import { crudRoutes, rowBefore } from '../../http/admin-route.ts';
import { welfareApps, welfareTasks } from './welfare.schema.ts';

/**
 * Operator API of the welfare centre (under `/api/admin`): tasks and the app wall. The reward
 * tables (checkinRewards, inviteReward, levels) are settings: `PUT /api/admin/settings/:key`.
 * A change's audit entry has the task or the app as it was.
 */
export async function welfareAdminRoutes(app: FastifyInstance): Promise<void> {
  const { welfare, appWall } = app.services;

  crudRoutes(app, '/welfare/tasks', {
    summaries: {
      list: 'Every welfare task, enabled or not',
      add: 'Add a task',
      change: 'Change a task (progress already counted stays)',
    },
    input: welfareTaskInput,
    list: () => welfare.allTasks(),
    save: (id, input) => (id === null ? welfare.createTask(input) : welfare.updateTask(id, input)),
    before: (id) => rowBefore(app.db, welfareTasks, id),
  });
  crudRoutes(app, '/welfare/apps', {
    summaries: {
      list: 'Every app-wall entry, enabled or not',
      add: 'Add an app to the wall',
      change: 'Change an app-wall entry',
    },
    input: wallAppInput,
    list: () => appWall.all(),
    save: (id, input) => (id === null ? appWall.create(input) : appWall.update(id, input)),
    before: (id) => rowBefore(app.db, welfareApps, id),
  });
}
