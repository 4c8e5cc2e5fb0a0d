import { endpoints } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { appRoute } from '../../http/app-route.ts';

/** The welfare centre's PROTOCOL calls. */
export async function welfareRoutes(app: FastifyInstance): Promise<void> {
  const { welfare, invites, appWall } = app.services;

  appRoute(app, endpoints.welfareCheckinState, async ({ user }) => welfare.checkinState(user.id));
  appRoute(app, endpoints.welfareCheckin, async ({ user }) => welfare.checkin(user.id));
  appRoute(app, endpoints.usertaskList, async ({ user }) => ({ list: await welfare.tasks(user.id) }));
  appRoute(app, endpoints.usertaskGet, async ({ body, user }) => welfare.claim(user.id, body.id));
  appRoute(app, endpoints.userOnlineTime, async ({ user }) => welfare.heartbeat(user.id));
  appRoute(app, endpoints.userLevel, async ({ user }) => welfare.level(user.id));

  appRoute(app, endpoints.userInviteIncome, async ({ user }) => invites.income(user.id));
  appRoute(app, endpoints.userInviteList, async ({ body, user }) => invites.list(user.id, body));
  appRoute(app, endpoints.userInviteRedeem, async ({ body, user }) => invites.redeem(user.id, body.code));

  appRoute(app, endpoints.appsList, async ({ user }) => ({ list: await appWall.list(user?.id ?? null) }));
  appRoute(app, endpoints.appsPage, async ({ body, user }) => appWall.page(user?.id ?? null, body));
  appRoute(app, endpoints.appsClick, async ({ body, user }) => appWall.click(user.id, body.id));
}
