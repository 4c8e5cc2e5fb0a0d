import {
  accountLoginRequest,
  avatarResult,
  beforeLoginRequest,
  beforeLoginResult,
  bindMobileRequest,
  captchaRequest,
  captchaResult,
  changeMobileRequest,
  changePasswordRequest,
  changePasswordResult,
  modifyInfoRequest,
  officialLoginRequest,
  phoneLoginRequest,
  qrcodeInfoRequest,
  qrcodeInfoResult,
  qrcodeRequest,
  qrcodeResult,
  registerRequest,
} from '../account.ts';
import { accountCalls as c } from '../calls/account.ts';
import { loginResult } from '../login.ts';
import { userInfo } from '../user.ts';
import { endpoint } from './endpoint.ts';

/** The account calls with their schemas (request body and `data`, plain after decryption). */
export const accountEndpoints = {
  // Accounts (issue 3). Every login, registration and bind returns {token, userInfo}.
  loginAccountRegister: endpoint(c.loginAccountRegister, {
    request: registerRequest,
    response: loginResult,
    summary: 'Register the calling guest as an account (same user: history, balances, VIP kept)',
  }),
  loginAccountLogin: endpoint(c.loginAccountLogin, {
    request: accountLoginRequest,
    response: loginResult,
    summary: 'Log this device in to an account by name (or bound phone) and password',
  }),
  loginPhone: endpoint(c.loginPhone, {
    request: phoneLoginRequest,
    response: loginResult,
    summary: 'Log in by phone and SMS code; a new phone registers the calling guest with it',
  }),
  loginCaptcha: endpoint(c.loginCaptcha, {
    request: captchaRequest,
    response: captchaResult,
    summary: 'Draw an image captcha, or send an SMS code',
  }),
  loginBefore: endpoint(c.loginBefore, {
    request: beforeLoginRequest,
    response: beforeLoginResult,
    summary: 'What to show before a login: captcha needed, SMS countdown, what happens to guest data',
  }),
  loginBindMobile: endpoint(c.loginBindMobile, {
    request: bindMobileRequest,
    response: loginResult,
    summary: 'Bind a phone to the calling user (a guest becomes an account, keeping everything)',
  }),
  loginOfficial: endpoint(c.loginOfficial, {
    request: officialLoginRequest,
    response: loginResult,
    summary: 'Restore an account on this device from its credential QR',
  }),
  userChangeMobile: endpoint(c.userChangeMobile, {
    request: changeMobileRequest,
    response: userInfo,
    summary: 'Move the account to another phone (codes from the current and the new phone)',
  }),
  userChangePassword: endpoint(c.userChangePassword, {
    request: changePasswordRequest,
    response: changePasswordResult,
    summary: 'Set or change the password; every other session and the credential QR are revoked',
  }),
  userInfoModify: endpoint(c.userInfoModify, {
    request: modifyInfoRequest,
    response: userInfo,
    summary: 'Change nickname, intro, gender or birthday',
  }),
  userAvatar: endpoint(c.userAvatar, {
    request: null,
    response: avatarResult,
    summary: 'Upload an avatar (multipart, file part "file"; JPEG, PNG, GIF or WebP up to 5 MB)',
  }),
  userQrcode: endpoint(c.userQrcode, {
    request: qrcodeRequest,
    response: qrcodeResult,
    summary: 'The account credential QR, or a login QR ticket for another device',
  }),
  userQrcodeInfo: endpoint(c.userQrcodeInfo, {
    request: qrcodeInfoRequest,
    response: qrcodeInfoResult,
    summary: 'Login QR: poll (the showing device), scan / confirm / cancel (a logged-in phone)',
  }),
};
