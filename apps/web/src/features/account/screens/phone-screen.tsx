// /mine/setting/phone: the bound phone (masked) and changing it in two steps: a code to the
// current phone, then the new phone and its code (user/changeMobile).
import { ROUTES } from '@lld/protocol/routes';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { isApiError } from '@/lib/api/client';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { submitHandler } from '@/lib/submit';
import { toast } from '@/lib/toast';
import { applyUserInfo } from '../api/apply-login';
import { changeMobile } from '../api/profile';
import { AccountPage } from '../components/account-page';
import { ActionButton, SubmitButton, useField, useFormSubmit, useTouched } from '../components/form';
import { SmsCodeField } from '../components/sms-code-field';
import { codeError } from '../validation';
import './phone-screen.css';
import { PhoneCodeFields, usePhoneCode } from '../components/phone-code-fields';
import { tAccount } from '../i18n';

export default function PhoneScreen() {
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const touched = useTouched();
  const { busy, submit: submitting } = useFormSubmit(touched, tAccount('changePhoneFailed'));
  const oldCode = useField(touched, 'oldCode', codeError);
  const { phone, code, invalid, fields } = usePhoneCode(touched);
  if (user && !user.phone) return <Navigate to={ROUTES.settingBindPhone} replace />;

  const next = submitHandler(() => {
    touched.submit();
    if (!oldCode.error) setStep(2);
  });

  const submit = submitting(
    invalid,
    async () => {
      applyUserInfo(await changeMobile({ oldCode: oldCode.value, phone, code }));
      toast(tAccount('changePhoneDone'));
      navigate(-1);
    },
    (error) => {
      // A wrong code for the current phone sends the user back to step 1.
      if (isApiError(error) && error.msg.startsWith('oldCode')) {
        oldCode.setValue('');
        setStep(1);
      }
    },
  );

  return (
    <AccountPage title={tAccount('phoneTitle')}>
      <div className="app-card acc-phone-card">
        <span>{tAccount('phoneCurrent')}</span>
        <strong>{user?.phone}</strong>
      </div>
      {step === 0 ? <ActionButton onClick={() => setStep(1)}>{tAccount('changePhone')}</ActionButton> : null}
      {step === 1 ? (
        <form className="acc-form" onSubmit={next} noValidate>
          <h2 className="acc-step">{tAccount('changeStep1')}</h2>
          <SmsCodeField purpose="changeOld" phone="" code={oldCode} />
          <SubmitButton busy={false}>{tAccount('next')}</SubmitButton>
        </form>
      ) : null}
      {step === 2 ? (
        <form className="acc-form" onSubmit={submit} noValidate>
          <h2 className="acc-step">{tAccount('changeStep2')}</h2>
          <PhoneCodeFields purpose="changeNew" {...fields} placeholder={tAccount('newPhonePlaceholder')} />
          <SubmitButton busy={busy} busyText={tAccount('saving')}>
            {tAccount('confirm')}
          </SubmitButton>
        </form>
      ) : null}
    </AccountPage>
  );
}
