import { endpoints } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { appRoute } from '../../http/app-route.ts';

/** Novels and audio books (issue 6). */
export async function novelsRoutes(app: FastifyInstance): Promise<void> {
  const { novels } = app.services;
  appRoute(app, endpoints.novelList, async ({ body }) => novels.list(body.kind, body));
  appRoute(app, endpoints.novelDetail, async ({ body, user }) => novels.detail(body.id, user?.id ?? null));
  appRoute(app, endpoints.novelChapter, async ({ body, user }) => novels.chapter(body.chapterId, user.id));
  appRoute(app, endpoints.novelIsLook, async ({ body, user }) =>
    novels.isLook(body.chapterId, user?.id ?? null),
  );
  appRoute(app, endpoints.novelPay, async ({ body, user }) => novels.pay(body.chapterId, user.id));
  appRoute(app, endpoints.novelTrack, async ({ body, user }) => {
    await novels.track(body.chapterId, body.position, user.id);
    return { ok: true as const };
  });
}
