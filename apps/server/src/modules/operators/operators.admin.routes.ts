import { OPERATOR_ROLES } from '@lld/protocol/console';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPageQuery, adminRoutes, idParams } from '../../http/admin-route.ts';
import { AppError } from '../../http/app-error.ts';
import { dashboard } from './dashboard.ts';

const role = z.enum(OPERATOR_ROLES);
const EVERY_ROLE = OPERATOR_ROLES;

/**
 * Operator API of the console itself (under `/api/admin`): operator accounts, scoped API tokens
 * and the audit log are the owner's (the module default); the dashboard every role's. A change's
 * audit entry has the operator or the token as it was (never a secret).
 */
export async function operatorsAdminRoutes(app: FastifyInstance): Promise<void> {
  const { operators } = app.services;
  const admin = adminRoutes(app);

  admin.get(
    '/dashboard',
    { summary: 'Today and 30 days: users, top-ups, revenue, VIP sales, top content', roles: EVERY_ROLE },
    () => dashboard(app.db, new Date()),
  );

  admin.get('/operators', { summary: 'Every operator account' }, async () => ({
    list: await operators.list(),
  }));
  admin.post(
    '/operators',
    {
      summary: 'Create an operator (password rules: 12+ characters, mixed)',
      body: z.object({ username: z.string().min(1).max(40), password: z.string().min(1).max(200), role }),
    },
    (req) => operators.create(req.body),
  );
  admin.patch(
    '/operators/:id',
    {
      summary: 'Change an operator: role, disabled, unlock, new password, drop TOTP',
      params: idParams,
      body: z.object({
        role: role.optional(),
        disabled: z.boolean().optional(),
        unlock: z.boolean().optional(),
        password: z.string().min(1).max(200).optional(),
        resetTotp: z.boolean().optional(),
      }),
    },
    async (req) => {
      const self = req.adminPrincipal;
      if (self?.kind === 'operator' && self.id === req.params.id && (req.body.disabled || req.body.role)) {
        throw AppError.invalid('id', 'change your own role or access through another owner');
      }
      const { before, after } = await operators.update(req.params.id, req.body);
      req.auditBefore = before;
      return after;
    },
  );

  admin.get('/tokens', { summary: 'Scoped API tokens (sent as x-admin-key)' }, async () => ({
    list: await operators.listTokens(),
  }));
  admin.post(
    '/tokens',
    {
      summary: 'Create a scoped API token; the token is shown once',
      body: z.object({ name: z.string().trim().min(1).max(60), role }),
    },
    (req) => operators.createToken(req.body.name, req.body.role, req.adminPrincipal?.name ?? ''),
  );
  admin.delete(
    '/tokens/:id',
    {
      summary: 'Revoke an API token',
      params: idParams,
      before: async (req) => (await operators.listTokens()).find((t) => t.id === req.params.id) ?? null,
    },
    (req) => operators.revokeToken(req.params.id),
  );

  admin.get(
    '/audit',
    {
      summary: 'The audit log, newest first, filtered by actor, action or path, and time',
      querystring: adminPageQuery({ size: 30, maxSize: 100 }).extend({
        actor: z.string().max(60).optional(),
        action: z.string().max(120).optional(),
        since: z.coerce.number().int().min(0).optional(),
        until: z.coerce.number().int().min(0).optional(),
      }),
    },
    (req) => operators.listAudit(req.query),
  );
}
