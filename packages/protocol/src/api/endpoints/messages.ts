import { messagesCalls as c } from '../calls/messages.ts';
import { listResult } from '../list.ts';
import {
  message,
  messageLatest,
  messageListRequest,
  messageReadRequest,
  messageReadResult,
} from '../messages.ts';
import { endpoint } from './endpoint.ts';

/** The message centre calls with their schemas. */
export const messagesEndpoints = {
  messageList: endpoint(c.messageList, {
    request: messageListRequest,
    response: listResult(message),
    summary: 'My messages, newest first, optionally one tab (PROTOCOL §5 list)',
  }),
  messageLatest: endpoint(c.messageLatest, {
    request: null,
    response: messageLatest,
    summary: 'Unread counts (all and per tab) and the newest message id',
  }),
  messageRead: endpoint(c.messageRead, {
    request: messageReadRequest,
    response: messageReadResult,
    summary: 'Mark messages read: given ids, a tab, or all',
  }),
};
