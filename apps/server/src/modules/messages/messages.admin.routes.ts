import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOk as ok, adminSchema as schema } from '../../http/admin-route.ts';

const text = {
  title: z.string().trim().min(1).max(60),
  body: z.string().max(2000).default(''),
  target: z.string().max(200).default(''),
};
const broadcastInput = z.discriminatedUnion('audience', [
  z.object({ audience: z.literal('user'), userId: z.number().int().positive(), ...text }),
  z.object({ audience: z.enum(['vip', 'all']), ...text }),
]);

/** Operator API of the message centre (under `/api/admin`). */
export async function messagesAdminRoutes(app: FastifyInstance): Promise<void> {
  const { messages } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/messages/broadcast',
    { schema: schema('Send a system message to one user, every VIP or everyone', { body: broadcastInput }) },
    async (request, reply) => {
      const { title, body, target, ...to } = request.body;
      return ok(reply, { sent: await messages.broadcast(to, { title, body, target }) });
    },
  );
}
