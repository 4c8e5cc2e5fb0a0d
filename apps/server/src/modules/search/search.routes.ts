import { endpoints } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { appRoute } from '../../http/app-route.ts';

/** Search calls: results by tab, suggestions, hot words, recommendations for an empty result. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const { search } = app.services;
  appRoute(app, endpoints.searchDetails, async ({ body, user, request }) =>
    // A query counts for hot searches once per user (or network, signed out) and word a day.
    search.details(body, user ? `u${user.id}` : `ip${request.ip}`),
  );
  appRoute(app, endpoints.searchSuggest, async ({ body }) => search.suggest(body.keyword, body.limit));
  appRoute(app, endpoints.searchHot, async ({ body }) => ({ list: await search.hotList(body.limit) }));
  appRoute(app, endpoints.searchRecommend, async ({ body }) => search.recommend(body.tab, body.limit));
}
