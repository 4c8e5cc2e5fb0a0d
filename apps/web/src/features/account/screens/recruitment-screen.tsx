// /mine/setting/recruitment (招募合作): the operator's recruitment posts from ping/contact
// (kind "recruitment"): title, description and where to apply.
import { useNavigate } from 'react-router';
import { t } from '@/locales';
import { ofKind, useContacts } from '../api/contacts';
import { AccountPage } from '../components/account-page';
import { contactTarget, openContact } from '../components/open-contact';
import './recruitment-screen.css';

export default function RecruitmentScreen() {
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useContacts();
  const posts = ofKind(data, 'recruitment');
  return (
    <AccountPage title={t('account.recruitmentTitle')}>
      <div className="acc-recruit-hero">
        <h2>{t('account.recruitmentIntro')}</h2>
      </div>
      {isError ? (
        <div className="acc-empty" role="alert">
          <p>{t('account.loadFailed')}</p>
          <button type="button" className="acc-chip" onClick={() => void refetch()}>
            {t('account.retry')}
          </button>
        </div>
      ) : null}
      {!isPending && !isError && posts.length === 0 ? (
        <p className="acc-empty">{t('account.recruitmentEmpty')}</p>
      ) : null}
      <ul className="acc-recruit">
        {posts.map((p) => (
          <li key={p.id} className="acc-recruit__item">
            <h3>{p.name}</h3>
            {p.content.split('\n').map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one fixed text
              <p key={i}>{line}</p>
            ))}
            {contactTarget(p.url) ? (
              <button type="button" className="acc-chip" onClick={() => openContact(p.url, navigate)}>
                {t('account.recruitmentApply')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </AccountPage>
  );
}
