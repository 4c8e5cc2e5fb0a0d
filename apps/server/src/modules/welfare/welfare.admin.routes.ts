import { wallAppInput, welfareTaskInput } from '@lld/protocol/api/welfare';
import type { FastifyInstance } from 'fastify';
import { idParams } from '../../http/admin-route.ts';
import { adminRoutes } from '../../http/admin-routes.ts';

/**
 * Operator API of the welfare centre (under `/api/admin`): tasks and the app wall. The reward
 * tables (checkinRewards, inviteReward, levels) are settings: `PUT /api/admin/settings/:key`.
 */
export async function welfareAdminRoutes(app: FastifyInstance): Promise<void> {
  const { welfare, appWall } = app.services;
  const admin = adminRoutes(app);

  admin.get('/welfare/tasks', { summary: 'Every welfare task, enabled or not' }, async () => ({
    list: await welfare.allTasks(),
  }));
  admin.post('/welfare/tasks', { summary: 'Add a task', body: welfareTaskInput }, (req) =>
    welfare.createTask(req.body),
  );
  admin.put(
    '/welfare/tasks/:id',
    { summary: 'Change a task (progress already counted stays)', params: idParams, body: welfareTaskInput },
    (req) => welfare.updateTask(req.params.id, req.body),
  );
  admin.get('/welfare/apps', { summary: 'Every app-wall entry, enabled or not' }, async () => ({
    list: await appWall.all(),
  }));
  admin.post('/welfare/apps', { summary: 'Add an app to the wall', body: wallAppInput }, (req) =>
    appWall.create(req.body),
  );
  admin.put(
    '/welfare/apps/:id',
    { summary: 'Change an app-wall entry', params: idParams, body: wallAppInput },
    (req) => appWall.update(req.params.id, req.body),
  );
}
