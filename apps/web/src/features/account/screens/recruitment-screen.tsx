// /mine/setting/recruitment (招募合作): the operator's recruitment posts from ping/contact
// (kind "recruitment"): title, description and where to apply.
import { useNavigate } from 'react-router';
import { ofKind, useContacts } from '../api/contacts';
import { AccountPage, LoadError } from '../components/account-page';
import { contactTarget, openContact } from '../components/open-contact';
import './recruitment-screen.css';
import { tAccount } from '../i18n';

export default function RecruitmentScreen() {
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useContacts();
  const posts = ofKind(data, 'recruitment');
  return (
    <AccountPage title={tAccount('recruitmentTitle')}>
      <div className="acc-recruit-hero">
        <h2>{tAccount('recruitmentIntro')}</h2>
      </div>
      {isError ? <LoadError onRetry={() => void refetch()} /> : null}
      {!isPending && !isError && posts.length === 0 ? (
        <p className="acc-empty">{tAccount('recruitmentEmpty')}</p>
      ) : null}
      <ul className="acc-recruit">
        {posts.map((p) => (
          <li key={p.id} className="app-card acc-recruit__item">
            <h3>{p.name}</h3>
            {p.content.split('\n').map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one fixed text
              <p key={i}>{line}</p>
            ))}
            {contactTarget(p.url) ? (
              <button type="button" className="acc-chip" onClick={() => openContact(p.url, navigate)}>
                {tAccount('recruitmentApply')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </AccountPage>
  );
}
