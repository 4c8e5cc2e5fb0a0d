// /mine/setting/avatar: pick a photo, preview it cropped to a circle, upload (user/avatar). The
// server checks the bytes and re-encodes; the client checks type and size first for a quick answer.
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { UserPhoto } from '@/components/avatar/avatar';
import { useBusyCall } from '@/lib/api/busy-call';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { toast } from '@/lib/toast';
import { applyUserInfo } from '../api/apply-login';
import { uploadAvatar } from '../api/profile';
import { AccountPage } from '../components/account-page';
import { ActionButton } from '../components/form';
import './avatar-screen.css';
import { tAccount } from '../i18n';

const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export default function AvatarScreen() {
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  const { busy, call } = useBusyCall();

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
    if (!TYPES.includes(f.type)) return toast(tAccount('avatarBadType'));
    if (f.size > MAX_BYTES) return toast(tAccount('avatarTooBig'));
    setFile(f);
    setPreview(URL.createObjectURL(f));
  };

  const upload = async () => {
    if (!file) return;
    await call(tAccount('avatarFailed'), async () => {
      const r = await uploadAvatar(file, file.name || 'avatar');
      applyUserInfo(r.userInfo);
      toast(tAccount('avatarDone'));
      navigate(-1);
    });
  };

  return (
    <AccountPage title={tAccount('avatarTitle')}>
      <div className="acc-avatar-edit">
        <div className="acc-avatar-edit__preview">
          {preview ? <img src={preview} alt={tAccount('avatar')} /> : user ? <UserPhoto user={user} /> : null}
        </div>
        <p className="acc-note">{tAccount('avatarHint')}</p>
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
            <ActionButton disabled={busy} onClick={upload}>
              {busy ? tAccount('avatarUploading') : tAccount('avatarUpload')}
            </ActionButton>
            <ActionButton look="ghost" disabled={busy} onClick={() => input.current?.click()}>
              {tAccount('avatarRepick')}
            </ActionButton>
          </>
        ) : (
          <ActionButton onClick={() => input.current?.click()}>{tAccount('avatarPick')}</ActionButton>
        )}
      </div>
    </AccountPage>
  );
}
