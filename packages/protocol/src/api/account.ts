import { z } from 'zod';
import {
  ACCOUNT_PATTERN,
  BIRTHDAY_PATTERN,
  CAPTCHA_LENGTH,
  INTRO_MAX,
  NICKNAME_MAX,
  PASSWORD_MAX,
  PHONE_PATTERN,
  SMS_CODE_PATTERN,
} from '../account-rules.ts';
import { named } from './schema.ts';
import { userInfo } from './user.ts';

/**
 * Accounts (issue 3): registration, account / phone / credential / QR login, phone binding,
 * captcha and SMS codes, profile, password, avatar. Every login, registration or bind answers
 * `loginResult` (`{token, userInfo}`, PROTOCOL §6) and revokes the device's earlier token.
 * Rules beyond shape (password strength, nickname length) are checked by the server with
 * `account-rules.ts` and reported as `2000 <field>: <reason>`.
 */

export const phoneField = z.string().regex(PHONE_PATTERN, 'must be a mainland mobile number 1[3-9]xxxxxxxxx');
export const smsCodeField = z.string().regex(SMS_CODE_PATTERN, 'must be 6 digits');
const passwordField = z.string().min(1).max(PASSWORD_MAX);

/** Image captcha answer, sent with calls that login/before says need one. */
const captchaFields = {
  captchaId: z.string().max(64).default('').describe('from login/captcha {type:"image"}; "" when none'),
  captchaCode: z
    .string()
    .max(CAPTCHA_LENGTH * 2)
    .default('')
    .describe('the characters of the image'),
};

export const registerRequest = named('RegisterRequest', {
  account: z.string().regex(ACCOUNT_PATTERN, 'must be 4..20 letters, digits or _, starting with a letter'),
  password: passwordField,
  ...captchaFields,
});
export type RegisterRequest = z.input<typeof registerRequest>;

export const accountLoginRequest = named('AccountLoginRequest', {
  account: z.string().min(1).max(32).describe('account name, or the bound phone number'),
  password: passwordField,
  ...captchaFields,
});
export type AccountLoginRequest = z.input<typeof accountLoginRequest>;

export const phoneLoginRequest = named('PhoneLoginRequest', { phone: phoneField, code: smsCodeField });
export type PhoneLoginRequest = z.input<typeof phoneLoginRequest>;

export const bindMobileRequest = phoneLoginRequest.meta({ id: 'BindMobileRequest' });
export type BindMobileRequest = z.input<typeof bindMobileRequest>;

export const officialLoginRequest = named('OfficialLoginRequest', {
  credential: z.string().min(1).max(512).describe('the text of a credential QR (LLDC1.…)'),
});
export type OfficialLoginRequest = z.input<typeof officialLoginRequest>;

export const SMS_PURPOSES = ['login', 'bind', 'changeOld', 'changeNew'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/**
 * login/captcha: `{type:"image"}` draws a new image captcha; `{type:"sms", phone, purpose}`
 * sends an SMS code (with `captchaId`/`captchaCode` when login/before says `smsCaptchaRequired`).
 * `changeOld` sends to the caller's current phone (its `phone` field is ignored).
 */
export const captchaRequest = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('image') }),
    z.object({
      type: z.literal('sms'),
      phone: z.string().max(20).default(''),
      purpose: z.enum(SMS_PURPOSES).default('login'),
      ...captchaFields,
    }),
  ])
  .meta({ id: 'CaptchaRequest' });
export type CaptchaRequest = z.input<typeof captchaRequest>;

export const captchaResult = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('image'),
      captchaId: z.string(),
      image: z.string().describe('data:image/svg+xml;base64,… (distorted characters with noise)'),
      expiresIn: z.number().int().describe('seconds'),
    }),
    z.object({
      type: z.literal('sms'),
      sent: z.literal(true),
      phone: z.string().describe('where it went, masked (138****5678)'),
      expiresIn: z.number().int().describe('seconds the code stays valid'),
      resendIn: z.number().int().describe('seconds before another code may be requested'),
    }),
  ])
  .meta({ id: 'CaptchaResult' });
export type CaptchaResult = z.infer<typeof captchaResult>;

export const LOGIN_ACTIONS = ['account', 'register', 'phone', 'sms', 'official'] as const;
export type LoginAction = (typeof LOGIN_ACTIONS)[number];

export const beforeLoginRequest = named('BeforeLoginRequest', {
  action: z.enum(LOGIN_ACTIONS).default('account'),
  account: z.string().max(32).default('').describe('for action "account": the name being logged in to'),
  phone: z.string().max(20).default(''),
});
export type BeforeLoginRequest = z.input<typeof beforeLoginRequest>;

/** What the caller (a guest) would leave behind when logging in to another account. */
export const guestData = named('GuestData', {
  id: z.number().int(),
  nickname: z.string(),
  gold: z.number().int(),
  diamond: z.number().int(),
  member: z.boolean().describe('any VIP tier active'),
});
export type GuestData = z.infer<typeof guestData>;

