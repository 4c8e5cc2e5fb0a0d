import { defineCalls } from './define.ts';

/** The welfare centre (issue 13): spec names where the spec has them, ours where it is silent. */
export const welfareCalls = defineCalls({
  welfareCheckinState: ['POST', '/app/welfare/checkin/state', 'required'],
  welfareCheckin: ['POST', '/app/welfare/checkin', 'required'],
  usertaskList: ['POST', '/app/usertask/list', 'required'],
  usertaskGet: ['POST', '/app/usertask/get', 'required'],
  userOnlineTime: ['POST', '/app/user/online/time', 'required'],
  userInviteIncome: ['POST', '/app/user/invite/income', 'required'],
  userInviteList: ['POST', '/app/user/invite/list', 'required'],
  userInviteRedeem: ['POST', '/app/user/invite/redeem', 'required'],
  appsList: ['POST', '/app/apps/list', 'optional'],
  appsPage: ['POST', '/app/apps/page', 'optional'],
  appsClick: ['POST', '/app/apps/click', 'required'],
  userLevel: ['POST', '/app/user/level', 'required'],
});

/** Longest gap between two heartbeats that still counts as time online. */
export const ONLINE_HEARTBEAT_MAX_GAP_SECONDS = 90;
/** How often a visible app reports. */
export const ONLINE_HEARTBEAT_SECONDS = 30;
