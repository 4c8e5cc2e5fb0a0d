import { supportCalls as c } from '../calls/support.ts';
import { listResult } from '../list.ts';
import {
  chatListRequest,
  chatMessage,
  chatSendRequest,
  customEndpoint,
  faqList,
  faqListRequest,
  feedbackAddRequest,
  feedbackItem,
  feedbackListRequest,
} from '../support.ts';
import { endpoint } from './endpoint.ts';

/** Feedback and customer service with their schemas. */
export const supportEndpoints = {
  feedbackAdd: endpoint(c.feedbackAdd, {
    request: feedbackAddRequest,
    response: feedbackItem,
    summary: 'Send feedback or a problem report (text, up to 4 of my uploaded screenshots, contact)',
  }),
  feedbackList: endpoint(c.feedbackList, {
    request: feedbackListRequest,
    response: listResult(feedbackItem),
    summary: 'My feedback, newest first, with the operator reply and status',
  }),
  customGetEndpoint: endpoint(c.customGetEndpoint, {
    request: null,
    response: customEndpoint,
    summary: 'Where to reach a person: the in-app chat or an outside link, with service hours',
  }),
  aiCustomerServiceList: endpoint(c.aiCustomerServiceList, {
    request: faqListRequest,
    response: faqList,
    summary: 'The FAQ answered before a person is needed; a keyword narrows it',
  }),
  customChatList: endpoint(c.customChatList, {
    request: chatListRequest,
    response: listResult(chatMessage),
    summary: 'My chat with the operator, newest first',
  }),
  customChatSend: endpoint(c.customChatSend, {
    request: chatSendRequest,
    response: chatMessage,
    summary: 'Send a chat message to the operator',
  }),
};