export const beforeLoginResult = named('BeforeLoginResult', {
  captchaRequired: z.boolean().describe('send captchaId/captchaCode with this action'),
  smsCaptchaRequired: z.boolean().describe('send captchaId/captchaCode with login/captcha {type:"sms"}'),
  smsResendIn: z.number().int().describe('seconds before the phone may get another code (0 = now)'),
  guest: guestData
    .nullable()
    .describe(
      'the calling guest when it holds gold, diamonds or VIP: logging in to another account does not merge it; logging out returns to it',
    ),
  guestPolicy: z
    .literal('keep')
    .describe('guest data stays with the device guest; register/bind keeps it all'),
});
export type BeforeLoginResult = z.infer<typeof beforeLoginResult>;

export const changeMobileRequest = named('ChangeMobileRequest', {
  oldCode: smsCodeField.describe('code sent to the current phone (purpose changeOld)'),
  phone: phoneField,
  code: smsCodeField.describe('code sent to the new phone (purpose changeNew)'),
});
export type ChangeMobileRequest = z.input<typeof changeMobileRequest>;

export const changePasswordRequest = named('ChangePasswordRequest', {
  oldPassword: z.string().max(PASSWORD_MAX).default('').describe('required when the account has a password'),
  password: passwordField,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

export const changePasswordResult = named('ChangePasswordResult', {
  ok: z.literal(true),
  revokedSessions: z.number().int(),
});

export const modifyInfoRequest = named('ModifyInfoRequest', {
  nickname: z
    .string()
    .max(NICKNAME_MAX * 2)
    .optional(),
  intro: z
    .string()
    .max(INTRO_MAX * 2)
    .optional(),
  gender: z
    .union([z.literal(0), z.literal(1), z.literal(2)])
    .optional()
    .describe('0 unset, 1 male, 2 female'),
  birthday: z
    .union([z.literal(''), z.string().regex(BIRTHDAY_PATTERN)])
    .optional()
    .describe('YYYY-MM-DD or ""'),
});
export type ModifyInfoRequest = z.input<typeof modifyInfoRequest>;

export const avatarResult = named('AvatarResult', {
  avatar: z.string().describe('image path on an IMAGE domain (obfuscated bytes)'),
  userInfo,
});
export type AvatarResult = z.infer<typeof avatarResult>;

/** user/qrcode: a credential (kept until reset) or a login ticket (2 minutes). */
export const qrcodeRequest = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('credential'),
      reset: z.boolean().default(false).describe('revoke the current credential and issue a new one'),
    }),
    z.object({ type: z.literal('login') }),
  ])
  .meta({ id: 'QrcodeRequest' });
export type QrcodeRequest = z.input<typeof qrcodeRequest>;

export const qrcodeResult = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('credential'),
      credential: z.string().describe('LLDC1.…: scan with login/official to restore the account'),
      account: z.string().describe('account name, masked phone, or ""'),
      userId: z.number().int(),
      createdAt: z.number().int().describe('UTC seconds'),
    }),
    z.object({
      type: z.literal('login'),
      ticket: z.string().describe('LLDL1.…: the text of the login QR'),
      expiresIn: z.number().int().describe('seconds'),
    }),
  ])
  .meta({ id: 'QrcodeResult' });
export type QrcodeResult = z.infer<typeof qrcodeResult>;

export const QR_ACTIONS = ['poll', 'scan', 'confirm', 'cancel'] as const;
export type QrAction = (typeof QR_ACTIONS)[number];
export const QR_STATUSES = ['pending', 'scanned', 'confirmed', 'cancelled', 'expired'] as const;
export type QrStatus = (typeof QR_STATUSES)[number];

/**
 * user/qrcode/info: the device that made the ticket polls it (`poll`); a logged-in phone
 * `scan`s it (the first device sees `scanned`), then `confirm`s or `cancel`s. The poll after
 * `confirm` answers `{status:"confirmed", token, userInfo}` once and logs that device in.
 */
export const qrcodeInfoRequest = named('QrcodeInfoRequest', {
  ticket: z.string().min(1).max(200),
  action: z.enum(QR_ACTIONS).default('poll'),
});
export type QrcodeInfoRequest = z.input<typeof qrcodeInfoRequest>;

export const qrcodeInfoResult = named('QrcodeInfoResult', {
  status: z.enum(QR_STATUSES),
  expiresIn: z.number().int(),
  token: z.string().optional().describe('only on the poll that sees the confirmation'),
  userInfo: userInfo.optional(),
  device: z.string().optional().describe('for the scanner: what is asking to log in (browser, system)'),
});
export type QrcodeInfoResult = z.infer<typeof qrcodeInfoResult>;
