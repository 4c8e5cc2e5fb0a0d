import { resultBody } from '@lld/protocol/api/envelope';
import {
  adminExchangeItem,
  exchangeItemInput,
  exchangeItemPatch,
  idParams,
  redeemBatch,
  redeemBatchCodes,
  redeemBatchCreated,
  redeemBatchInput,
  redeemBatchPatch,
} from '@lld/protocol/api/wallet-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOk as ok, adminSchema as schema } from '../../http/admin-route.ts';
import { formatCode, toBatch } from './redeem.service.ts';

const date = (s: number) => (s > 0 ? new Date(s * 1000) : null);

/** Operator API of redeem codes and the exchange catalogue (under `/api/admin`). */
export async function redeemAdminRoutes(app: FastifyInstance): Promise<void> {
  const { redeem, exchange } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

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
    async (_req, reply) => ok(reply, await exchange.allItems()),
  );
  r.post(
    '/exchange-items',
    { schema: schema('Add an item gold or diamonds buy', { body: exchangeItemInput }) },
    async (req, reply) => ok(reply, await exchange.createItem(req.body)),
  );
  r.put(
    '/exchange-items/:id',
    { schema: schema('Change an exchange item', { params: idParams, body: exchangeItemPatch }) },
    async (req, reply) => ok(reply, await exchange.updateItem(req.params.id, req.body)),
  );
}
