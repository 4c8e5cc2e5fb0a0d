import { resultBody } from '@lld/protocol/api/envelope';
import { currency } from '@lld/protocol/api/wallet';
import { ResultCode } from '@lld/protocol/result-codes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { sendBody } from '../../http/reply.ts';
import { adminKeyMatches } from './admin.routes.ts';

const grantRequest = z.object({
  userId: z.number().int().positive(),
  currency,
  amount: z.number().int().positive().max(100_000_000).describe('gold hundredths or diamond tenths'),
  /** Names the grant: the same key twice credits once. */
  idempotencyKey: z.string().min(1).max(200),
  title: z.string().max(60).default('运营赠送'),
});
const grantResponse = z.object({ balance: z.number().int(), duplicate: z.boolean() });

/**
 * Operator credit: `POST /api/admin/wallet/grant` posts a `grant` through the ledger (from the
 * operator account), once per idempotency key. Used by support and by browser tests to give a
 * test user gold. Register with prefix `/api/admin`.
 */
export async function adminWalletRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request) => {
    if (!adminKeyMatches(request.headers['x-admin-key'], app.config.adminKey))
      throw new AppError(ResultCode.FORBIDDEN, 'x-admin-key required');
  });
  r.post(
    '/wallet/grant',
    {
      schema: {
        tags: ['admin'],
        summary: 'Credit gold or diamonds to a user through the ledger (reason grant)',
        security: [{ adminKey: [] }],
        body: grantRequest,
        response: { 200: resultBody(grantResponse) },
      },
    },
    async (request, reply) => {
      const b = request.body;
      if (!(await app.services.users.repo.findWithVips(b.userId))) throw AppError.notFound('no such user');
      const r = await app.services.wallet.credit(b.userId, b.currency, b.amount, {
        reason: 'grant',
        reference: `admin:${b.idempotencyKey}`,
        idempotencyKey: `admin-grant:${b.idempotencyKey}`,
        title: b.title,
        account: 'operator',
      });
      return sendBody(reply, 200, {
        code: 200,
        msg: 'ok',
        data: { balance: r.balance, duplicate: r.duplicate },
      });
    },
  );
}
