// /mine/officialGroup (官方群组): the operator's groups and channels (ping/contact kind
// "official_group" with an outside link), each with its QR code drawn here, copy-link and join.
import type { Contact } from '@lld/protocol/api/ping';
import { ROUTES } from '@lld/protocol/routes';
import { useNavigate } from 'react-router';
import { QrImage } from '@/components/qr-image/qr-image';
import { copyText } from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import { ofKind, useContacts } from '../api/contacts';
import { AccountPage, LoadError } from '../components/account-page';
import { contactTarget, openContact } from '../components/open-contact';
import './official-group-screen.css';
import { type SupportKey, tSupport } from '../i18n';

/** The platform a group link belongs to, for its label. */
export function platformOf(url: string): 'telegram' | 'potato' | 'twitter' | 'other' {
  let host = '';
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'other';
  }
  if (/(^|\.)(t\.me|telegram\.me|telegram\.org)$/.test(host)) return 'telegram';
  if (/(^|\.)(ptt\.im|potato\.im)$/.test(host)) return 'potato';
  if (/(^|\.)(x\.com|twitter\.com)$/.test(host)) return 'twitter';
  return 'other';
}

export default function OfficialGroupScreen() {
  const { data, isPending, isError, refetch } = useContacts();
  // The entry that points at this page is how one gets here, not a group.
  const groups = ofKind(data, 'official_group').filter(
    (c) => c.url !== ROUTES.mineOfficialGroup && contactTarget(c.url) === 'external',
  );
  return (
    <AccountPage title={tSupport('groupTitle')}>
      <p className="og-intro">{tSupport('groupIntro')}</p>
      {isError ? <LoadError onRetry={() => void refetch()} /> : null}
      {groups.map((g) => (
        <GroupCard key={g.id} group={g} />
      ))}
      {!isPending && !isError && groups.length === 0 ? (
        <p className="acc-empty">{tSupport('groupEmpty')}</p>
      ) : null}
    </AccountPage>
  );
}

function GroupCard({ group: g }: { group: Contact }) {
  const navigate = useNavigate();
  const copy = async () => {
    if (await copyText(g.url)) void toast(tSupport('groupCopied'));
  };
  return (
    <article className="app-card og-card">
      <header>
        <h2>{g.name}</h2>
        <span className="og-card__platform">{tSupport(`platform_${platformOf(g.url)}` as SupportKey)}</span>
      </header>
      {g.content ? <p className="og-card__desc">{g.content}</p> : null}
      <QrImage text={g.url} size={148} alt={tSupport('groupQrAlt', { name: g.name })} />
      <p className="og-card__link">{g.url}</p>
      <div className="og-card__actions">
        <button type="button" className="acc-chip og-card__copy" onClick={() => void copy()}>
          {tSupport('groupCopy')}
        </button>
        <button type="button" className="acc-chip" onClick={() => openContact(g.url, navigate)}>
          {tSupport('groupOpen')}
        </button>
      </div>
    </article>
  );
}
