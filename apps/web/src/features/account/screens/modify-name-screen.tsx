// /mine/setting/modifyname: nickname with its length counter; 保存 disabled until valid.
import { NICKNAME_MAX } from '@lld/protocol/account-rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '@/lib/api/client';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { toast } from '@/lib/toast';
import { applyUserInfo } from '../api/apply-login';
import { modifyInfo } from '../api/profile';
import { AccountPage } from '../components/account-page';
import { Field, TextInput } from '../components/form';
import { tAccount } from '../i18n';
import { nicknameError } from '../validation';

export default function ModifyNameScreen() {
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const [name, setName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const value = name ?? user?.nickname ?? '';
  const error = name === null ? null : nicknameError(value);
  const unchanged = value === user?.nickname;

  const save = async () => {
    if (nicknameError(value) || unchanged) return;
    setBusy(true);
    try {
      applyUserInfo(await modifyInfo({ nickname: value }));
      toast(tAccount('saved'));
      navigate(-1);
    } catch (e) {
      toast(errorText(e, tAccount('saveFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountPage
      title={tAccount('nameTitle')}
      right={{
        content: busy ? tAccount('saving') : tAccount('save'),
        onClick: () => void save(),
        disabled: busy || unchanged || nicknameError(value) !== null,
      }}
    >
      <form
        className="acc-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
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
            onChange={setName}
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
