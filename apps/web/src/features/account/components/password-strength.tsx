import { passwordStrength } from '@lld/protocol/account-rules';
import { tAccount } from '../i18n';

const LABELS = ['', 'strengthWeak', 'strengthMedium', 'strengthStrong'] as const;

/** Three bars and a word; nothing until the password passes the rules. */
export function PasswordStrength({ password }: { password: string }) {
  const level = passwordStrength(password);
  if (level === 0) return null;
  const label = LABELS[level];
  return (
    <div className={`acc-strength is-${level}`} aria-live="polite">
      <span className="acc-strength__bars" aria-hidden="true">
        <i />
        <i />
        <i />
      </span>
      <span>
        {tAccount('strength')}：{label ? tAccount(label) : ''}
      </span>
    </div>
  );
}
