import { searchWordInput } from '@lld/protocol/api/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOk as ok, adminSchema as schema } from '../../http/admin-route.ts';
import { AppError } from '../../http/app-error.ts';

/** Operator API of search (under `/api/admin`): pinned and banned hot words, the live list, a rebuild. */
export async function searchAdminRoutes(app: FastifyInstance): Promise<void> {
  const { search } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/search/words', { schema: schema('Pinned and banned hot-search words', {}) }, async (_req, reply) =>
    ok(reply, { list: await search.hot.words() }),
  );
  r.put(
    '/search/words',
    {
      schema: schema('Pin a word (at sort, with 热/新) or ban it from the hot list', {
        body: searchWordInput,
      }),
    },
    async (req, reply) =>
      ok(reply, await search.hot.setWord(req.body.keyword, req.body.state, req.body.sort, req.body.mark)),
  );
  r.post(
    '/search/words/forget',
    {
      schema: schema('Forget a pinned or banned word', {
        body: z.object({ keyword: z.string().trim().min(1).max(50) }),
      }),
    },
    async (req, reply) => {
      if (!(await search.hot.deleteWord(req.body.keyword))) throw AppError.notFound('no such word');
      return ok(reply, { keyword: req.body.keyword });
    },
  );
  r.get(
    '/search/hot',
    { schema: schema('The hot list as users see it, with decayed counts', {}) },
    async (_req, reply) => ok(reply, { list: await search.hot.list(50) }),
  );
  r.post(
    '/search/rebuild',
    { config: { adminRoles: [] }, schema: schema('Rebuild the whole search index now (owner)', {}) },
    async (_req, reply) => ok(reply, { documents: await search.rebuild() }),
  );
}
