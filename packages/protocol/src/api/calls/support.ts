import { defineCalls } from './define.ts';

/** Feedback, customer service and the official groups (issue 14). */
export const supportCalls = defineCalls({
  feedbackAdd: ['POST', '/app/feedback/add', 'required'],
  feedbackList: ['POST', '/app/feedback/list', 'required'],
  customGetEndpoint: ['POST', '/app/custom/getEndpoint', 'optional'],
  aiCustomerServiceList: ['POST', '/app/aicustomerservice/list', 'optional'],
  customChatList: ['POST', '/app/custom/chat/list', 'required'],
  customChatSend: ['POST', '/app/custom/chat/send', 'required'],
  officialGroupList: ['POST', '/app/official/group/list', 'none'],
});
