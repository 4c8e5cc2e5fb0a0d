import { endpoints } from '@lld/protocol/api/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { lgpParamsOf } from '../../adapters/games/lgp.ts';
import { appRoute } from '../../http/app-route.ts';

/** Our origin as the caller reached it (or PUBLIC_URL): the base of launch and callback URLs. */
const originOf = (request: FastifyRequest) =>
  request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;

/**
 * The game centre's PROTOCOL calls, and the provider's server-to-server calls
 * (`/api/game/provider/<name>/verify|score`, outside /api/app: signed by LGP/1 with the secret
 * shared with that provider, docs/game-provider-protocol.md).
 */
export async function gamesRoutes(app: FastifyInstance): Promise<void> {
  const { games } = app.services;

  appRoute(app, endpoints.gameHome, async ({ user }) => games.home(user.id));
  appRoute(app, endpoints.gameLogin, async ({ body, user, request }) =>
    games.login(user.id, body.id, originOf(request)),
  );
  appRoute(app, endpoints.gameRank, async ({ body, user }) => games.rank(user.id, body.id));
  appRoute(app, endpoints.gameMyScores, async ({ user }) => games.myScores(user.id));

  await app.register(async (provider) => {
    provider.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const send = (reply: FastifyReply, r: { status: number; body: Record<string, string> }) =>
      reply.code(r.status).header('cache-control', 'no-store').send(r.body);
    type Req = FastifyRequest<{ Params: { provider: string } }>;
    provider.post(
      '/api/game/provider/:provider/verify',
      { schema: { tags: ['game'], summary: 'Game provider: verify (and spend) a launch token (LGP/1)' } },
      async (request: Req, reply) =>
        send(reply, await games.verify(request.params.provider, lgpParamsOf(request.body))),
    );
    provider.post(
      '/api/game/provider/:provider/score',
      { schema: { tags: ['game'], summary: 'Game provider: report a score, once per event id (LGP/1)' } },
      async (request: Req, reply) =>
        send(reply, await games.score(request.params.provider, lgpParamsOf(request.body))),
    );
  });
}
