// /mine/setting/avatar: pick a photo, preview it cropped to a circle, upload (user/avatar). The
// server checks the bytes and re-encodes; the client checks type and size first for a quick answer.
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { errorText } from '@/lib/api/client';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import { applyUserInfo } from '../api/apply-login';
import { uploadAvatar } from '../api/profile';
import { AccountPage } from '../components/account-page';
import { DefaultAvatar } from '../components/default-avatar';
import './avatar-screen.css';

const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export default function AvatarScreen() {
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    e.target.value = '';
    if (!f) return;
    if (!TYPES.includes(f.type)) return toast(t('account.avatarBadType'));
    if (f.size > MAX_BYTES) return toast(t('account.avatarTooBig'));
    setFile(f);
    setPreview(URL.createObjectURL(f));
  };

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const r = await uploadAvatar(file, file.name || 'avatar');
      applyUserInfo(r.userInfo);
      toast(t('account.avatarDone'));
      navigate(-1);
    } catch (error) {
      toast(errorText(error, t('account.avatarFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountPage title={t('account.avatarTitle')}>
      <div className="acc-avatar-edit">
        <div className="acc-avatar-edit__preview">
          {preview ? (
            <img src={preview} alt={t('account.avatar')} />
          ) : user ? (
            <LazyImage
              src={user.avatar}
              ratio={1}
              eager
              alt={user.nickname}
              placeholder={<DefaultAvatar />}
            />
          ) : null}
        </div>
        <p className="acc-note">{t('account.avatarHint')}</p>
        <input
          ref={input}
          type="file"
          accept={TYPES.join(',')}
          hidden
          onChange={pick}
          data-testid="avatar-input"
        />
        {file ? (
          <>
            <button
              type="button"
              className="acc-submit is-block"
              disabled={busy}
              onClick={() => void upload()}
            >
              {busy ? t('account.avatarUploading') : t('account.avatarUpload')}
            </button>
            <button
              type="button"
              className="acc-ghost"
              disabled={busy}
              onClick={() => input.current?.click()}
            >
              {t('account.avatarRepick')}
            </button>
          </>
        ) : (
          <button type="button" className="acc-submit is-block" onClick={() => input.current?.click()}>
            {t('account.avatarPick')}
          </button>
        )}
      </div>
    </AccountPage>
  );
}
