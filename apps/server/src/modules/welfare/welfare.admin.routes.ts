import { wallAppInput, welfareTaskInput } from '@lld/protocol/api/welfare';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOk as ok, adminSchema as schema } from '../../http/admin-route.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Operator API of the welfare centre (under `/api/admin`): tasks and the app wall. The reward
 * tables (checkinRewards, inviteReward, levels) are settings: `PUT /api/admin/settings/:key`.
 */
export async function welfareAdminRoutes(app: FastifyInstance): Promise<void> {
  const { welfare, appWall } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/welfare/tasks', { schema: schema('Every welfare task, enabled or not', {}) }, async (_req, reply) =>
    ok(reply, { list: await welfare.allTasks() }),
  );
  r.post('/welfare/tasks', { schema: schema('Add a task', { body: welfareTaskInput }) }, async (req, reply) =>
    ok(reply, await welfare.createTask(req.body)),
  );
  r.put(
    '/welfare/tasks/:id',
    {
      schema: schema('Change a task (progress already counted stays)', {
        params: idParams,
        body: welfareTaskInput,
      }),
    },
    async (req, reply) => ok(reply, await welfare.updateTask(req.params.id, req.body)),
  );
  r.get(
    '/welfare/apps',
    { schema: schema('Every app-wall entry, enabled or not', {}) },
    async (_req, reply) => ok(reply, { list: await appWall.all() }),
  );
  r.post(
    '/welfare/apps',
    { schema: schema('Add an app to the wall', { body: wallAppInput }) },
    async (req, reply) => ok(reply, await appWall.create(req.body)),
  );
  r.put(
    '/welfare/apps/:id',
    { schema: schema('Change an app-wall entry', { params: idParams, body: wallAppInput }) },
    async (req, reply) => ok(reply, await appWall.update(req.params.id, req.body)),
  );
}
