// /mine/originalRegister: the calling guest becomes an account (same user: history, balances
// and VIP stay). Captcha when the network registered several accounts this hour.
import { ROUTES } from '@lld/protocol/routes';
import { useNavigate } from 'react-router';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { toast } from '@/lib/toast';
import { applyLogin } from '../api/apply-login';
import { register, useLoginBefore } from '../api/login';
import { AccountPage } from '../components/account-page';
import { CaptchaField, useCaptcha } from '../components/captcha-field';
import {
  AccountField,
  FormSwitch,
  SubmitButton,
  useField,
  useFormSubmit,
  useTouched,
} from '../components/form';
import { NewPasswordFields, useNewPassword } from '../components/new-password-fields';
import { tAccount } from '../i18n';
import { accountNameError } from '../validation';

export default function RegisterScreen() {
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const touched = useTouched();
  const account = useField(touched, 'account', accountNameError);
  const { busy, submit: submitting } = useFormSubmit(touched, tAccount('registerFailed'));
  const before = useLoginBefore({ action: 'register' });
  const captcha = useCaptcha(before.data?.captchaRequired ?? false, touched);
  const newPassword = useNewPassword(touched);

  const submit = submitting(
    account.error || newPassword.invalid || captcha.error,
    async () => {
      applyLogin(
        await register({ account: account.value, password: newPassword.password, ...captcha.answer }),
      );
      toast(tAccount('registerSuccess'));
      navigate(ROUTES.mine, { replace: true });
    },
    () => {
      void before.refetch();
      captcha.renew();
    },
  );

  return (
    <AccountPage title={tAccount('registerTitle')}>
      <div className="acc-hero">
        <h2>{tAccount('registerTitle')}</h2>
        <p>{tAccount('registerDesc')}</p>
      </div>
      {user && !user.isGuest ? <p className="acc-warn">{tAccount('registerLoggedIn')}</p> : null}
      <form className="acc-form" onSubmit={submit} noValidate>
        <AccountField
          field={account}
          onChange={(v) => account.setValue(v.trim())}
          placeholder={tAccount('accountNamePlaceholder')}
          maxLength={20}
        />
        <NewPasswordFields {...newPassword.fields} />
        {captcha.field ? <CaptchaField {...captcha.field} /> : null}
        <SubmitButton busy={busy} busyText={tAccount('registering')}>
          {tAccount('register')}
        </SubmitButton>
      </form>
      <FormSwitch
        question={tAccount('haveAccount')}
        action={tAccount('goLogin')}
        onClick={() => navigate(ROUTES.mineLogin, { replace: true })}
      />
    </AccountPage>
  );
}
