/** message/list, message/read, message/latest. */
import { messagesCalls } from '@lld/protocol/api/calls/messages';
import type { MessageKind } from '@lld/protocol/api/messages';
import { apiCall } from '@/lib/api/client';
import { pageFetcher } from '@/lib/api/list';

export const fetchMessages = (kind: MessageKind) => pageFetcher(messagesCalls.messageList, { kind });

export function markRead(body: { kind?: MessageKind; ids?: number[] }) {
  return apiCall(messagesCalls.messageRead, body);
}

export function getLatest() {
  return apiCall(messagesCalls.messageLatest);
}
