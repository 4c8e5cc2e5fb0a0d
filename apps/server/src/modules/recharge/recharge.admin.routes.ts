import { resultBody } from '@lld/protocol/api/envelope';
import {
  adminOrder,
  adminOrdersQuery,
  adminProduct,
  adminProductInput,
  adminProductPatch,
  idParams,
  notificationsQuery,
  orderParams,
  paymentNotification,
} from '@lld/protocol/api/wallet-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminList as list, adminOk as ok, adminSchema as schema } from '../../http/admin-route.ts';
import { type ProductRow, toProduct } from './product.service.ts';
import { toOrder } from './recharge.service.ts';

const adminProductOf = (r: ProductRow) => ({
  ...toProduct(r),
  vipType: r.vipType,
  sort: r.sort,
  enabled: r.enabled,
});
const _date = (s: number) => (s > 0 ? new Date(s * 1000) : null);

/** Operator API of top-ups (under `/api/admin`): products, orders and refunds, gateway notifications. */
export async function rechargeAdminRoutes(app: FastifyInstance): Promise<void> {
  const { products, recharge } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

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
}
