/** feedback/add, feedback/list, custom/getEndpoint, aicustomerservice/list, custom/chat/list|send. */
import { messagesCalls } from '@lld/protocol/api/calls/messages';
import { supportCalls } from '@lld/protocol/api/calls/support';
import type { FeedbackAddRequest, FeedbackKind } from '@lld/protocol/api/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { pageFetcher } from '@/lib/api/list';

export function addFeedback(body: FeedbackAddRequest) {
  return apiCall(supportCalls.feedbackAdd, body);
}

export const fetchMyFeedback = (kind: FeedbackKind) => pageFetcher(supportCalls.feedbackList, { kind });

export function useCustomEndpoint() {
  return useQuery(
    queryOptions({
      queryKey: ['support', 'endpoint'] as const,
      queryFn: () => apiCall(supportCalls.customGetEndpoint),
      staleTime: 5 * 60_000,
    }),
  );
}

/** The FAQ; with a keyword, the answers that match it, best first. */
export function faqList(keyword = '') {
  return apiCall(supportCalls.aiCustomerServiceList, { keyword });
}

export function useFaq() {
  return useQuery({ queryKey: ['support', 'faq'] as const, queryFn: () => faqList(), staleTime: 5 * 60_000 });
}

export const fetchChat = pageFetcher(supportCalls.customChatList, {});

export function sendChat(text: string) {
  return apiCall(supportCalls.customChatSend, { text });
}

/** Marks messages read (a chat answer seen in the open chat) and returns the new unread total. */
export function markMessagesRead(ids: number[]) {
  return apiCall(messagesCalls.messageRead, { ids });
}
