/**
 * Account form rules, written once for the server's schemas and the web's inline messages.
 * Each check returns `null` when the value is acceptable, otherwise the reason, which the web
 * turns into a Chinese message and the server into `field: reason`.
 */

/** Mainland China mobile numbers: 11 digits, 1 then 3..9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Account names: 4..20 of letters, digits and `_`, starting with a letter (so never a phone number). */
export const ACCOUNT_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export const ACCOUNT_MIN = 4;
export const ACCOUNT_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 16;
export const INTRO_MAX = 60;
/** SMS codes are 6 digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const SMS_CODE_LENGTH = 6;
/** Image captcha answers: 4 characters, compared case-insensitively. */
export const CAPTCHA_LENGTH = 4;
/** Seconds before another SMS may be requested for the same phone (the 获取验证码 countdown). */
export const SMS_RESEND_SECONDS = 60;
/** Birthdays are `YYYY-MM-DD` or `""`. */
export const BIRTHDAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const GENDERS = [0, 1, 2] as const;
export type Gender = (typeof GENDERS)[number];

/** Credential QR (restores an account on another device; login/official). */
export const CREDENTIAL_PREFIX = 'LLDC1.';
/** Login QR ticket (a second device shows it, a logged-in phone scans and confirms). */
export const LOGIN_TICKET_PREFIX = 'LLDL1.';

export type RuleFailure = 'required' | 'format' | 'tooShort' | 'tooLong' | 'weak' | 'spaces';

const length = (s: string) => [...s].length;

export function checkPhone(phone: string): RuleFailure | null {
  if (!phone) return 'required';
  return PHONE_PATTERN.test(phone) ? null : 'format';
}

export function checkAccountName(name: string): RuleFailure | null {
  if (!name) return 'required';
  if (name.length < ACCOUNT_MIN) return 'tooShort';
  if (name.length > ACCOUNT_MAX) return 'tooLong';
  return ACCOUNT_PATTERN.test(name) ? null : 'format';
}

/**
 * Passwords: 8..32 characters, no spaces, at least two of: letters, digits, symbols (so
 * `12345678` and `abcdefgh` are refused as weak).
 */
export function checkPassword(password: string): RuleFailure | null {
  if (!password) return 'required';
  if (/\s/.test(password)) return 'spaces';
  if (password.length < PASSWORD_MIN) return 'tooShort';
  if (password.length > PASSWORD_MAX) return 'tooLong';
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  return kinds >= 2 ? null : 'weak';
}

/** 0..3: how strong a password looks (for the strength meter); 0 when it fails the rules. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 {
  if (checkPassword(password) !== null) return 0;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (password.length >= 12 && kinds >= 3) return 3;
  if (password.length >= 10 || kinds >= 3) return 2;
  return 1;
}

export function checkNickname(nickname: string): RuleFailure | null {
  const trimmed = nickname.trim();
  if (!trimmed) return 'required';
  if (trimmed !== nickname) return 'spaces';
  if (length(trimmed) < NICKNAME_MIN) return 'tooShort';
  if (length(trimmed) > NICKNAME_MAX) return 'tooLong';
  // No control characters or angle brackets.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  return /[\u0000-\u001f\u007f<>]/.test(trimmed) ? 'format' : null;
}

export function checkIntro(intro: string): RuleFailure | null {
  return length(intro) > INTRO_MAX ? 'tooLong' : null;
}

export function checkSmsCode(code: string): RuleFailure | null {
  if (!code) return 'required';
  return SMS_CODE_PATTERN.test(code) ? null : 'format';
}

export function checkCaptcha(code: string): RuleFailure | null {
  if (!code) return 'required';
  return code.trim().length === CAPTCHA_LENGTH ? null : 'format';
}

/** A real calendar date between 1900-01-01 and today (UTC), or `""`. */
export function checkBirthday(birthday: string, now = new Date()): RuleFailure | null {
  if (birthday === '') return null;
  if (!BIRTHDAY_PATTERN.test(birthday)) return 'format';
  const d = new Date(`${birthday}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== birthday) return 'format';
  if (d.getUTCFullYear() < 1900 || d.getTime() > now.getTime()) return 'format';
  return null;
}

/** `138****5678`: the middle four digits of a mainland number hidden. */
export function maskPhone(phone: string): string {
  return PHONE_PATTERN.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '';
}

/** What a scanned QR text is: a credential, a login ticket, or neither. */
export function classifyQrText(text: string): 'credential' | 'loginTicket' | null {
  const s = text.trim();
  if (s.startsWith(CREDENTIAL_PREFIX)) return 'credential';
  if (s.startsWith(LOGIN_TICKET_PREFIX)) return 'loginTicket';
  return null;
}
