import { resultBody } from '@lld/protocol/api/envelope';
import {
  adminExchangeItem,
  adminOrder,
  adminOrdersQuery,
  adminProduct,
  adminProductInput,
  adminProductPatch,
  exchangeItemInput,
  exchangeItemPatch,
  idParams,
  ledgerAudit,
  notificationsQuery,
  orderParams,
  paymentNotification,
  redeemBatch,
  redeemBatchCodes,
  redeemBatchCreated,
  redeemBatchInput,
  redeemBatchPatch,
  vipGrantInput,
  vipGrantResult,
  walletGrantInput,
  walletGrantResult,
} from '@lld/protocol/api/wallet-admin';
import { ResultCode } from '@lld/protocol/result-codes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { sendBody } from '../../http/reply.ts';
import { adminKeyMatches } from '../admin/admin.routes.ts';
import { type ProductRow, toProduct } from '../recharge/product.service.ts';
import { toOrder } from '../recharge/recharge.service.ts';
import { formatCode, toBatch } from '../redeem/redeem.service.ts';

const SECURITY = [{ adminKey: [] }];
const list = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), hasMore: z.boolean(), page: z.number().int(), pageSize: z.number().int() });

function ok(reply: FastifyReply, data: unknown): FastifyReply {
  return sendBody(reply, 200, { code: 200, msg: 'ok', data });
}

const adminProductOf = (r: ProductRow) => ({
  ...toProduct(r),
  vipType: r.vipType,
  sort: r.sort,
  enabled: r.enabled,
});
const date = (s: number) => (s > 0 ? new Date(s * 1000) : null);

/**
 * Operator API of the wallet (register with prefix `/api/admin`): products, redeem batches,
 * exchange items, orders and refunds, notifications, the books, manual grants.
 */
