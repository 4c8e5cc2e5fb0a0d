// /mine/setting/modifiIntro: the self-introduction, up to 60 characters.
import { INTRO_MAX } from '@lld/protocol/account-rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '@/lib/api/client';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { toast } from '@/lib/toast';
import { applyUserInfo } from '../api/apply-login';
import { modifyInfo } from '../api/profile';
import { AccountPage } from '../components/account-page';
import { tAccount } from '../i18n';
import { introError } from '../validation';

export default function ModifyIntroScreen() {
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const [intro, setIntro] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const value = intro ?? user?.intro ?? '';
  const error = introError(value);
  const unchanged = value === (user?.intro ?? '');

  const save = async () => {
    if (error || unchanged) return;
    setBusy(true);
    try {
      applyUserInfo(await modifyInfo({ intro: value }));
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
      title={tAccount('introTitle')}
      right={{
        content: busy ? tAccount('saving') : tAccount('save'),
        onClick: () => void save(),
        disabled: busy || unchanged || error !== null,
      }}
    >
      <div className={error ? 'acc-textarea has-error' : 'acc-textarea'}>
        <textarea
          value={value}
          onChange={(e) => setIntro(e.target.value)}
          placeholder={tAccount('introPlaceholder')}
          rows={5}
          name="intro"
        />
        <span className="acc-counter">
          {[...value].length}/{INTRO_MAX}
        </span>
      </div>
      {error ? (
        <p className="acc-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </AccountPage>
  );
}
