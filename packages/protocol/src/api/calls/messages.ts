import { defineCalls } from './define.ts';

/** The message centre calls (issue 14); no schemas, so the web app imports it. */
export const messagesCalls = defineCalls({
  messageList: ['POST', '/app/message/list', 'required'],
  messageLatest: ['POST', '/app/message/latest', 'required'],
  messageRead: ['POST', '/app/message/read', 'required'],
});
