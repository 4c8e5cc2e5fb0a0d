// /mine/setting/bindPhone: bind a phone (login/bindMobile). A guest becomes an account and keeps
// everything; the answer is a new session like any login.
import { ROUTES } from '@lld/protocol/routes';
import { Navigate, useNavigate } from 'react-router';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { toast } from '@/lib/toast';
import { applyLogin } from '../api/apply-login';
import { bindMobile } from '../api/login';
import { AccountPage } from '../components/account-page';
import { SubmitButton, useFormSubmit, useTouched } from '../components/form';
import { PhoneCodeFields, usePhoneCode } from '../components/phone-code-fields';
import { tAccount } from '../i18n';

export default function BindPhoneScreen() {
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const touched = useTouched();
  const { busy, submit: submitting } = useFormSubmit(touched, tAccount('bindFailed'));
  const { phone, code, invalid, fields } = usePhoneCode(touched);
  if (user?.phone) return <Navigate to={ROUTES.settingPhone} replace />;

  const submit = submitting(invalid, async () => {
    applyLogin(await bindMobile({ phone, code }));
    toast(tAccount('bindSuccess'));
    navigate(-1);
  });

  return (
    <AccountPage title={tAccount('bindPhoneTitle')}>
      <p className="acc-note is-top">{tAccount('bindPhoneDesc')}</p>
      <form className="acc-form" onSubmit={submit} noValidate>
        <PhoneCodeFields purpose="bind" {...fields} />
        <SubmitButton busy={busy} busyText={tAccount('binding')}>
          {tAccount('bind')}
        </SubmitButton>
      </form>
    </AccountPage>
  );
}
