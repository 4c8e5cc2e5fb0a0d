import { endpoints } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { appRoute } from '../../http/app-route.ts';

/** The wallet's own lists: what you bought, your member cards, your gold and diamond log. */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const { purchases, vip, wallet } = app.services;

  appRoute(app, endpoints.purchaseList, async ({ body, user }) => ({
    ...(await purchases.list(user.id, body.page, body.pageSize, body.kind)),
    page: body.page,
    pageSize: body.pageSize,
  }));

  appRoute(app, endpoints.cardList, async ({ body, user }) => ({
    ...(await vip.cards(user.id, body.page, body.pageSize)),
    page: body.page,
    pageSize: body.pageSize,
  }));

  appRoute(app, endpoints.walletLog, async ({ body, user }) => ({
    ...(await wallet.log(user.id, body.page, body.pageSize, body.currency)),
    page: body.page,
    pageSize: body.pageSize,
  }));
}
