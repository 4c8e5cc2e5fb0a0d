import { aiCreditPackInput, aiTemplateCreate, aiTemplateInput } from '@lld/protocol/api/ai';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminRoutes, idParams } from '../../http/admin-route.ts';
import { AppError } from '../../http/app-error.ts';

const templateParams = z.object({ id: z.string().regex(/^[a-z][a-z0-9-]{1,39}$/) });
const finance = ['finance'] as const;

/**
 * Operator API of the AI studio (under `/api/admin`): the templates (content editors, the
 * module's default role) and the credit packs (finance). Nothing is deleted — a template or pack
 * is disabled — since jobs and orders name them; every write is audited with its state before.
 */
export async function aiAdminRoutes(app: FastifyInstance): Promise<void> {
  const { aiCatalog, ai, settings } = app.services;
  const admin = adminRoutes(app);

  admin.get(
    '/ai/templates',
    { summary: 'Every AI template (styles, scenes, characters, motions), with its prompt' },
    async () => ({ list: await aiCatalog.allTemplates() }),
  );
  admin.post('/ai/templates', { summary: 'Add an AI template', body: aiTemplateCreate }, (req) =>
    aiCatalog.createTemplate(req.body),
  );
  admin.put(
    '/ai/templates/:id',
    {
      summary: 'Change an AI template (enabled: false takes it off the app)',
      params: templateParams,
      body: aiTemplateInput,
    },
    async (req) => {
      req.auditBefore = await aiCatalog.templateRow(req.params.id);
      return aiCatalog.updateTemplate(req.params.id, req.body);
    },
  );

  admin.post(
    '/ai/blocked-images',
    {
      summary:
        'Block a picture for face change and image-to-video (and copies close to it): adds the stored image’s hash to aiBlockedImages',
      body: z.object({ url: z.string().trim().min(2).max(500) }),
      roles: ['moderator'],
    },
    async (req) => {
      const hash = await ai.storedImageHash(req.body.url);
      if (!hash) throw AppError.notFound('no such stored image');
      const list = (await settings.get('aiBlockedImages')) ?? [];
      if (!list.includes(hash)) await settings.put('aiBlockedImages', [...list, hash]);
      return { hash, blocked: list.includes(hash) ? list.length : list.length + 1 };
    },
  );

  admin.get('/ai/packs', { summary: 'Every AI credit pack, enabled or not', roles: finance }, async () => ({
    list: await aiCatalog.allPacks(),
  }));
  admin.post(
    '/ai/packs',
    { summary: 'Add an AI credit pack', body: aiCreditPackInput, roles: finance },
    (req) => aiCatalog.createPack(req.body),
  );
  admin.put(
    '/ai/packs/:id',
    {
      summary: 'Change an AI credit pack (enabled: false takes it off sale)',
      params: idParams,
      body: aiCreditPackInput,
      roles: finance,
    },
    async (req) => {
      req.auditBefore = await aiCatalog.packRow(req.params.id);
      return aiCatalog.updatePack(req.params.id, req.body);
    },
  );
}
