// /mine/originalRegister: the calling guest becomes an account (same user: history, balances
// and VIP stay). Captcha when the network registered several accounts this hour.
import { ROUTES } from '@lld/protocol/routes';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { UserIcon } from '@/components/icons/icons';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { toast } from '@/lib/toast';
import { applyLogin } from '../api/apply-login';
import { register, useLoginBefore } from '../api/login';
import { AccountPage } from '../components/account-page';
import { CaptchaField, type CaptchaValue } from '../components/captcha-field';
import { Field, SubmitButton, TextInput, useFormSubmit, useTouched } from '../components/form';
import { NewPasswordFields } from '../components/new-password-fields';
import { tAccount } from '../i18n';
import { accountNameError, captchaError, passwordError } from '../validation';

export default function RegisterScreen() {
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [captcha, setCaptcha] = useState<CaptchaValue>({ captchaId: '', captchaCode: '' });
  const [captchaKey, setCaptchaKey] = useState(0);
  const touched = useTouched();
  const { busy, submit: submitting } = useFormSubmit(touched, tAccount('registerFailed'));
  const before = useLoginBefore({ action: 'register' });
  const needCaptcha = before.data?.captchaRequired ?? false;

  const accountErr = accountNameError(account);
  const passwordErr = passwordError(password);
  const confirmErr = confirm === password ? null : tAccount('errPasswordMismatch');
  const captchaErr = needCaptcha ? captchaError(captcha.captchaCode) : null;

  const submit = submitting(
    accountErr || passwordErr || confirmErr || captchaErr,
    async () => {
      applyLogin(await register({ account, password, ...(needCaptcha ? captcha : {}) }));
      toast(tAccount('registerSuccess'));
      navigate(ROUTES.mine, { replace: true });
    },
    () => {
      void before.refetch();
      setCaptchaKey((k) => k + 1);
    },
  );

  return (
    <AccountPage title={tAccount('registerTitle')}>
      <div className="acc-hero">
        <h2>{tAccount('registerTitle')}</h2>
        <p>{tAccount('registerDesc')}</p>
      </div>
      {user && !user.isGuest ? <p className="acc-warn">{tAccount('registerLoggedIn')}</p> : null}
      <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field icon={<UserIcon size={20} />} error={touched.show('account', accountErr)}>
          <TextInput
            value={account}
            onChange={(v) => setAccount(v.trim())}
            onBlur={touched.blur('account')}
            placeholder={tAccount('accountNamePlaceholder')}
            autoComplete="username"
            autoCapitalize="none"
            maxLength={20}
            name="account"
          />
        </Field>
        <NewPasswordFields
          password={password}
          onPassword={setPassword}
          confirm={confirm}
          onConfirm={setConfirm}
          touched={touched}
          passwordError={passwordErr}
          confirmError={confirmErr}
        />
        {needCaptcha ? (
          <CaptchaField
            value={captcha}
            onChange={setCaptcha}
            reloadKey={captchaKey}
            error={touched.show('captcha', captchaErr)}
            onBlur={touched.blur('captcha')}
          />
        ) : null}
        <SubmitButton busy={busy} busyText={tAccount('registering')}>
          {tAccount('register')}
        </SubmitButton>
      </form>
      <p className="acc-footer-link">
        {tAccount('haveAccount')}
        <button
          type="button"
          className="acc-link is-inline"
          onClick={() => navigate(ROUTES.mineLogin, { replace: true })}
        >
          {tAccount('goLogin')}
        </button>
      </p>
    </AccountPage>
  );
}
