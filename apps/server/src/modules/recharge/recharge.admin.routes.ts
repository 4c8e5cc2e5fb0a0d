import {
  adminOrder,
  adminOrdersQuery,
  adminProduct,
  adminProductInput,
  adminProductPatch,
  notificationsQuery,
  orderParams,
  paymentNotification,
} from '@lld/protocol/api/wallet-admin';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rowsOf } from '../../db/database.ts';
import { adminPageQuery, adminRoutes, idParams, adminList as list } from '../../http/admin-route.ts';
import { pageLimit, pageOf, pageOffset } from '../../http/paging.ts';
import { type ProductRow, toProduct } from './product.service.ts';
import { toOrder } from './recharge.service.ts';

const adminProductOf = (r: ProductRow) => ({
  ...toProduct(r),
  vipType: r.vipType,
  sort: r.sort,
  enabled: r.enabled,
});

const reconcileQuery = adminPageQuery({ size: 50, maxSize: 200, maxPage: 10_000 });

/**
 * What is wrong with one order against the books, or null: paid but not credited; credited
 * without (or with a different) ledger credit or VIP grant; refunded without its debit.
 */
export function orderMismatch(o: {
  kind: string;
  status: string;
  amount: number;
  credited: number;
  refunded: number;
  grants: number;
}): string | null {
  if (o.status === 'paid') return 'paid_not_credited';
  if (o.kind === 'vip') return o.status === 'credited' && o.grants === 0 ? 'no_vip_grant' : null;
  if (o.credited !== o.amount) return o.credited === 0 ? 'no_ledger_credit' : 'credit_differs';
  if (o.status === 'credited' && o.refunded !== 0) return 'refund_debit_on_credited_order';
  if (o.status === 'refunded' && o.refunded !== o.amount) return 'refund_debit_missing';
  return null;
}

/** Operator API of top-ups (under `/api/admin`): products, orders and refunds, gateway notifications. */
export async function rechargeAdminRoutes(app: FastifyInstance): Promise<void> {
  const { products, recharge } = app.services;
  const admin = adminRoutes(app);

  // Products.
  admin.get(
    '/products',
    { summary: 'Every product, enabled or not', response: z.array(adminProduct) },
    async () => (await products.all()).map(adminProductOf),
  );
  admin.post(
    '/products',
    { summary: 'Add a VIP plan, gold pack or diamond pack', body: adminProductInput },
    async (req) => {
      const b = req.body;
      return adminProductOf(await products.create({ ...b, tier: b.kind === 'vip' ? b.tier : null }));
    },
  );
  admin.put(
    '/products/:id',
    { summary: 'Change a product (disable with enabled: false)', params: idParams, body: adminProductPatch },
    async (req) => {
      const before = await products.get(req.params.id);
      req.auditBefore = before ? adminProductOf(before) : null;
      return adminProductOf(await products.update(req.params.id, req.body));
    },
  );

  // Orders, refunds, notifications.
  admin.get(
    '/orders',
    { summary: 'Recharge orders, newest first', querystring: adminOrdersQuery, response: list(adminOrder) },
    (req) => recharge.adminOrders(req.query),
  );
  admin.post(
    '/orders/:orderNo/refund',
    {
      summary:
        'Refund a credited order: its credit is taken back (3001/3002 when already spent); return the money at the gateway',
      params: orderParams,
    },
    async (req) => {
      const before = await recharge.find(req.params.orderNo);
      req.auditBefore = before ? toOrder(before) : null;
      const after = toOrder(await recharge.refund(req.params.orderNo));
      req.auditAfter = after;
      return after;
    },
  );
  admin.get(
    '/orders/reconcile',
    {
      summary:
        'Per-order reconciliation: each paid, credited or refunded order against its ledger credit, refund debit or VIP grant; `mismatch` names what is wrong',
      querystring: reconcileQuery,
    },
    async (req) => {
      const q = req.query;
      const rows = rowsOf<Record<string, unknown>>(
        await app.db.execute(sql`
          select o.order_no as "orderNo", o.user_id as "userId", o.kind, o.amount, o.amount_fen as "amountFen",
            o.status, extract(epoch from o.paid_at)::bigint as "paidAt",
            coalesce((select sum(l.amount) from ledger_postings p join ledger_lines l on l.posting_id = p.id
              and l.user_id = o.user_id where p.idempotency_key = 'recharge:' || o.order_no), 0)::bigint as credited,
            coalesce((select -sum(l.amount) from ledger_postings p join ledger_lines l on l.posting_id = p.id
              and l.user_id = o.user_id where p.idempotency_key = 'refund:' || o.order_no), 0)::bigint as refunded,
            (select count(*)::int from vip_grants g where g.reference = 'order:' || o.order_no) as grants
          from recharge_orders o
          where o.status in ('paid', 'credited', 'refunded')
          order by o.created_at desc
          limit ${pageLimit(q)} offset ${pageOffset(q)}`),
      );
      const page = pageOf(rows, q);
      const list = page.list.map((r) => {
        const o = {
          orderNo: String(r.orderNo),
          userId: Number(r.userId),
          kind: String(r.kind),
          status: String(r.status),
          amount: Number(r.amount),
          amountFen: Number(r.amountFen),
          paidAt: r.paidAt === null ? null : Number(r.paidAt),
          credited: Number(r.credited),
          refunded: Number(r.refunded),
          grants: Number(r.grants),
        };
        return { ...o, mismatch: orderMismatch(o) };
      });
      return { ...page, list };
    },
  );
  admin.get(
    '/payments/notifications',
    {
      summary: 'Gateway notifications with what became of them (refusals included)',
      querystring: notificationsQuery,
      response: list(paymentNotification),
    },
    (req) => recharge.notifications(req.query),
  );
}
