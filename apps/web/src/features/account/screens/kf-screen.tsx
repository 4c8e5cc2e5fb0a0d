// /mine/setting/kf (在线客服): where custom/getEndpoint says a person answers. In-app chat: the
// hours, shortcuts to the self-service answers and other channels, and the chat itself. An
// outside link: the operator's customer-service channels from ping/contact, each with its
// hours or note; the self-service answers, official groups and business contacts.
import type { Contact } from '@lld/protocol/api/ping';
import { ROUTES } from '@lld/protocol/routes';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ofKind, useContacts } from '../api/contacts';
import { useCustomEndpoint } from '../api/support';
import { AccountPage, LoadError, SettingGroup, SettingRow } from '../components/account-page';
import { KfChat } from '../components/kf-chat';
import { contactTarget, openContact } from '../components/open-contact';
import './kf-screen.css';
import { tAccount, tSupport } from '../i18n';

/** A titled group of contacts, each opening its link; nothing when there are none. */
function ContactGroup({ title, contacts, extra }: { title: string; contacts: Contact[]; extra?: ReactNode }) {
  const navigate = useNavigate();
  if (contacts.length === 0) return null;
  return (
    <SettingGroup title={title}>
      {contacts.map((c) => (
        <SettingRow
          key={c.id}
          label={c.name}
          desc={c.content}
          onClick={() => openContact(c.url, navigate)}
          extra={extra}
        />
      ))}
    </SettingGroup>
  );
}

export default function KfScreen() {
  const navigate = useNavigate();
  const { data, isError, refetch, isPending } = useContacts();
  // The channel that points at this page is the entry to it, not a channel.
  const channels = ofKind(data, 'customer_service').filter(
    (c) => c.url !== ROUTES.settingKf && contactTarget(c.url),
  );
  const hours = ofKind(data, 'customer_service').find((c) => c.url === ROUTES.settingKf)?.content ?? '';
  const groups = ofKind(data, 'official_group', 'business', 'other').filter((c) => contactTarget(c.url));
  const faqCount = ofKind(data, 'faq').length;
  const endpoint = useCustomEndpoint().data;

  if (endpoint?.mode === 'chat')
    return (
      <AccountPage title={tAccount('kfTitle')} className="acc-chat-page">
        <div className="app-card acc-kf-bar">
          {endpoint.hours ? <p>{tSupport('chatHours', { hours: endpoint.hours })}</p> : null}
          <div className="acc-kf-bar__links">
            {faqCount > 0 ? (
              <button
                type="button"
                className="acc-chip is-small"
                onClick={() => navigate(ROUTES.settingAutoKf)}
              >
                {tAccount('kfAuto')}
              </button>
            ) : null}
            {[...channels, ...groups].map((c) => (
              <button
                key={c.id}
                type="button"
                className="acc-chip is-small"
                onClick={() => openContact(c.url, navigate)}
              >
                {c.name}
              </button>
            ))}
          </div>
        </div>
        <KfChat />
      </AccountPage>
    );

  return (
    <AccountPage title={tAccount('kfTitle')}>
      <div className="acc-kf-hero">
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="var(--fot-active-color)" opacity=".18" />
          <path
            d="M13 25v-3a11 11 0 0 1 22 0v3M13 25h4v7h-3a1 1 0 0 1-1-1zM35 25h-4v7h3a1 1 0 0 0 1-1zM31 32c0 2.5-2.5 4-6 4"
            fill="none"
            stroke="var(--fot-active-color)"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
        <div>
          <h2>{tAccount('kfIntro')}</h2>
          {hours ? <p>{hours}</p> : null}
        </div>
      </div>
      {endpoint?.mode === 'link' && contactTarget(endpoint.url) ? (
        <button type="button" className="acc-submit" onClick={() => openContact(endpoint.url, navigate)}>
          {tSupport('chatLink')}
        </button>
      ) : null}
      {isError ? <LoadError onRetry={() => void refetch()} /> : null}
      {faqCount > 0 ? (
        <SettingGroup>
          <SettingRow
            label={tAccount('kfAuto')}
            desc={tAccount('kfAutoDesc')}
            onClick={() => navigate(ROUTES.settingAutoKf)}
          />
        </SettingGroup>
      ) : null}
      <ContactGroup
        title={tAccount('kfTitle')}
        contacts={channels}
        extra={<span className="acc-chip is-small">{tAccount('kfContact')}</span>}
      />
      <ContactGroup title={tAccount('kfMore')} contacts={groups} />
      {!isPending && !isError && channels.length === 0 && faqCount === 0 && groups.length === 0 ? (
        <p className="acc-empty">{tAccount('kfEmpty')}</p>
      ) : null}
    </AccountPage>
  );
}
