// /mine/invitation (邀请好友): my code and invite link with its QR code (copy, save), what
// inviting has earned, the people I invited, and a field for the code of who invited me.
import { formatDate, formatGold } from '@lld/protocol/format';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header/page-header';
import { PullList } from '@/components/pull-list/pull-list';
import { QrImage, qrDataUrl } from '@/components/qr-image/qr-image';
import { useBusyCall } from '@/lib/api/busy-call';
import { saveImage } from '@/lib/canvas-image';
import { copyText } from '@/lib/clipboard';
import { submitHandler } from '@/lib/submit';
import { toast } from '@/lib/toast';
import { fetchInvitees, redeemInvite, useInviteLink, welfareKeys } from './api';
import './welfare.css';
import './invitation-screen.css';
import { RetryButton, WfButton } from './components/buttons';
import { tWelfare } from './i18n';

function RedeemForm({ invitedBy }: { invitedBy: number | null }) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const { busy, call } = useBusyCall();
  if (invitedBy !== null) return <p className="wf-card__sub">{tWelfare('invitedBy', { id: invitedBy })}</p>;
  const submit = submitHandler(async () => {
    if (!code.trim()) return;
    await call(tWelfare('failed'), async () => {
      const income = await redeemInvite(code.trim());
      queryClient.setQueryData(welfareKeys.income, income);
      void toast(tWelfare('redeemDone'));
    });
  });
  return (
    <form className="wf-redeem" onSubmit={submit}>
      <input
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/[^0-9a-z]/gi, '').slice(0, 12))}
        placeholder={tWelfare('redeemPlaceholder')}
        aria-label={tWelfare('redeemTitle')}
        autoCapitalize="characters"
        autoComplete="off"
      />
      <button type="submit" className="wf-btn wf-btn--primary" disabled={busy || !code.trim()}>
        {tWelfare('redeemButton')}
      </button>
    </form>
  );
}

export default function InvitationScreen() {
  const {
    income: { data: income, isError, refetch },
    link,
  } = useInviteLink();
  const copy = async (text: string) => {
    void toast((await copyText(text)) ? tWelfare('copied') : tWelfare('copyFailed'));
  };
  const saveQr = async () => {
    saveImage(await qrDataUrl(link, 600), `invite-${income?.code ?? ''}.png`);
    void toast(tWelfare('saved'));
  };
  return (
    <div className="app-page wf-page">
      <PageHeader title={tWelfare('inviteTitle')} />
      <section className="wf-hero">
        <h2>{tWelfare('inviteHero', { gold: formatGold(income?.rewardPerInvite ?? 0) })}</h2>
        <p>{tWelfare('inviteHeroSub')}</p>
      </section>
      {isError ? <RetryButton onRetry={refetch} card /> : null}
      <section className="app-card wf-card wf-code" aria-label={tWelfare('myCode')}>
        <span className="wf-card__sub">{tWelfare('myCode')}</span>
        <strong className="wf-code__value" data-testid="invite-code">
          {income?.code ?? '\u00a0'}
        </strong>
        {link ? <QrImage text={link} size={168} alt={tWelfare('qrAlt')} /> : null}
        <span className="wf-code__link" data-testid="invite-link">
          {link}
        </span>
        <div className="wf-actions">
          <WfButton look="ghost" disabled={!income} onClick={() => copy(income?.code ?? '')}>
            {tWelfare('copyCode')}
          </WfButton>
          <WfButton look="primary" disabled={!link} onClick={() => copy(link)}>
            {tWelfare('copyLink')}
          </WfButton>
          <WfButton look="ghost" disabled={!link} onClick={saveQr}>
            {tWelfare('saveQr')}
          </WfButton>
        </div>
      </section>
      <section className="app-card wf-card" aria-label={tWelfare('incomeTitle')}>
        <h2 className="wf-card__title">{tWelfare('incomeTitle')}</h2>
        <div className="wf-stats">
          <div>
            <strong data-testid="invite-count">{income?.invited ?? 0}</strong>
            <span>{tWelfare('invited')}</span>
          </div>
          <div>
            <strong>{income?.rewarded ?? 0}</strong>
            <span>{tWelfare('rewarded')}</span>
          </div>
          <div>
            <strong data-testid="invite-income">{formatGold(income?.income ?? 0)}</strong>
            <span>{tWelfare('income')}</span>
          </div>
        </div>
      </section>
      <section className="app-card wf-card" aria-label={tWelfare('redeemTitle')}>
        <h2 className="wf-card__title">{tWelfare('redeemTitle')}</h2>
        {income ? <RedeemForm invitedBy={income.invitedBy} /> : null}
      </section>
      <section className="app-card wf-card wf-card--list" aria-label={tWelfare('inviteesTitle')}>
        <h2 className="wf-card__title">{tWelfare('inviteesTitle')}</h2>
        <PullList
          queryKey={welfareKeys.invitees}
          fetchPage={fetchInvitees}
          keyOf={(p) => p.id}
          refreshable={false}
          renderItem={(p) => (
            <div className="wf-invitee">
              <div className="wf-invitee__main">
                <div className="wf-invitee__name">{p.nickname}</div>
                <div className="wf-invitee__when">
                  {tWelfare('joinedAt', { date: formatDate(p.joinedAt) })}
                </div>
              </div>
              <span
                className={p.status === 'account' ? 'wf-invitee__status is-account' : 'wf-invitee__status'}
              >
                {p.status === 'account'
                  ? `${tWelfare('statusAccount')} ${tWelfare('reward', { gold: formatGold(p.reward) })}`
                  : tWelfare('statusGuest')}
              </span>
            </div>
          )}
          empty={<p className="wf-empty">{tWelfare('inviteesEmpty')}</p>}
        />
      </section>
    </div>
  );
}
