import { aiCreditPackInput, aiTemplateCreate, aiTemplateInput } from '@lld/protocol/api/ai';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOk as ok, adminSchema as schema } from '../../http/admin-route.ts';

const templateParams = z.object({ id: z.string().regex(/^[a-z][a-z0-9-]{1,39}$/) });
const packParams = z.object({ id: z.coerce.number().int().positive() });
const finance = { adminRoles: ['finance'] as const };

/**
 * Operator API of the AI studio (under `/api/admin`): the templates (content editors, the
 * module's default role) and the credit packs (finance). Nothing is deleted — a template or pack
 * is disabled — since jobs and orders name them; every write is audited with its state before.
 */
export async function aiAdminRoutes(app: FastifyInstance): Promise<void> {
  const { aiCatalog } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/ai/templates',
    { schema: schema('Every AI template (styles, scenes, characters, motions), with its prompt', {}) },
    async (_req, reply) => ok(reply, { list: await aiCatalog.allTemplates() }),
  );
  r.post(
    '/ai/templates',
    { schema: schema('Add an AI template', { body: aiTemplateCreate }) },
    async (req, reply) => ok(reply, await aiCatalog.createTemplate(req.body)),
  );
  r.put(
    '/ai/templates/:id',
    {
      schema: schema('Change an AI template (enabled: false takes it off the app)', {
        params: templateParams,
        body: aiTemplateInput,
      }),
    },
    async (req, reply) => {
      req.auditBefore = await aiCatalog.templateRow(req.params.id);
      return ok(reply, await aiCatalog.updateTemplate(req.params.id, req.body));
    },
  );

  r.get(
    '/ai/packs',
    { config: finance, schema: schema('Every AI credit pack, enabled or not', {}) },
    async (_req, reply) => ok(reply, { list: await aiCatalog.allPacks() }),
  );
  r.post(
    '/ai/packs',
    { config: finance, schema: schema('Add an AI credit pack', { body: aiCreditPackInput }) },
    async (req, reply) => ok(reply, await aiCatalog.createPack(req.body)),
  );
  r.put(
    '/ai/packs/:id',
    {
      config: finance,
      schema: schema('Change an AI credit pack (enabled: false takes it off sale)', {
        params: packParams,
        body: aiCreditPackInput,
      }),
    },
    async (req, reply) => {
      req.auditBefore = await aiCatalog.packRow(req.params.id);
      return ok(reply, await aiCatalog.updatePack(req.params.id, req.body));
    },
  );
}
