// /mine/setting/modifyname: nickname with its length counter; 保存 disabled until valid.
import { NICKNAME_MAX } from '@lld/protocol/account-rules';
import { submitHandler } from '@/lib/submit';
import { AccountPage } from '../components/account-page';
import { Field, TextInput } from '../components/form';
import { useProfileEdit } from '../components/use-profile-edit';
import { tAccount } from '../i18n';
import { nicknameError } from '../validation';

export default function ModifyNameScreen() {
  const { value, setValue, error, save, saveAction } = useProfileEdit('nickname', nicknameError);
  return (
    <AccountPage title={tAccount('nameTitle')} right={saveAction}>
      <form className="acc-form" onSubmit={submitHandler(save)}>
        <Field
          error={error}
          addon={
            <span className="acc-counter">
              {[...value].length}/{NICKNAME_MAX}
            </span>
          }
        >
          <TextInput
            value={value}
            onChange={setValue}
            placeholder={tAccount('namePlaceholder')}
            name="nickname"
            autoFocus
          />
        </Field>
        <p className="acc-note is-top">{tAccount('nameHint')}</p>
      </form>
    </AccountPage>
  );
}
