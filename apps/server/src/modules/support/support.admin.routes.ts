import { FEEDBACK_LIMITS, FEEDBACK_STATUSES } from '@lld/protocol/api/support';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPageQuery, adminRoutes, idParams } from '../../http/admin-route.ts';

const pageQuery = adminPageQuery({ size: 20, maxSize: 50 });
const userParams = z.object({ userId: z.coerce.number().int().positive() });

/** Operator API of feedback and customer service (under `/api/admin`). */
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
    },
    (req) => support.operatorChat(req.params.userId, req.body.text),
  );
}
