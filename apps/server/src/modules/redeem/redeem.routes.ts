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

  appRoute(app, endpoints.redeemCodeList, async ({ body, user }) => ({
    ...(await redeem.history(user.id, body.page, body.pageSize)),
    page: body.page,
    pageSize: body.pageSize,
  }));

  appRoute(app, endpoints.redeemList, async ({ body, user }) => ({
    ...(await exchange.items(user.id, body.page, body.pageSize)),
    page: body.page,
    pageSize: body.pageSize,
  }));

  appRoute(app, endpoints.redeemExchange, async ({ body, user }) => {
    const r = await exchange.exchange(user.id, body);
    return { ...r, userInfo: await users.ownInfo(user.id) };
  });

  appRoute(app, endpoints.redeemHistory, async ({ body, user }) => ({
    ...(await exchange.exchangeHistory(user.id, body.page, body.pageSize)),
    page: body.page,
    pageSize: body.pageSize,
  }));
}
