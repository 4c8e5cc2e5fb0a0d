import { FEEDBACK_LIMITS, FEEDBACK_STATUSES } from '@lld/protocol/api/support';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPageQuery, adminRoutes, idParams, rowBefore } from '../../http/admin-route.ts';
import { feedback } from './support.schema.ts';

const pageQuery = adminPageQuery({ size: 20, maxSize: 50 });
const userParams = z.object({ userId: z.coerce.number().int().positive() });

/**
 * Operator API of feedback and customer service (under `/api/admin`). A reply's audit entry has
 * the feedback as it was; a chat answer the user's last five messages before it.
 */
export async function supportAdminRoutes(app: FastifyInstance): Promise<void> {
  const { support } = app.services;
  const admin = adminRoutes(app);

  admin.get(
    '/feedback',
    {
      summary: 'Feedback from every user, newest first, optionally one status',
      querystring: pageQuery.extend({ status: z.enum(FEEDBACK_STATUSES).optional() }),
    },
    (req) => support.adminFeedback(req.query),
  );
  admin.post(
    '/feedback/:id/reply',
    {
      summary: 'Answer a feedback (the user gets a message) or close it',
      params: idParams,
      body: z.object({
        reply: z.string().trim().max(2000).default(''),
        status: z.enum(['replied', 'closed']).default('replied'),
      }),
      before: (req) => rowBefore(app.db, feedback, req.params.id),
    },
    (req) => support.replyFeedback(req.params.id, req.body.reply, req.body.status),
  );
  admin.get('/support/chats', { summary: 'The 50 most recent conversations with customer service' }, () =>
    support.conversations(),
  );
  admin.get(
    '/support/chats/:userId',
    { summary: "One user's chat, newest first", params: userParams, querystring: pageQuery },
    (req) => support.chat(req.params.userId, req.query),
  );
  admin.post(
    '/support/chats/:userId',
    {
      summary: 'Answer a user in the chat (delivered live and as a message)',
      params: userParams,
      body: z.object({
        text: z
          .string()
          .trim()
          .min(1)
          .max(FEEDBACK_LIMITS.chatTextMax * 4),
      }),
      before: async (req) => ({
        chat: (await support.chat(req.params.userId, { page: 1, pageSize: 5 })).list,
      }),
    },
    (req) => support.operatorChat(req.params.userId, req.body.text),
  );
}
