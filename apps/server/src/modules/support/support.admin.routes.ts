import { FEEDBACK_LIMITS, FEEDBACK_STATUSES } from '@lld/protocol/api/support';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOk as ok, adminSchema as schema } from '../../http/admin-route.ts';

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });
const userParams = z.object({ userId: z.coerce.number().int().positive() });

/** Operator API of feedback and customer service (under `/api/admin`). */
export async function supportAdminRoutes(app: FastifyInstance): Promise<void> {
  const { support } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/feedback',
    {
      schema: schema('Feedback from every user, newest first, optionally one status', {
        querystring: pageQuery.extend({ status: z.enum(FEEDBACK_STATUSES).optional() }),
      }),
    },
    async (req, reply) => ok(reply, await support.adminFeedback(req.query)),
  );
  r.post(
    '/feedback/:id/reply',
    {
      schema: schema('Answer a feedback (the user gets a message) or close it', {
        params: idParams,
        body: z.object({
          reply: z.string().trim().max(2000).default(''),
          status: z.enum(['replied', 'closed']).default('replied'),
        }),
      }),
    },
    async (req, reply) =>
      ok(reply, await support.replyFeedback(req.params.id, req.body.reply, req.body.status)),
  );
  r.get(
    '/support/chats',
    { schema: schema('The 50 most recent conversations with customer service', {}) },
    async (_req, reply) => ok(reply, await support.conversations()),
  );
  r.get(
    '/support/chats/:userId',
    { schema: schema("One user's chat, newest first", { params: userParams, querystring: pageQuery }) },
    async (req, reply) => ok(reply, await support.chat(req.params.userId, req.query)),
  );
  r.post(
    '/support/chats/:userId',
    {
      schema: schema('Answer a user in the chat (delivered live and as a message)', {
        params: userParams,
        body: z.object({
          text: z
            .string()
            .trim()
            .min(1)
            .max(FEEDBACK_LIMITS.chatTextMax * 4),
        }),
      }),
    },
    async (req, reply) => ok(reply, await support.operatorChat(req.params.userId, req.body.text)),
  );
}
