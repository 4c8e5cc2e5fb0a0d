import { defineCalls } from './define.ts';

/** The session calls every screen needs (guest login, own user info, logout); kept apart so the entry chunk carries only these. */
export const sessionCalls = defineCalls({
  loginGuest: ['POST', '/app/login/guest', 'none'],
  userInfo: ['POST', '/app/user/info', 'required'],
  userLogout: ['POST', '/app/user/logout', 'required'],
});