export async function walletAdminRoutes(app: FastifyInstance): Promise<void> {
  const { products, recharge, redeem, wallet, vip, users } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = <S extends object>(summary: string, s: S) => ({
    tags: ['admin'],
    summary,
    security: SECURITY,
    ...s,
  });

  app.addHook('onRequest', async (request) => {
    if (!adminKeyMatches(request.headers['x-admin-key'], app.config.adminKey))
      throw new AppError(ResultCode.FORBIDDEN, 'x-admin-key required');
  });

  // Products.
  r.get(
    '/products',
    {
      schema: schema('Every product, enabled or not', {
        response: { 200: resultBody(z.array(adminProduct)) },
      }),
    },
    async (_req, reply) => ok(reply, (await products.all()).map(adminProductOf)),
  );
  r.post(
    '/products',
    { schema: schema('Add a VIP plan, gold pack or diamond pack', { body: adminProductInput }) },
    async (req, reply) => {
      const b = req.body;
      const row = await products.create({ ...b, tier: b.kind === 'vip' ? b.tier : null });
      return ok(reply, adminProductOf(row));
    },
  );
  r.put(
    '/products/:id',
    {
      schema: schema('Change a product (disable with enabled: false)', {
        params: idParams,
        body: adminProductPatch,
      }),
    },
    async (req, reply) => ok(reply, adminProductOf(await products.update(req.params.id, req.body))),
  );

  // Redeem batches.
  r.post(
    '/redeem/batches',
    {
      schema: schema('Generate a batch of redeem codes', {
        body: redeemBatchInput,
        response: { 200: resultBody(redeemBatchCreated) },
      }),
    },
    async (req, reply) => {
      const b = req.body;
      const { batch, codes } = await redeem.createBatch({
        ...b,
        startsAt: date(b.startsAt),
        expiresAt: date(b.expiresAt),
      });
      return ok(reply, { batch: toBatch(batch, 0), codes: codes.map(formatCode) });
    },
  );
  r.get(
    '/redeem/batches',
    {
      schema: schema('Redeem batches with their use counts', {
        response: { 200: resultBody(z.array(redeemBatch)) },
      }),
    },
    async (_req, reply) => ok(reply, await redeem.batches()),
  );
  r.get(
    '/redeem/batches/:id/codes',
    {
      schema: schema("A batch's codes", {
        params: idParams,
        response: { 200: resultBody(redeemBatchCodes) },
      }),
    },
    async (req, reply) => ok(reply, { codes: await redeem.batchCodes(req.params.id) }),
  );
  r.put(
    '/redeem/batches/:id',
    { schema: schema('Enable or disable a batch', { params: idParams, body: redeemBatchPatch }) },
    async (req, reply) => ok(reply, await redeem.setBatchEnabled(req.params.id, req.body.enabled)),
  );

  // Exchange items.
  r.get(
    '/exchange-items',
    {
      schema: schema('Every exchange item', { response: { 200: resultBody(z.array(adminExchangeItem)) } }),
    },
    async (_req, reply) => ok(reply, await redeem.allItems()),
  );
  r.post(
    '/exchange-items',
    { schema: schema('Add an item gold or diamonds buy', { body: exchangeItemInput }) },
    async (req, reply) => ok(reply, await redeem.createItem(req.body)),
  );
  r.put(
    '/exchange-items/:id',
    { schema: schema('Change an exchange item', { params: idParams, body: exchangeItemPatch }) },
    async (req, reply) => ok(reply, await redeem.updateItem(req.params.id, req.body)),
  );

  // Orders, refunds, notifications.
  r.get(
    '/orders',
    {
      schema: schema('Recharge orders, newest first', {
        querystring: adminOrdersQuery,
        response: { 200: resultBody(list(adminOrder)) },
      }),
    },
    async (req, reply) =>
      ok(reply, {
        ...(await recharge.adminOrders(req.query)),
        page: req.query.page,
        pageSize: req.query.pageSize,
      }),
  );
  r.post(
    '/orders/:orderNo/refund',
    {
      schema: schema(
        'Refund a credited order: its credit is taken back (3001/3002 when already spent); return the money at the gateway',
        { params: orderParams },
      ),
    },
    async (req, reply) => ok(reply, toOrder(await recharge.refund(req.params.orderNo))),
  );
  r.get(
    '/payments/notifications',
    {
      schema: schema('Gateway notifications with what became of them (refusals included)', {
        querystring: notificationsQuery,
        response: { 200: resultBody(list(paymentNotification)) },
      }),
    },
    async (req, reply) =>
      ok(reply, {
        ...(await recharge.notifications(req.query)),
        page: req.query.page,
        pageSize: req.query.pageSize,
      }),
  );

  // The books and manual changes.
  r.get(
    '/wallet/audit',
    {
      schema: schema('Checks the ledger: balanced postings, balances equal to ledger sums', {
        response: { 200: resultBody(ledgerAudit) },
      }),
    },
    async (_req, reply) => ok(reply, await wallet.audit()),
  );
  r.post(
    '/wallet/grant',
    {
      schema: schema('Credit (amount > 0) or debit (amount < 0) a user, through the ledger', {
        body: walletGrantInput,
        response: { 200: resultBody(walletGrantResult) },
      }),
    },
    async (req, reply) => {
      const b = req.body;
      await users.ownInfo(b.userId).catch(() => {
        throw AppError.notFound('no such user');
      });
      const options = {
        reason: 'grant' as const,
        reference: 'operator',
        title: b.memo || (b.amount > 0 ? '系统赠送' : '系统扣除'),
        idempotencyKey: `grant:${b.requestId ?? crypto.randomUUID()}`,
      };
      const moved =
        b.amount > 0
          ? await wallet.credit(b.userId, b.currency, b.amount, options)
          : await wallet.debit(b.userId, b.currency, -b.amount, options);
      return ok(reply, { balance: moved.balance, duplicate: moved.duplicate });
    },
  );
  r.post(
    '/vip/grant',
    {
      schema: schema('Give a user VIP days of a tier', {
        body: vipGrantInput,
        response: { 200: resultBody(vipGrantResult) },
      }),
    },
    async (req, reply) => {
      const b = req.body;
      await users.ownInfo(b.userId).catch(() => {
        throw AppError.notFound('no such user');
      });
      const g = await app.db.transaction((tx) =>
        vip.grant(tx, {
          userId: b.userId,
          tier: b.tier,
          days: b.days,
          ...(b.cardName ? { cardName: b.cardName } : {}),
          source: 'grant',
          reference: `grant:${crypto.randomUUID()}`,
        }),
      );
      return ok(reply, {
        startsAt: Math.floor(g.startsAt.getTime() / 1000),
        expiresAt: Math.floor(g.expiresAt.getTime() / 1000),
      });
    },
  );
}
