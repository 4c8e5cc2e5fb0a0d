// Inline messages for the account forms, from the shared rules of @lld/protocol/account-rules.
import {
  checkAccountName,
  checkCaptcha,
  checkIntro,
  checkNickname,
  checkPassword,
  checkPhone,
  checkSmsCode,
} from '@lld/protocol/account-rules';
import { type AccountKey, tAccount } from './i18n';

type Msg = string | null;
const msg = (key: AccountKey | null): Msg => (key ? tAccount(key) : null);

export function phoneError(phone: string): Msg {
  const f = checkPhone(phone);
  return msg(f === 'required' ? 'errPhoneRequired' : f ? 'errPhoneFormat' : null);
}

export function codeError(code: string): Msg {
  const f = checkSmsCode(code);
  return msg(f === 'required' ? 'errCodeRequired' : f ? 'errCodeFormat' : null);
}

export function captchaError(code: string): Msg {
  const f = checkCaptcha(code);
  return msg(f === 'required' ? 'errCaptchaRequired' : f ? 'errCaptchaFormat' : null);
}

export function accountNameError(name: string): Msg {
  const f = checkAccountName(name);
  return msg(f === 'required' ? 'errAccountRequired' : f ? 'errAccountFormat' : null);
}

export function passwordError(password: string): Msg {
  switch (checkPassword(password)) {
    case null:
      return null;
    case 'required':
      return tAccount('errPasswordRequired');
    case 'spaces':
      return tAccount('errPasswordSpaces');
    case 'weak':
      return tAccount('errPasswordWeak');
    default:
      return tAccount('errPasswordLength');
  }
}

export function nicknameError(nickname: string): Msg {
  switch (checkNickname(nickname)) {
    case null:
      return null;
    case 'required':
      return tAccount('errNicknameRequired');
    case 'spaces':
      return tAccount('errNicknameSpaces');
    case 'format':
      return tAccount('errNicknameFormat');
    default:
      return tAccount('errNicknameLength');
  }
}

export function introError(intro: string): Msg {
  return checkIntro(intro) ? tAccount('errIntroLength') : null;
}
