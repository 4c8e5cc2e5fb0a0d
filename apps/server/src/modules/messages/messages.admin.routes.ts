import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminRoutes } from '../../http/admin-route.ts';

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

  adminRoutes(app).post(
    '/messages/broadcast',
    { summary: 'Send a system message to one user, every VIP or everyone', body: broadcastInput },
    async (req) => {
      const { title, body, target, ...to } = req.body;
      return { sent: await messages.broadcast(to, { title, body, target }) };
    },
  );
}
