// /mine/credentials: the account credential card with its QR (user/qrcode {type:"credential"}).
// 保存凭证图片 draws the card as a PNG (download, and shown for a long-press save on phones);
// 重置凭证 revokes the old one.
import { useState } from 'react';
import { QrImage } from '@/components/qr-image/qr-image';
import { useBusyCall } from '@/lib/api/busy-call';
import { saveImage } from '@/lib/canvas-image';
import { queryClient } from '@/lib/query-client';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { useSessionStore } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { credentialQueryOptions, getCredential, useCredential } from '../api/qrcode';
import { AccountPage, LoadError } from '../components/account-page';
import { confirmStep } from '../components/confirm';
import { drawCredentialCard } from '../components/credential-card-image';
import { ActionButton } from '../components/form';
import { formatDateShanghai } from '../components/format-date';
import './credentials-screen.css';
import { tAccount } from '../i18n';

export default function CredentialsScreen() {
  const token = useSessionStore((s) => s.token);
  const { data: user } = useUserInfo();
  const { data: cred, isError, refetch } = useCredential(token);
  const saving = useBusyCall();
  const resetting = useBusyCall();
  const [saved, setSaved] = useState('');

  const save = async () => {
    if (!cred || !user) return;
    await saving.call(tAccount('credentialFailed'), async () => {
      const accent =
        getComputedStyle(document.documentElement).getPropertyValue('--fot-active-color').trim() || '#366CE3';
      const blob = await drawCredentialCard({
        credential: cred.credential,
        nickname: user.nickname,
        userId: cred.userId,
        account: cred.account,
        createdAt: cred.createdAt,
        title: tAccount('credentialCardTitle'),
        warn: tAccount('credentialWarn'),
        howTo: tAccount('credentialHowTo'),
        accentColor: accent,
      });
      const url = URL.createObjectURL(blob);
      saveImage(url, `lld-credential-${cred.userId}.png`);
      if (saved) URL.revokeObjectURL(saved);
      setSaved(url);
      toast(tAccount('credentialSaved'));
    });
  };

  const reset = async () => {
    if (!(await confirmStep(tAccount('credentialResetConfirm'), tAccount('credentialReset')))) return;
    await resetting.call(tAccount('credentialFailed'), async () => {
      const fresh = await getCredential(true);
      queryClient.setQueryData(credentialQueryOptions(token).queryKey, fresh);
      toast(tAccount('credentialResetDone'));
    });
  };

  return (
    <AccountPage title={tAccount('credentialsTitle')}>
      {isError ? (
        <LoadError message={tAccount('credentialFailed')} onRetry={() => void refetch()} />
      ) : (
        <section className="acc-cred-card" aria-label={tAccount('credentialCardTitle')}>
          <header>
            <h2>{tAccount('credentialCardTitle')}</h2>
            <p className="acc-cred-card__name">{user?.nickname}</p>
            <p className="acc-cred-card__meta">
              ID：{user?.id}
              {cred?.account ? `　账号：${cred.account}` : ''}
            </p>
          </header>
          <div className="acc-cred-card__qr">
            {cred ? (
              <QrImage text={cred.credential} size={220} alt={tAccount('credentialCardTitle')} />
            ) : (
              <div className="acc-qr" style={{ width: 220, height: 220 }} />
            )}
          </div>
          <p className="acc-cred-card__warn">{tAccount('credentialWarn')}</p>
          <p className="acc-cred-card__how">{tAccount('credentialHowTo')}</p>
          {cred ? (
            <p className="acc-cred-card__date">
              {tAccount('credentialCreated', { date: formatDateShanghai(cred.createdAt) })}
            </p>
          ) : null}
        </section>
      )}
      {user?.isGuest ? <p className="acc-warn">{tAccount('credentialGuestTip')}</p> : null}
      <ActionButton disabled={!cred || saving.busy} onClick={save}>
        {tAccount('credentialSave')}
      </ActionButton>
      <ActionButton look="ghost" disabled={!cred} onClick={reset}>
        {tAccount('credentialReset')}
      </ActionButton>
      {saved ? (
        <figure className="acc-cred-saved">
          <img src={saved} alt={tAccount('credentialCardTitle')} />
          <figcaption>{tAccount('credentialSaveHint')}</figcaption>
        </figure>
      ) : null}
    </AccountPage>
  );
}
