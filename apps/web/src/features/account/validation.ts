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
import { type MessageKey, t } from '@/locales';

type Msg = string | null;
const msg = (key: MessageKey | null): Msg => (key ? t(key) : null);

export function phoneError(phone: string): Msg {
  const f = checkPhone(phone);
  return msg(f === 'required' ? 'account.errPhoneRequired' : f ? 'account.errPhoneFormat' : null);
}

export function codeError(code: string): Msg {
  const f = checkSmsCode(code);
  return msg(f === 'required' ? 'account.errCodeRequired' : f ? 'account.errCodeFormat' : null);
}

export function captchaError(code: string): Msg {
  const f = checkCaptcha(code);
  return msg(f === 'required' ? 'account.errCaptchaRequired' : f ? 'account.errCaptchaFormat' : null);
}

export function accountNameError(name: string): Msg {
  const f = checkAccountName(name);
  return msg(f === 'required' ? 'account.errAccountRequired' : f ? 'account.errAccountFormat' : null);
}

export function passwordError(password: string): Msg {
  switch (checkPassword(password)) {
    case null:
      return null;
    case 'required':
      return t('account.errPasswordRequired');
    case 'spaces':
      return t('account.errPasswordSpaces');
    case 'weak':
      return t('account.errPasswordWeak');
    default:
      return t('account.errPasswordLength');
  }
}

export function nicknameError(nickname: string): Msg {
  switch (checkNickname(nickname)) {
    case null:
      return null;
    case 'required':
      return t('account.errNicknameRequired');
    case 'spaces':
      return t('account.errNicknameSpaces');
    case 'format':
      return t('account.errNicknameFormat');
    default:
      return t('account.errNicknameLength');
  }
}

export function introError(intro: string): Msg {
  return checkIntro(intro) ? t('account.errIntroLength') : null;
}
