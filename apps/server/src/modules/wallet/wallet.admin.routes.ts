import { resultBody } from '@lld/protocol/api/envelope';
import {
  ledgerAudit,
  vipGrantInput,
  vipGrantResult,
  walletGrantInput,
  walletGrantResult,
} from '@lld/protocol/api/wallet-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOk as ok, adminSchema as schema } from '../../http/admin-route.ts';
import { AppError } from '../../http/app-error.ts';

/** Operator API of the books (under `/api/admin`): the ledger audit and manual gold and VIP grants. */
export async function walletAdminRoutes(app: FastifyInstance): Promise<void> {
  const { wallet, vip, users } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

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
