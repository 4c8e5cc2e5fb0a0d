import { endpoints } from '@lld/protocol/api/endpoints';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appRoute } from '../../http/app-route.ts';
import { comics } from './comics.schema.ts';

/** Comics (issue 6): browsing, chapters, pages behind the wallet's access rules, history. */
export async function comicsRoutes(app: FastifyInstance): Promise<void> {
  const { comics: svc } = app.services;

  appRoute(app, endpoints.comicsHome, async () => svc.home());

  appRoute(app, endpoints.comicsCategory, async ({ body }) => {
    const finished = body.finished === undefined ? undefined : eq(comics.finished, body.finished ? 1 : 0);
    const vip = body.vip ? svc.repo.withVipChapters() : undefined;
    return svc.list(and(svc.repo.inCategory(body.categoryId), finished, vip), body.sort, body);
  });

  appRoute(app, endpoints.comicsRecommend, async ({ body }) =>
    svc.list(svc.repo.inCategory(body.categoryId), body.sort === 'hot' ? 'score' : body.sort, body),
  );

  appRoute(app, endpoints.comicsAuthor, async ({ body }) => svc.author(body.authorId, body));

  appRoute(app, endpoints.comicsDetail, async ({ body, user }) => svc.detail(body.id, user?.id ?? null));

  appRoute(app, endpoints.comicsChapter, async ({ body, user }) =>
    svc.chapters(body.comicId, body.desc, body, user?.id ?? null),
  );

  appRoute(app, endpoints.comicsMaylike, async ({ body }) => ({
    list: await svc.maylike(body.id, body.size),
  }));

  appRoute(app, endpoints.comicsTagList, async ({ body }) => svc.tags(body));

  appRoute(app, endpoints.comicsTagListById, async ({ body }) => svc.tag(body.tagId, body.sort, body));

  appRoute(app, endpoints.comicsPay, async ({ body, user }) => svc.pay(body.chapterId, user.id));

  appRoute(app, endpoints.comicsTrackList, async ({ body, user }) => svc.history(user.id, body));

  appRoute(app, endpoints.comicsTrack, async ({ body, user }) => {
    await svc.track(body.chapterId, body.page, user.id);
    return { ok: true as const };
  });

  appRoute(app, endpoints.comicsChapterIsLook, async ({ body, user }) =>
    svc.isLook(body.chapterId, user?.id ?? null),
  );

  appRoute(app, endpoints.comicsChapterPics, async ({ body, user }) =>
    svc.pics(body.chapterId, user.id, body.preview),
  );
}
