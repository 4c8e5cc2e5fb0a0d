// /mine/setting/modifyPassword: set or change the password. Every other session ends.
import { ROUTES } from '@lld/protocol/routes';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { LockIcon } from '@/components/icons/icons';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { toast } from '@/lib/toast';
import { applyUserInfo } from '../api/apply-login';
import { changePassword } from '../api/profile';
import { AccountPage } from '../components/account-page';
import { Field, PasswordInput, SubmitButton, useFormSubmit, useTouched } from '../components/form';
import { NewPasswordFields } from '../components/new-password-fields';
import { tAccount } from '../i18n';
import { passwordError } from '../validation';

export default function ModifyPasswordScreen() {
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const [oldPassword, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const touched = useTouched();
  const { busy, submit: submitting } = useFormSubmit(touched, tAccount('passwordFailed'));
  if (user && !user.account && !user.phone) return <Navigate to={ROUTES.mineOriginalRegister} replace />;
  const needOld = user?.hasPassword ?? true;

  const oldErr = needOld && !oldPassword ? tAccount('errOldPasswordRequired') : null;
  const passwordErr =
    passwordError(password) ?? (needOld && password === oldPassword ? tAccount('errPasswordSame') : null);
  const confirmErr = confirm === password ? null : tAccount('errPasswordMismatch');

  const submit = submitting(oldErr || passwordErr || confirmErr, async () => {
    await changePassword(needOld ? oldPassword : '', password);
    if (user) applyUserInfo({ ...user, hasPassword: true });
    toast(tAccount('passwordChanged'));
    navigate(-1);
  });

  return (
    <AccountPage title={needOld ? tAccount('passwordTitle') : tAccount('setPasswordTitle')}>
      <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate>
        {needOld ? (
          <Field icon={<LockIcon size={20} />} error={touched.show('old', oldErr)}>
            <PasswordInput
              value={oldPassword}
              onChange={setOld}
              onBlur={touched.blur('old')}
              placeholder={tAccount('oldPasswordPlaceholder')}
              name="oldPassword"
            />
          </Field>
        ) : null}
        <NewPasswordFields
          password={password}
          onPassword={setPassword}
          confirm={confirm}
          onConfirm={setConfirm}
          touched={touched}
          passwordError={passwordErr}
          confirmError={confirmErr}
        />
        <SubmitButton busy={busy} busyText={tAccount('saving')}>
          {tAccount('confirm')}
        </SubmitButton>
      </form>
    </AccountPage>
  );
}
