import { resultBody } from '@lld/protocol/api/envelope';
import { CONTACT_KINDS } from '@lld/protocol/api/ping';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConsoleSmsSender } from '../../adapters/sms/sms.ts';
import { contacts } from '../../db/core.schema.ts';
import { idParams, adminOk as ok, adminSchema as schema } from '../../http/admin-route.ts';
import { AppError } from '../../http/app-error.ts';

const outboxQuery = z.object({ phone: z.string().max(20).optional() });
const outboxResponse = z.array(
  z.object({
    phone: z.string(),
    code: z.string(),
    purpose: z.string(),
    text: z.string(),
    sentAt: z.number().int(),
  }),
);

const contactBody = z.object({
  kind: z.enum(CONTACT_KINDS),
  name: z.string().min(1).max(100),
  url: z.string().max(2000).default(''),
  icon: z.string().max(2000).default(''),
  content: z.string().max(5000).default(''),
  sort: z.number().int().default(0),
  enabled: z.boolean().default(true),
});
const contactRow = contactBody.extend({ id: z.number().int() });

/**
 * Operator API of the account module (prefix /api/admin): the console SMS sender's outbox, so a
 * developer or a browser test can read the codes it "sent". With SMS_SENDER=http there is no
 * outbox (codes go to phones only) and the call answers 2004.
 */
export async function accountAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/sms/outbox',
    {
      schema: schema('Codes the console SMS sender wrote, newest first (development sender only)', {
        querystring: outboxQuery,
        response: { 200: resultBody(outboxResponse) },
      }),
    },
    async (request, reply) => {
      const sender = app.services.smsCodes.sender;
      if (!(sender instanceof ConsoleSmsSender))
        throw AppError.notFound('no outbox: SMS_SENDER is not console');
      return ok(reply, sender.outbox(request.query.phone));
    },
  );

  // Support content (customer service, self-service answers, recruitment): ping/contact rows.
  r.post(
    '/contacts',
    {
      schema: schema('Add a contact: customer-service channel, group, FAQ answer or recruitment post', {
        body: contactBody,
        response: { 200: resultBody(contactRow) },
      }),
    },
    async (request, reply) => {
      const [row] = await app.db.insert(contacts).values(request.body).returning();
      await app.services.ping.invalidate();
      return ok(reply, row);
    },
  );
  r.put(
    '/contacts/:id',
    {
      schema: schema('Replace a contact', {
        params: idParams,
        body: contactBody,
        response: { 200: resultBody(contactRow) },
      }),
    },
    async (request, reply) => {
      const [row] = await app.db
        .update(contacts)
        .set(request.body)
        .where(eq(contacts.id, request.params.id))
        .returning();
      if (!row) throw AppError.notFound('no such contact');
      await app.services.ping.invalidate();
      return ok(reply, row);
    },
  );
  r.delete(
    '/contacts/:id',
    {
      schema: schema('Delete a contact', {
        params: idParams,
        response: { 200: resultBody(z.object({ id: z.number().int() })) },
      }),
    },
    async (request, reply) => {
      const rows = await app.db.delete(contacts).where(eq(contacts.id, request.params.id)).returning();
      if (rows.length === 0) throw AppError.notFound('no such contact');
      await app.services.ping.invalidate();
      return ok(reply, { id: request.params.id });
    },
  );
}
