import { z } from 'zod';
import { listRequest } from './list.ts';

/**
 * Live delivery (Server-Sent Events, GET, `Authorization` as every call, `Last-Event-ID` or
 * `?after=` to catch up). Not in the endpoint table: it answers a stream, not a result body.
 */
export const MESSAGE_STREAM_PATH = '/app/message/stream';
/** The stream as a call, so a client signs it like every other (the server does not require it). */
export const messageStreamCall = Object.freeze({
  name: 'messageStream',
  method: 'GET',
  path: MESSAGE_STREAM_PATH,
  auth: 'required',
} as const);

/** The tabs of the message centre. */
export const MESSAGE_KINDS = ['system', 'comment', 'like', 'follow', 'order'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const message = z
  .object({
    id: z.number().int(),
    kind: z.enum(MESSAGE_KINDS),
    title: z.string(),
    body: z.string(),
    /** Where a tap leads (jump table target), "" when nowhere. */
    target: z.string(),
    read: z.boolean(),
    createdAt: z.string().describe('ISO time'),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof message>;

export const messageListRequest = listRequest.extend({ kind: z.enum(MESSAGE_KINDS).optional() });

export const messageLatest = z
  .object({
    unread: z.number().int().describe('all unread messages'),
    byKind: z.record(z.enum(MESSAGE_KINDS), z.number().int()),
    latestId: z.number().int().describe('newest message id, 0 when none'),
  })
  .meta({ id: 'MessageLatest' });
export type MessageLatest = z.infer<typeof messageLatest>;

export const messageReadRequest = z
  .object({
    ids: z.array(z.number().int().positive()).max(100).optional().describe('absent: mark all read'),
    kind: z.enum(MESSAGE_KINDS).optional().describe('with no ids: mark this tab read'),
  })
  .meta({ id: 'MessageReadRequest' });

export const messageReadResult = z.object({ marked: z.number().int(), unread: z.number().int() });
