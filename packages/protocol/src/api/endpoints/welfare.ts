import { welfareCalls as c } from '../calls/welfare.ts';
import { listResult } from '../list.ts';
import {
  appsClickRequest,
  appsClickResult,
  appsListResult,
  appsPageRequest,
  checkinResult,
  checkinState,
  invitee,
  inviteIncome,
  inviteListRequest,
  inviteRedeemRequest,
  onlineTime,
  pointLevel,
  taskClaimRequest,
  taskClaimResult,
  userTaskList,
  wallApp,
} from '../welfare.ts';
import { endpoint } from './endpoint.ts';

/** The welfare centre calls with their schemas. */
export const welfareEndpoints = {
  welfareCheckinState: endpoint(c.welfareCheckinState, {
    request: null,
    response: checkinState,
    summary: 'The check-in strip: this streak week, today, streak (Shanghai days)',
  }),
  welfareCheckin: endpoint(c.welfareCheckin, {
    request: null,
    response: checkinResult,
    summary: "Check in today: the streak day's gold through the ledger, once a day (4009 after)",
  }),
  usertaskList: endpoint(c.usertaskList, {
    request: null,
    response: userTaskList,
    summary: 'Tasks (新手, 每日, 成长) with progress counted on the server from real events',
  }),
  usertaskGet: endpoint(c.usertaskGet, {
    request: taskClaimRequest,
    response: taskClaimResult,
    summary: "Claim a done task's reward: credited once per task and period (4009 after, 2000 when not done)",
  }),
  userOnlineTime: endpoint(c.userOnlineTime, {
    request: null,
    response: onlineTime,
    summary: 'Heartbeat while the app is visible: counts at most the real time since the last one (≤ 90 s)',
  }),
  userInviteIncome: endpoint(c.userInviteIncome, {
    request: null,
    response: inviteIncome,
    summary: 'My invite code, how many I invited, how many became accounts, what I earned',
  }),
  userInviteList: endpoint(c.userInviteList, {
    request: inviteListRequest,
    response: listResult(invitee),
    summary: 'The people I invited, newest first',
  }),
  userInviteRedeem: endpoint(c.userInviteRedeem, {
    request: inviteRedeemRequest,
    response: inviteIncome,
    summary: 'Enter the code of who invited me (once; not my own; no cycles)',
  }),
  appsList: endpoint(c.appsList, {
    request: null,
    response: appsListResult,
    summary: 'The app wall',
  }),
  appsPage: endpoint(c.appsPage, {
    request: appsPageRequest,
    response: listResult(wallApp),
    summary: 'The app wall, paged',
  }),
  appsClick: endpoint(c.appsClick, {
    request: appsClickRequest,
    response: appsClickResult,
    summary: "Record a tap on an app; the app's reward is paid once per user",
  }),
  userLevel: endpoint(c.userLevel, {
    request: null,
    response: pointLevel,
    summary: 'My experience points, level, the next level and every level with its benefits',
  }),
};
