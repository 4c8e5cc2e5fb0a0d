// /mine/setting/modifyname: nickname with its length counter; 保存 disabled until valid.
import { NICKNAME_MAX } from '@lld/protocol/account-rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '@/lib/api/client';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import { applyUserInfo } from '../api/apply-login';
import { modifyInfo } from '../api/profile';
import { AccountPage } from '../components/account-page';
import { Field, TextInput } from '../components/form';
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
      toast(t('account.saved'));
      navigate(-1);
    } catch (e) {
      toast(errorText(e, t('account.saveFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountPage
      title={t('account.nameTitle')}
      right={{
        content: busy ? t('account.saving') : t('account.save'),
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
            placeholder={t('account.namePlaceholder')}
            name="nickname"
            autoFocus
          />
        </Field>
        <p className="acc-note is-top">{t('account.nameHint')}</p>
      </form>
    </AccountPage>
  );
}
