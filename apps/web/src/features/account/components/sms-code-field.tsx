// Phone + SMS code fields with the 获取验证码 countdown. Sending asks login/before whether the
// network must solve an image captcha first, and shows one when it must (or when the server
// says so). The button is disabled while sending and while counting down.
import { SMS_CODE_LENGTH } from '@lld/protocol/account-rules';
import type { SmsPurpose } from '@lld/protocol/api/account';
import { useEffect, useState } from 'react';
import { ShieldIcon } from '@/components/icons/icons';
import { errorText, isApiError } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { getLoginBefore, sendSmsCode } from '../api/login';
import { phoneError } from '../validation';
import { CaptchaField, type CaptchaValue } from './captcha-field';
import { Field, type FieldState, TextInput } from './form';
import { useCountdown } from './use-countdown';
import './sms-code-field.css';
import { tAccount } from '../i18n';

export interface SmsCodeFieldProps {
  purpose: SmsPurpose;
  /** Where the code goes; ignored for `changeOld` (the current phone). */
  phone: string;
  code: FieldState;
  /** Called when a phone error should show (tapping the button with a bad phone). */
  onPhoneInvalid?: () => void;
}

export function SmsCodeField({ purpose, phone, code, onPhoneInvalid }: SmsCodeFieldProps) {
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [captcha, setCaptcha] = useState<CaptchaValue>({ captchaId: '', captchaCode: '' });
  const [captchaKey, setCaptchaKey] = useState(0);

  // Asked again only when the phone becomes another valid number: the resend gap is per phone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: start is stable; the key is the valid phone
  useEffect(() => {
    let live = true;
    void getLoginBefore({ action: 'sms', phone: purpose === 'changeOld' ? '' : phone })
      .then((b) => {
        if (!live) return;
        setNeedCaptcha(b.smsCaptchaRequired);
        if (b.smsResendIn > 0) start(b.smsResendIn);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [purpose, phoneError(phone) === null ? phone : '']);

  const send = async () => {
    if (purpose !== 'changeOld' && phoneError(phone)) {
      onPhoneInvalid?.();
      return;
    }
    if (needCaptcha && captcha.captchaCode.length < 4) {
      toast(tAccount('errCaptchaRequired'));
      return;
    }
    setSending(true);
    try {
      const sent = await sendSmsCode(
        purpose === 'changeOld' ? '' : phone,
        purpose,
        needCaptcha ? captcha : undefined,
      );
      start(sent.resendIn);
      setSentOnce(true);
      toast(tAccount('codeSent', { phone: sent.phone }));
    } catch (error) {
      if (isApiError(error) && error.msg.startsWith('captchaCode')) setNeedCaptcha(true);
      toast(errorText(error, tAccount('loginFailed')));
    } finally {
      if (needCaptcha) setCaptchaKey((k) => k + 1);
      setSending(false);
    }
  };

  let label = tAccount('getCode');
  if (sending) label = tAccount('sending');
  else if (left > 0) label = tAccount('resendIn', { n: left });
  else if (sentOnce) label = tAccount('resend');

  return (
    <>
      {needCaptcha ? <CaptchaField value={captcha} onChange={setCaptcha} reloadKey={captchaKey} /> : null}
      <Field
        icon={<ShieldIcon size={20} />}
        error={code.shown}
        addon={
          <button
            type="button"
            className="acc-sms-button"
            disabled={sending || left > 0}
            onClick={() => void send()}
          >
            {label}
          </button>
        }
      >
        <TextInput
          {...code.input}
          onChange={(v) => code.setValue(v.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
          placeholder={tAccount('codePlaceholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
        />
      </Field>
    </>
  );
}

/** The phone number (digits only, 11 at most); `onEdit` hears every change. */
export function PhoneField({
  field,
  error,
  onEdit,
  placeholder,
}: {
  field: FieldState;
  error: string | null;
  onEdit: () => void;
  placeholder?: string | undefined;
}) {
  return (
    <Field icon={<span className="acc-phone-prefix">+86</span>} error={error}>
      <TextInput
        {...field.input}
        onChange={(v) => {
          field.setValue(v.replace(/\D/g, '').slice(0, 11));
          onEdit();
        }}
        placeholder={placeholder ?? tAccount('phonePlaceholder')}
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={11}
      />
    </Field>
  );
}
