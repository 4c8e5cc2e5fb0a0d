// A new password, its strength (or the rule before typing) and its confirmation, as register and
// change-password have them.

import { LockIcon } from '@/components/icons/icons';
import { tAccount } from '../i18n';
import { Field, PasswordInput, type useTouched } from './form';
import { PasswordStrength } from './password-strength';

export function NewPasswordFields({
  password,
  onPassword,
  confirm,
  onConfirm,
  touched,
  passwordError,
  confirmError,
}: {
  password: string;
  onPassword: (v: string) => void;
  confirm: string;
  onConfirm: (v: string) => void;
  touched: ReturnType<typeof useTouched>;
  passwordError: string | null;
  confirmError: string | null;
}) {
  return (
    <>
      <Field icon={<LockIcon size={20} />} error={touched.show('password', passwordError)}>
        <PasswordInput
          value={password}
          onChange={onPassword}
          onBlur={touched.blur('password')}
          placeholder={tAccount('newPasswordPlaceholder')}
          autoComplete="new-password"
          maxLength={32}
          name="password"
        />
      </Field>
      {password ? (
        <PasswordStrength password={password} />
      ) : (
        <p className="acc-note is-top">{tAccount('passwordRule')}</p>
      )}
      <Field icon={<LockIcon size={20} />} error={touched.show('confirm', confirmError)}>
        <PasswordInput
          value={confirm}
          onChange={onConfirm}
          onBlur={touched.blur('confirm')}
          placeholder={tAccount('confirmPasswordPlaceholder')}
          autoComplete="new-password"
          maxLength={32}
          name="confirm"
        />
      </Field>
    </>
  );
}
