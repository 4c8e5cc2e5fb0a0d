import { endpoints } from '@lld/protocol/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { appRoute } from '../../http/app-route.ts';

/** Redeem codes and the exchange catalogue. */
export async function redeemRoutes(app: FastifyInstance): Promise<void> {
  const { redeem, exchange, users } = app.services;

  appRoute(app, endpoints.redeemCodeUse, async ({ body, user, request }) => {
    const r = await redeem.use(user.id, body.code, request.ip);
    return { ...r, userInfo: await users.ownInfo(user.id) };
  });

  appRoute(app, endpoints.redeemCodeList, ({ body, user }) => redeem.history(user.id, body));
  appRoute(app, endpoints.redeemList, ({ body, user }) => exchange.items(user.id, body));

  appRoute(app, endpoints.redeemExchange, async ({ body, user }) => {
    const r = await exchange.exchange(user.id, body);
    return { ...r, userInfo: await users.ownInfo(user.id) };
  });

  appRoute(app, endpoints.redeemHistory, ({ body, user }) => exchange.exchangeHistory(user.id, body));
}
