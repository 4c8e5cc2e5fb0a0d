import { endpoints } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { appRoute } from '../../http/app-route.ts';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { users, sessions } = app.services;

  appRoute(app, endpoints.userInfo, async ({ body, user }) =>
    body.userId === undefined || body.userId === user.id
      ? users.ownInfo(user.id)
      : users.publicInfo(body.userId),
  );

  appRoute(app, endpoints.userLogout, async ({ user }) => {
    await sessions.revoke(user.tokenHash);
    return { ok: true as const };
  });
}
