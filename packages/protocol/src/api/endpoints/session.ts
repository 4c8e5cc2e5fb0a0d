import { sessionCalls as c } from '../calls/session.ts';
import { guestLoginRequest, loginResult } from '../login.ts';
import { logoutRequest, logoutResponse, userInfoRequest, userInfoResponse } from '../user.ts';
import { endpoint } from './endpoint.ts';

/** The session calls every screen needs (guest login, own user info, logout), with their schemas. */
export const sessionEndpoints = {
  loginGuest: endpoint(c.loginGuest, {
    request: guestLoginRequest,
    response: loginResult,
    summary: 'Guest login by device id: same device, same user, new token',
  }),
  userInfo: endpoint(c.userInfo, {
    request: userInfoRequest,
    response: userInfoResponse,
    summary: "Own UserInfo, or another user's public profile with {userId}",
  }),
  userLogout: endpoint(c.userLogout, {
    request: logoutRequest,
    response: logoutResponse,
    summary: 'Revoke the calling token',
  }),
};
