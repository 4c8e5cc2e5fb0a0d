// Inline messages for the account forms, from the shared rules of @lld/protocol/account-rules.
import {
  checkAccountName,
  checkCaptcha,
  checkIntro,
  checkNickname,
  checkPassword,
  checkPhone,
  checkSmsCode,
  type RuleFailure,
} from '@lld/protocol/account-rules';
import { type AccountKey, tAccount } from './i18n';

type Msg = string | null;

/** A rule's failure as its message: the failure's own message when it has one, else `otherwise`. */
function messageOf(
  failure: RuleFailure | null,
  otherwise: AccountKey,
  own: Partial<Record<RuleFailure, AccountKey>> = {},
): Msg {
  return failure ? tAccount(own[failure] ?? otherwise) : null;
}

export const phoneError = (phone: string): Msg =>
  messageOf(checkPhone(phone), 'errPhoneFormat', { required: 'errPhoneRequired' });

export const codeError = (code: string): Msg =>
  messageOf(checkSmsCode(code), 'errCodeFormat', { required: 'errCodeRequired' });

export const captchaError = (code: string): Msg =>
  messageOf(checkCaptcha(code), 'errCaptchaFormat', { required: 'errCaptchaRequired' });

export const accountNameError = (name: string): Msg =>
  messageOf(checkAccountName(name), 'errAccountFormat', { required: 'errAccountRequired' });

export const passwordError = (password: string): Msg =>
  messageOf(checkPassword(password), 'errPasswordLength', {
    required: 'errPasswordRequired',
    spaces: 'errPasswordSpaces',
    weak: 'errPasswordWeak',
  });

export const nicknameError = (nickname: string): Msg =>
  messageOf(checkNickname(nickname), 'errNicknameLength', {
    required: 'errNicknameRequired',
    spaces: 'errNicknameSpaces',
    format: 'errNicknameFormat',
  });

export const introError = (intro: string): Msg => messageOf(checkIntro(intro), 'errIntroLength');
