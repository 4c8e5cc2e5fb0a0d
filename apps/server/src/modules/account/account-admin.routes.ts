import { CONTACT_KINDS } from '@lld/protocol/api/ping';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ConsoleSmsSender } from '../../adapters/sms/sms.ts';
import { contacts } from '../../db/core.schema.ts';
import { adminRoutes, idParams, rowBefore } from '../../http/admin-route.ts';
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
  const admin = adminRoutes(app);
  admin.get(
    '/sms/outbox',
    {
      summary: 'Codes the console SMS sender wrote, newest first (development sender only)',
      querystring: outboxQuery,
      response: outboxResponse,
    },
    async (request) => {
      const sender = app.services.smsCodes.sender;
      if (!(sender instanceof ConsoleSmsSender))
        throw AppError.notFound('no outbox: SMS_SENDER is not console');
      return sender.outbox(request.query.phone);
    },
  );

  // Support content (customer service, self-service answers, recruitment): ping/contact rows.
  // Every change is seen by ping/contact at once; a row that is not there is 2004. A change's
  // audit entry has the contact as it was.
  const changed = async <R>(row: R | undefined): Promise<R> => {
    if (!row) throw AppError.notFound('no such contact');
    await app.services.ping.invalidate();
    return row;
  };
  admin.post(
    '/contacts',
    {
      summary: 'Add a contact: customer-service channel, group, FAQ answer or recruitment post',
      body: contactBody,
      response: contactRow,
    },
    async (request) => changed((await app.db.insert(contacts).values(request.body).returning())[0]),
  );
  admin.put(
    '/contacts/:id',
    {
      summary: 'Replace a contact',
      params: idParams,
      body: contactBody,
      response: contactRow,
      before: (request) => rowBefore(app.db, contacts, request.params.id),
    },
    async (request) => {
      const [row] = await app.db
        .update(contacts)
        .set(request.body)
        .where(eq(contacts.id, request.params.id))
        .returning();
      return changed(row);
    },
  );
  admin.delete(
    '/contacts/:id',
    {
      summary: 'Delete a contact',
      params: idParams,
      response: z.object({ id: z.number().int() }),
      before: (request) => rowBefore(app.db, contacts, request.params.id),
    },
    async (request) => {
      const [row] = await app.db.delete(contacts).where(eq(contacts.id, request.params.id)).returning();
      await changed(row);
      return { id: request.params.id };
    },
  );
}
