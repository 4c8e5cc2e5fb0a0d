import { OPERATOR_ROLES } from '@lld/protocol/console';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOk as ok, adminSchema as schema } from '../../http/admin-route.ts';
import { AppError } from '../../http/app-error.ts';
import { dashboard } from './dashboard.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const role = z.enum(OPERATOR_ROLES);
const EVERY_ROLE = OPERATOR_ROLES;

/**
 * Operator API of the console itself (under `/api/admin`): operator accounts, scoped API tokens
 * and the audit log are the owner's (the module default); the dashboard every role's.
 */
export async function operatorsAdminRoutes(app: FastifyInstance): Promise<void> {
  const { operators } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/dashboard',
    {
      config: { adminRoles: EVERY_ROLE },
      schema: schema('Today and 30 days: users, top-ups, revenue, VIP sales, top content', {}),
    },
    async (_req, reply) => ok(reply, await dashboard(app.db, new Date())),
  );

  r.get('/operators', { schema: schema('Every operator account', {}) }, async (_req, reply) =>
    ok(reply, { list: await operators.list() }),
  );
  r.post(
    '/operators',
    {
      schema: schema('Create an operator (password rules: 12+ characters, mixed)', {
        body: z.object({ username: z.string().min(1).max(40), password: z.string().min(1).max(200), role }),
      }),
    },
    async (req, reply) => ok(reply, await operators.create(req.body)),
  );
  r.patch(
    '/operators/:id',
    {
      schema: schema('Change an operator: role, disabled, unlock, new password, drop TOTP', {
        params: idParams,
        body: z.object({
          role: role.optional(),
          disabled: z.boolean().optional(),
          unlock: z.boolean().optional(),
          password: z.string().min(1).max(200).optional(),
          resetTotp: z.boolean().optional(),
        }),
      }),
    },
    async (req, reply) => {
      const self = req.adminPrincipal;
      if (self?.kind === 'operator' && self.id === req.params.id && (req.body.disabled || req.body.role)) {
        throw AppError.invalid('id', 'change your own role or access through another owner');
      }
      const { before, after } = await operators.update(req.params.id, req.body);
      req.auditBefore = before;
      return ok(reply, after);
    },
  );

  r.get('/tokens', { schema: schema('Scoped API tokens (sent as x-admin-key)', {}) }, async (_req, reply) =>
    ok(reply, { list: await operators.listTokens() }),
  );
  r.post(
    '/tokens',
    {
      schema: schema('Create a scoped API token; the token is shown once', {
        body: z.object({ name: z.string().trim().min(1).max(60), role }),
      }),
    },
    async (req, reply) =>
      ok(reply, await operators.createToken(req.body.name, req.body.role, req.adminPrincipal?.name ?? '')),
  );
  r.delete(
    '/tokens/:id',
    { schema: schema('Revoke an API token', { params: idParams }) },
    async (req, reply) => ok(reply, await operators.revokeToken(req.params.id)),
  );

  r.get(
    '/audit',
    {
      schema: schema('The audit log, newest first, filtered by actor, action or path, and time', {
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(30),
          actor: z.string().max(60).optional(),
          action: z.string().max(120).optional(),
          since: z.coerce.number().int().min(0).optional(),
          until: z.coerce.number().int().min(0).optional(),
        }),
      }),
    },
    async (req, reply) => ok(reply, await operators.listAudit(req.query)),
  );
}
