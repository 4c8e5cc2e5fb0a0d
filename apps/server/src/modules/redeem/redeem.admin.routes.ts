import {
  adminExchangeItem,
  exchangeItemInput,
  exchangeItemPatch,
  redeemBatch,
  redeemBatchCodes,
  redeemBatchCreated,
  redeemBatchInput,
  redeemBatchPatch,
} from '@lld/protocol/api/wallet-admin';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminRoutes, idParams } from '../../http/admin-route.ts';
import { formatCode, toBatch } from './redeem.service.ts';

const date = (s: number) => (s > 0 ? new Date(s * 1000) : null);

/** Operator API of redeem codes and the exchange catalogue (under `/api/admin`). */
export async function redeemAdminRoutes(app: FastifyInstance): Promise<void> {
  const { redeem, exchange } = app.services;
  const admin = adminRoutes(app);

  // Redeem batches.
  admin.post(
    '/redeem/batches',
    { summary: 'Generate a batch of redeem codes', body: redeemBatchInput, response: redeemBatchCreated },
    async (req) => {
      const b = req.body;
      const { batch, codes } = await redeem.createBatch({
        ...b,
        startsAt: date(b.startsAt),
        expiresAt: date(b.expiresAt),
      });
      return { batch: toBatch(batch, 0), codes: codes.map(formatCode) };
    },
  );
  admin.get(
    '/redeem/batches',
    { summary: 'Redeem batches with their use counts', response: z.array(redeemBatch) },
    () => redeem.batches(),
  );
  admin.get(
    '/redeem/batches/:id/codes',
    { summary: "A batch's codes", params: idParams, response: redeemBatchCodes },
    async (req) => ({ codes: await redeem.batchCodes(req.params.id) }),
  );
  admin.put(
    '/redeem/batches/:id',
    { summary: 'Enable or disable a batch', params: idParams, body: redeemBatchPatch },
    async (req) => {
      req.auditBefore = (await redeem.batches()).find((b) => b.id === req.params.id) ?? null;
      return redeem.setBatchEnabled(req.params.id, req.body.enabled);
    },
  );

  // Exchange items.
  admin.get('/exchange-items', { summary: 'Every exchange item', response: z.array(adminExchangeItem) }, () =>
    exchange.allItems(),
  );
  admin.post(
    '/exchange-items',
    { summary: 'Add an item gold or diamonds buy', body: exchangeItemInput },
    (req) => exchange.createItem(req.body),
  );
  admin.put(
    '/exchange-items/:id',
    { summary: 'Change an exchange item', params: idParams, body: exchangeItemPatch },
    async (req) => {
      req.auditBefore = (await exchange.allItems()).find((i) => i.id === req.params.id) ?? null;
      return exchange.updateItem(req.params.id, req.body);
    },
  );
}
