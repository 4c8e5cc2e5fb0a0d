import { endpoints } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { appRoute, directRoute } from '../../http/app-route.ts';

/** media/*, collect/* and content/info (PROTOCOL §11 paths). */
/** Words in media/hotSearchs/list. */
const HOT_WORDS = 20;

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const { media, gallery, community, comics, novels } = app.services;
  /** content/info for the types other modules own (4 post, 5 circle, 6 comic, 9 novel, 10 audio). */
  const otherInfo = async (contentType: number, id: number) => {
    const s =
      contentType === 4
        ? await community.postSummary(id)
        : contentType === 5
          ? await community.circleSummary(id)
          : contentType === 6
            ? await comics.summary(id)
            : contentType === 9 || contentType === 10
              ? await novels.summary(id, contentType === 9 ? 'text' : 'audio')
              : undefined;
    if (s === undefined) return undefined;
    if (s === null) throw AppError.notFound('no such item');
    return { contentType, id, ...s };
  };
  const origin = (r: { protocol: string; host: string }) => `${r.protocol}://${r.host}`;

  // Every app start's home feed, cached: answered by the direct lane too (http/direct-lane.ts).
  directRoute(app, endpoints.mediaHome, () => media.home());
  appRoute(app, endpoints.mediaRecommend, async ({ body }) => media.recommend(body));
  appRoute(app, endpoints.mediaShortRecommend, async ({ body }) => media.shortRecommend(body));
  appRoute(app, endpoints.mediaTagDetails, async ({ body }) => media.tagDetails(body));
  appRoute(app, endpoints.mediaTopicDetails, async ({ body }) => media.topicDetails(body));
  appRoute(app, endpoints.mediaActorDetails, async ({ body }) => media.actorDetails(body));
  appRoute(app, endpoints.mediaPublished, async ({ body }) => media.published(body));
  appRoute(app, endpoints.mediaCollectHome, async ({ body }) => media.collectHome(body));
  appRoute(app, endpoints.mediaCollectDetails, async ({ body, user }) => media.collectDetails(user, body.id));
  appRoute(app, endpoints.mediaPay, async ({ body, user }) => media.sales.payVideo(user, body.id));
  appRoute(app, endpoints.mediaCollectPay, async ({ body, user }) =>
    media.sales.payCollection(user, body.id),
  );
  appRoute(app, endpoints.mediaLike, async ({ body, user }) => media.like(user, body.id, body.like));
  appRoute(app, endpoints.mediaPlay, async ({ body, user, request }) =>
    media.play(user, body.id, origin(request)),
  );
  appRoute(app, endpoints.mediaTrackList, async ({ body, user }) => media.track(user, body));
  appRoute(app, endpoints.mediaCache, async ({ body, user }) => media.cache(user, body.id));
  appRoute(app, endpoints.mediaFilterOptions, async () => media.filterOptions());
  appRoute(app, endpoints.mediaFilter, async ({ body }) => media.filter(body));
  appRoute(app, endpoints.mediaRank, async ({ body }) => media.rank(body));
  appRoute(app, endpoints.mediaTopicList, async ({ body }) => media.topicList(body));
  // The long-video area's hot words: what people really search (search module: counted per
  // Shanghai day, decayed, operator pins and bans), topped up from the editorial list while
  // few real searches exist (a new install). Same wire shape as before.
  appRoute(app, endpoints.mediaHotSearches, async () => {
    const real = app.services.search ? await app.services.search.hotList(HOT_WORDS) : [];
    const list = real.map((w) => ({ keyword: w.keyword, hot: Math.round(w.hot) }));
    const seen = new Set(list.map((w) => w.keyword));
    const banned = app.services.search ? await app.services.search.hot.banned() : new Set<string>();
    for (const w of await media.repo.hotSearches()) {
      if (list.length >= HOT_WORDS) break;
      if (seen.has(w.keyword) || banned.has(w.keyword)) continue;
      list.push({ keyword: w.keyword, hot: w.hot });
    }
    return list.map((w, i) => ({ id: i + 1, ...w }));
  });

  appRoute(app, endpoints.collectOperate, async ({ body, user }) =>
    media.setFavourite(user, body.contentType, body.id, body.collect),
  );
  appRoute(app, endpoints.collectList, async ({ body, user }) => media.favouriteList(user, body));
  appRoute(app, endpoints.collectDelete, async ({ body, user }) => ({
    deleted: await media.repo.viewer.deleteFavourites(user.id, body.contentType, body.ids),
  }));
  appRoute(app, endpoints.contentInfo, async ({ body, user }) =>
    body.contentType === 7 || body.contentType === 8
      ? gallery.info(body.contentType, body.id, user?.id ?? null)
      : ((await otherInfo(body.contentType, body.id)) ?? media.contentInfo(body.contentType, body.id)),
  );
}
