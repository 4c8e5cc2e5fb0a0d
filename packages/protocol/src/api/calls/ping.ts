import { defineCalls } from './define.ts';

/** Where the ping calls live (PROTOCOL §11) and how they are made; no schemas, so the web app imports it. */
export const pingCalls = defineCalls({
  pingConfig: ['GET', '/app/ping/config', 'none'],
  pingCheck: ['GET', '/app/ping/check', 'none'],
  pingContact: ['GET', '/app/ping/contact', 'none'],
  pingAnnouncement: ['POST', '/app/ping/announcement', 'none'],
  advertiseClick: ['POST', '/app/advertise/click', 'optional'],
});
