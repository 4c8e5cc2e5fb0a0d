import { defineCalls } from './define.ts';

/** Feedback and customer service (issue 14); the official groups are ping/contact entries. */
export const supportCalls = defineCalls({
  feedbackAdd: ['POST', '/app/feedback/add', 'required'],
  feedbackList: ['POST', '/app/feedback/list', 'required'],
  customGetEndpoint: ['POST', '/app/custom/getEndpoint', 'optional'],
  aiCustomerServiceList: ['POST', '/app/aicustomerservice/list', 'optional'],
  customChatList: ['POST', '/app/custom/chat/list', 'required'],
  customChatSend: ['POST', '/app/custom/chat/send', 'required'],
});
