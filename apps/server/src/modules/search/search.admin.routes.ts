import { searchWordInput } from '@lld/protocol/api/search';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminRoutes } from '../../http/admin-route.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * Operator API of search (under `/api/admin`): pinned and banned hot words, the live list, a
 * rebuild. A word's change or removal keeps the word as it was in its audit entry.
 */
export async function searchAdminRoutes(app: FastifyInstance): Promise<void> {
  const { search } = app.services;
  const admin = adminRoutes(app);
  const word = async (req: { body: { keyword: string } }) => {
    const key = req.body.keyword.trim().toLowerCase();
    return (await search.hot.words()).find((w) => w.keyword.toLowerCase() === key) ?? null;
  };

  admin.get('/search/words', { summary: 'Pinned and banned hot-search words' }, async (_req) => ({
    list: await search.hot.words(),
  }));
  admin.put(
    '/search/words',
    {
      summary: 'Pin a word (at sort, with 热/新) or ban it from the hot list',
      body: searchWordInput,
      before: word,
    },
    (req) => search.hot.setWord(req.body.keyword, req.body.state, req.body.sort, req.body.mark),
  );
  admin.post(
    '/search/words/forget',
    {
      summary: 'Forget a pinned or banned word',
      body: z.object({ keyword: z.string().trim().min(1).max(50) }),
      before: word,
    },
    async (req) => {
      if (!(await search.hot.deleteWord(req.body.keyword))) throw AppError.notFound('no such word');
      return { keyword: req.body.keyword };
    },
  );
  admin.get(
    '/search/hot',
    { summary: 'The hot list as users see it, with decayed counts' },
    async (_req) => ({ list: await search.hot.list(50) }),
  );
  admin.post(
    '/search/rebuild',
    { roles: [], summary: 'Rebuild the whole search index now (owner)' },
    async (_req) => ({ documents: await search.rebuild() }),
  );
}
