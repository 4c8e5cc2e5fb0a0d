import { pingCalls as c } from '../calls/ping.ts';
import { listRequest, listResult } from '../list.ts';
import { adClickRequest, adClickResult, announcement, appConfig, contactList, healthCheck } from '../ping.ts';
import { endpoint } from './endpoint.ts';

/** The ping calls with their schemas (request body and `data`, plain after decryption). */
export const pingEndpoints = {
  pingConfig: endpoint(c.pingConfig, {
    request: null,
    response: appConfig,
    summary: 'App configuration: domains, ads, categories, announcements, theme',
  }),
  pingCheck: endpoint(c.pingCheck, {
    request: null,
    response: healthCheck,
    summary: 'Health: database and store reachable, version, server time',
  }),
  pingContact: endpoint(c.pingContact, {
    request: null,
    response: contactList,
    summary: 'Customer-service and official links',
  }),
  pingAnnouncement: endpoint(c.pingAnnouncement, {
    request: listRequest,
    response: listResult(announcement),
    summary: 'Active announcements, newest first (PROTOCOL §5 list)',
  }),
  advertiseClick: endpoint(c.advertiseClick, {
    request: adClickRequest,
    response: adClickResult,
    summary: 'Count a tap on an ad and return the link it leads to',
  }),
};
