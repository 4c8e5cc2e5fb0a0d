import { gameEnableInput, gameInput, gameOrderInput } from '@lld/protocol/api/games';
import type { FastifyInstance } from 'fastify';
import { acceptRawBodies } from '../../http/admin-images.ts';
import { adminRoutes, crudRoutes, idParams, storedCoverRoutes } from '../../http/admin-route.ts';
import { games as gamesTable } from './games.schema.ts';

/**
 * Operator API of the game centre (under `/api/admin`): add, change, order, enable/disable, and
 * the cover uploaded as a raw `application/octet-stream` image.
 */
export async function gamesAdminRoutes(app: FastifyInstance): Promise<void> {
  const { games } = app.services;
  const admin = adminRoutes(app);
  acceptRawBodies(app);

  crudRoutes(app, '/games', {
    summaries: { list: 'Every game, enabled or not, in order', add: 'Add a game', change: 'Change a game' },
    input: gameInput,
    list: () => games.all(),
    save: (id, input) => (id === null ? games.create(input) : games.update(id, input)),
    before: (id) => games.row(id),
  });
  storedCoverRoutes(app, '/games', {
    table: gamesTable,
    profile: 'cover',
    missing: 'no such game',
    row: (id) => games.row(id),
    summaries: {
      put: 'Replace the game cover with an image (JPEG, PNG, WebP, GIF)',
      get: 'The game cover, decoded (the app gets it obfuscated)',
    },
  });
  admin.put(
    '/games/:id/enabled',
    { summary: 'Enable or disable a game', params: idParams, body: gameEnableInput },
    async (req) => {
      req.auditBefore = await games.row(req.params.id);
      return games.setEnabled(req.params.id, req.body.enabled);
    },
  );
  admin.post(
    '/games/order',
    { summary: 'Order games: the ids given first, in that order', body: gameOrderInput },
    async (req) => {
      req.auditBefore = { ids: (await games.all()).map((g) => g.id) };
      return { list: await games.order(req.body.ids) };
    },
  );
}
