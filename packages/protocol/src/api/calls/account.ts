import { defineCalls } from './define.ts';

/** Where the account calls live (PROTOCOL §11) and how they are made; no schemas, so the web app imports it. */
export const accountCalls = defineCalls({
  loginAccountRegister: ['POST', '/app/login/account/register', 'required'],
  // optional: a device refused a guest (6004/6015) still logs in to an existing account.
  loginAccountLogin: ['POST', '/app/login/account/login', 'optional'],
  loginPhone: ['POST', '/app/login/phone', 'required'],
  loginCaptcha: ['POST', '/app/login/captcha', 'required'],
  loginBefore: ['POST', '/app/login/before', 'required'],
  loginBindMobile: ['POST', '/app/login/bindMobile', 'required'],
  loginOfficial: ['POST', '/app/login/official', 'required'],
  userChangeMobile: ['POST', '/app/user/changeMobile', 'required'],
  userChangePassword: ['POST', '/app/user/changePassword', 'required'],
  userInfoModify: ['POST', '/app/user/info/modify', 'required'],
  userAvatar: ['POST', '/app/user/avatar', 'required'],
  userQrcode: ['POST', '/app/user/qrcode', 'required'],
  userQrcodeInfo: ['POST', '/app/user/qrcode/info', 'required'],
});
