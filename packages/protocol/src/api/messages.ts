import { z } from 'zod';
// The stream's call and the message kinds live with the calls (no zod), so the web app's entry
// can import them without the schemas.
import { MESSAGE_KINDS } from './calls/messages.ts';
import { listRequest } from './list.ts';
import { named } from './schema.ts';

export { MESSAGE_KINDS, MESSAGE_STREAM_PATH, type MessageKind, messageStreamCall } from './calls/messages.ts';

export const message = named('Message', {
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where a tap leads (jump table target), "" when nowhere. */
  target: z.string(),
  read: z.boolean(),
  createdAt: z.string().describe('ISO time'),
});
export type Message = z.infer<typeof message>;

export const messageListRequest = listRequest.extend({ kind: z.enum(MESSAGE_KINDS).optional() });

export const messageLatest = named('MessageLatest', {
  unread: z.number().int().describe('unread messages: the sum of byKind'),
  byKind: z
    .record(z.enum(MESSAGE_KINDS), z.number().int())
    .describe('unread per tab, each counted up to 100 (a badge shows 99+)'),
  latestId: z.number().int().describe('newest message id, 0 when none'),
});
export type MessageLatest = z.infer<typeof messageLatest>;

export const messageReadRequest = named('MessageReadRequest', {
  ids: z.array(z.number().int().positive()).max(100).optional().describe('absent: mark all read'),
  kind: z.enum(MESSAGE_KINDS).optional().describe('with no ids: mark this tab read'),
});

export const messageReadResult = z.object({ marked: z.number().int(), unread: z.number().int() });
