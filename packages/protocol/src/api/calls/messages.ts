import { defineCalls, streamCall } from './define.ts';

/** The message centre calls (issue 14); no schemas, so the web app imports it. */
export const messagesCalls = defineCalls({
  messageList: ['POST', '/app/message/list', 'required'],
  messageLatest: ['POST', '/app/message/latest', 'required'],
  messageRead: ['POST', '/app/message/read', 'required'],
});

/**
 * Live delivery (Server-Sent Events, GET, `Authorization` as every call, `Last-Event-ID` or
 * `?after=` to catch up). Not in the endpoint table: it answers a stream, not a result body.
 */
export const MESSAGE_STREAM_PATH = '/app/message/stream';
/** The stream as a call, so a client signs it like every other (the server does not require it). */
export const messageStreamCall = streamCall('messageStream', MESSAGE_STREAM_PATH, 'required');

/** The tabs of the message centre. */
export const MESSAGE_KINDS = ['system', 'comment', 'like', 'follow', 'order'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
