// A new password, its strength (or the rule before typing) and its confirmation, as register and
// change-password have them.
import { tAccount } from '../i18n';
import { passwordError } from '../validation';
import { type FieldState, PasswordField, type Touched, useField } from './form';
import { PasswordStrength } from './password-strength';

/**
 * The two fields; `alsoCheck` adds a form's own rule for the new password (not the same as the
 * old one).
 */
export function useNewPassword(touched: Touched, alsoCheck?: (password: string) => string | null) {
  const password = useField(touched, 'password', (p) => passwordError(p) ?? alsoCheck?.(p) ?? null);
  const confirm = useField(touched, 'confirm', (c) =>
    c === password.value ? null : tAccount('errPasswordMismatch'),
  );
  return {
    password: password.value,
    invalid: password.error || confirm.error,
    fields: { password, confirm },
  };
}

export function NewPasswordFields({ password, confirm }: { password: FieldState; confirm: FieldState }) {
  return (
    <>
      <PasswordField
        field={password}
        placeholder={tAccount('newPasswordPlaceholder')}
        autoComplete="new-password"
        maxLength={32}
      />
      {password.value ? (
        <PasswordStrength password={password.value} />
      ) : (
        <p className="acc-note is-top">{tAccount('passwordRule')}</p>
      )}
      <PasswordField
        field={confirm}
        placeholder={tAccount('confirmPasswordPlaceholder')}
        autoComplete="new-password"
        maxLength={32}
      />
    </>
  );
}
