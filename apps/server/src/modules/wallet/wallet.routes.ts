import { endpoints } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { appRoute } from '../../http/app-route.ts';

/** The wallet's own lists: what you bought, your member cards, your gold and diamond log. */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const { purchases, vip, wallet } = app.services;

  appRoute(app, endpoints.purchaseList, ({ body, user }) => purchases.list(user.id, body, body.kind));
  appRoute(app, endpoints.cardList, ({ body, user }) => vip.cards(user.id, body));
  appRoute(app, endpoints.walletLog, ({ body, user }) => wallet.log(user.id, body, body.currency));
}
