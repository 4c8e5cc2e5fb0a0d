// /mine/setting/modifiIntro: the self-introduction, up to 60 characters.
import { INTRO_MAX } from '@lld/protocol/account-rules';
import { AccountPage } from '../components/account-page';
import { FieldError } from '../components/form';
import { useProfileEdit } from '../components/use-profile-edit';
import { tAccount } from '../i18n';
import { introError } from '../validation';

export default function ModifyIntroScreen() {
  const { value, setValue, error, saveAction } = useProfileEdit('intro', introError, true);
  return (
    <AccountPage title={tAccount('introTitle')} right={saveAction}>
      <div className={error ? 'acc-textarea has-error' : 'acc-textarea'}>
        <textarea
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={tAccount('introPlaceholder')}
          rows={5}
          name="intro"
        />
        <span className="acc-counter">
          {[...value].length}/{INTRO_MAX}
        </span>
      </div>
      <FieldError error={error} />
    </AccountPage>
  );
}
