import { defineCalls } from './define.ts';

/** Where the content calls live (PROTOCOL §11) and how they are made; no schemas, so the web app imports it. */
export const contentCalls = defineCalls({
  contentInfo: ['POST', '/app/content/info', 'optional'],
  contentList: ['POST', '/app/content/list', 'optional'],
  contentPay: ['POST', '/app/content/pay', 'required'],
});
