// /mine/setting/modifyPassword: set or change the password. Every other session ends.
import { ROUTES } from '@lld/protocol/routes';
import { Navigate, useNavigate } from 'react-router';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { toast } from '@/lib/toast';
import { applyUserInfo } from '../api/apply-login';
import { changePassword } from '../api/profile';
import { AccountPage } from '../components/account-page';
import { PasswordField, SubmitButton, useField, useFormSubmit, useTouched } from '../components/form';
import { NewPasswordFields, useNewPassword } from '../components/new-password-fields';
import { tAccount } from '../i18n';

export default function ModifyPasswordScreen() {
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const touched = useTouched();
  const { busy, submit: submitting } = useFormSubmit(touched, tAccount('passwordFailed'));
  const needOld = user?.hasPassword ?? true;
  const oldPassword = useField(touched, 'oldPassword', (v) =>
    needOld && !v ? tAccount('errOldPasswordRequired') : null,
  );
  const newPassword = useNewPassword(touched, (p) =>
    needOld && p === oldPassword.value ? tAccount('errPasswordSame') : null,
  );
  if (user && !user.account && !user.phone) return <Navigate to={ROUTES.mineOriginalRegister} replace />;

  const submit = submitting(oldPassword.error || newPassword.invalid, async () => {
    await changePassword(needOld ? oldPassword.value : '', newPassword.password);
    if (user) applyUserInfo({ ...user, hasPassword: true });
    toast(tAccount('passwordChanged'));
    navigate(-1);
  });

  return (
    <AccountPage title={needOld ? tAccount('passwordTitle') : tAccount('setPasswordTitle')}>
      <form className="acc-form" onSubmit={submit} noValidate>
        {needOld ? (
          <PasswordField field={oldPassword} placeholder={tAccount('oldPasswordPlaceholder')} />
        ) : null}
        <NewPasswordFields {...newPassword.fields} />
        <SubmitButton busy={busy} busyText={tAccount('saving')}>
          {tAccount('confirm')}
        </SubmitButton>
      </form>
    </AccountPage>
  );
}
