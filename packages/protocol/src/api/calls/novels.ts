import { defineCalls } from './define.ts';

/** Where the novels calls live (PROTOCOL §11) and how they are made; no schemas, so the web app imports it. */
export const novelsCalls = defineCalls({
  novelList: ['POST', '/app/novel/list', 'optional'],
  novelDetail: ['POST', '/app/novel/detail', 'optional'],
  novelChapter: ['POST', '/app/novel/chapter', 'required'],
  novelIsLook: ['POST', '/app/novel/isLook', 'optional'],
  novelPay: ['POST', '/app/novel/pay', 'required'],
  novelTrack: ['POST', '/app/novel/track', 'required'],
});
