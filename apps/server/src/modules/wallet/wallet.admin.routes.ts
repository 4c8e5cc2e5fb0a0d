import {
  ledgerAudit,
  vipGrantInput,
  vipGrantResult,
  vipRevokeInput,
  vipRevokeResult,
  walletGrantInput,
  walletGrantResult,
} from '@lld/protocol/api/wallet-admin';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { seconds } from '../../db/columns.ts';
import { adminPageQuery, adminRoutes, idParams } from '../../http/admin-route.ts';
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
      const user = await existingUser(b.userId);
      req.auditBefore = { userId: b.userId, [b.currency]: user[b.currency] };
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
      req.auditAfter = { ...b, [b.currency]: moved.balance, duplicate: moved.duplicate };
      return { balance: moved.balance, duplicate: moved.duplicate };
    },
  );
  admin.post(
    '/vip/grant',
    { summary: 'Give a user VIP days of a tier', body: vipGrantInput, response: vipGrantResult },
    async (req) => {
      const b = req.body;
      await existingUser(b.userId);
      req.auditBefore = { userId: b.userId, vip: (await vip.holder(b.userId))[`${b.tier}Vip`] };
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
        startsAt: seconds(g.startsAt),
        expiresAt: seconds(g.expiresAt),
      };
    },
  );
  admin.post(
    '/vip/revoke',
    {
      summary:
        "End a user's VIP of one tier now (its running grants marked revoked); audited with before and after",
      body: vipRevokeInput,
      response: vipRevokeResult,
    },
    async (req) => {
      const { userId, tier, reason } = req.body;
      await existingUser(userId);
      const before = await vip.holder(userId);
      const ended = await app.db.transaction((tx) => vip.endNow(tx, userId, tier));
      if (!ended) throw AppError.invalid('tier', 'no running VIP of this tier');
      req.auditBefore = { userId, vip: before[`${tier}Vip`] };
      req.auditAfter = {
        userId,
        reason,
        vip: (await vip.holder(userId))[`${tier}Vip`],
        grants: ended.grants,
      };
      return { tier, before: seconds(ended.before), after: seconds(ended.after), grants: ended.grants };
    },
  );

  // What the console's user screen shows: the user's ledger and VIP history.
  const history = { params: idParams, roles: ['support', 'finance'] as const };
  admin.get(
    '/users/:id/ledger',
    {
      summary: "A user's ledger lines (the wallet log), newest first; currency gold or diamond",
      ...history,
      querystring: adminPageQuery({ size: 20, maxSize: 100 }).extend({
        currency: z.enum(['gold', 'diamond']).optional(),
      }),
    },
    async (req) => {
      await existingUser(req.params.id);
      return wallet.log(req.params.id, req.query, req.query.currency);
    },
  );
  admin.get(
    '/users/:id/vip',
    {
      summary: "A user's VIP grants (member cards), newest first, with revoked ones",
      ...history,
      querystring: adminPageQuery({ size: 20, maxSize: 100 }),
    },
    async (req) => {
      await existingUser(req.params.id);
      return vip.cards(req.params.id, req.query);
    },
  );
}
