import { gameEnableInput, gameInput, gameOrderInput } from '@lld/protocol/api/games';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOk as ok, adminSchema as schema } from '../../http/admin-route.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Operator API of the game centre (under `/api/admin`): add, change, order, enable/disable. */
export async function gamesAdminRoutes(app: FastifyInstance): Promise<void> {
  const { games } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/games', { schema: schema('Every game, enabled or not, in order', {}) }, async (_req, reply) =>
    ok(reply, { list: await games.all() }),
  );
  r.post('/games', { schema: schema('Add a game', { body: gameInput }) }, async (req, reply) =>
    ok(reply, await games.create(req.body)),
  );
  r.put(
    '/games/:id',
    { schema: schema('Change a game', { params: idParams, body: gameInput }) },
    async (req, reply) => ok(reply, await games.update(req.params.id, req.body)),
  );
  r.put(
    '/games/:id/enabled',
    { schema: schema('Enable or disable a game', { params: idParams, body: gameEnableInput }) },
    async (req, reply) => ok(reply, await games.setEnabled(req.params.id, req.body.enabled)),
  );
  r.post(
    '/games/order',
    { schema: schema('Order games: the ids given first, in that order', { body: gameOrderInput }) },
    async (req, reply) => ok(reply, { list: await games.order(req.body.ids) }),
  );
}
