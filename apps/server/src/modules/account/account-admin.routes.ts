import { resultBody } from '@lld/protocol/api/envelope';
import { ResultCode } from '@lld/protocol/result-codes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConsoleSmsSender } from '../../adapters/sms/sms.ts';
import { AppError } from '../../http/app-error.ts';
import { sendBody } from '../../http/reply.ts';
import { adminKeyMatches } from '../admin/admin.routes.ts';

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

/**
 * Operator API of the account module (prefix /api/admin): the console SMS sender's outbox, so a
 * developer or a browser test can read the codes it "sent". With SMS_SENDER=http there is no
 * outbox (codes go to phones only) and the call answers 2004.
 */
export async function accountAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request) => {
    if (!adminKeyMatches(request.headers['x-admin-key'], app.config.adminKey)) {
      throw new AppError(ResultCode.FORBIDDEN, 'x-admin-key required');
    }
  });
  r.get(
    '/sms/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Codes the console SMS sender wrote, newest first (development sender only)',
        security: [{ adminKey: [] }],
        querystring: outboxQuery,
        response: { 200: resultBody(outboxResponse) },
      },
    },
    async (request, reply) => {
      const sender = app.services.smsCodes.sender;
      if (!(sender instanceof ConsoleSmsSender))
        throw AppError.notFound('no outbox: SMS_SENDER is not console');
      return sendBody(reply, 200, { code: 200, msg: 'ok', data: sender.outbox(request.query.phone) });
    },
  );
}
