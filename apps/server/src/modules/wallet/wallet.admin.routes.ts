import {
  ledgerAudit,
  vipGrantInput,
  vipGrantResult,
  walletGrantInput,
  walletGrantResult,
} from '@lld/protocol/api/wallet-admin';
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '../../http/admin-route.ts';
import { AppError } from '../../http/app-error.ts';

/** Operator API of the books (under `/api/admin`): the ledger audit and manual gold and VIP grants. */
export async function walletAdminRoutes(app: FastifyInstance): Promise<void> {
  const { wallet, vip, users } = app.services;
  const admin = adminRoutes(app);
  const existingUser = (userId: number) =>
    users.ownInfo(userId).catch(() => {
      throw AppError.notFound('no such user');
    });

  // The books and manual changes.
  admin.get(
    '/wallet/audit',
    { summary: 'Checks the ledger: balanced postings, balances equal to ledger sums', response: ledgerAudit },
    () => wallet.audit(),
  );
  admin.post(
    '/wallet/grant',
    {
      summary: 'Credit (amount > 0) or debit (amount < 0) a user, through the ledger',
      body: walletGrantInput,
      response: walletGrantResult,
    },
    async (req) => {
      const b = req.body;
      await existingUser(b.userId);
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
      return { balance: moved.balance, duplicate: moved.duplicate };
    },
  );
  admin.post(
    '/vip/grant',
    { summary: 'Give a user VIP days of a tier', body: vipGrantInput, response: vipGrantResult },
    async (req) => {
      const b = req.body;
      await existingUser(b.userId);
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
      return {
        startsAt: Math.floor(g.startsAt.getTime() / 1000),
        expiresAt: Math.floor(g.expiresAt.getTime() / 1000),
      };
    },
  );
}
