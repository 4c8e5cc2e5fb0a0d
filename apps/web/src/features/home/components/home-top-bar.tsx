// Home top bar: the app mark and name, and the search entry once the search screen exists
// (until then the bar keeps its layout without it).
import { ROUTES } from '@lld/protocol/routes';
import { useNavigate } from 'react-router';
import { MagnifierIcon } from '@/components/search-entry/search-pill';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import { t } from '@/locales';
import './home-top-bar.css';
import { tHome } from '../i18n';

function AppMark() {
  return (
    <svg className="home-top__mark" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="9" style={{ fill: 'var(--fot-active-color)' }} />
      <path
        d="M12 9.6v12.8a1 1 0 0 0 1.5.9l10-6.4a1 1 0 0 0 0-1.8l-10-6.4a1 1 0 0 0-1.5.9z"
        style={{ fill: 'var(--on-primary-color)' }}
      />
      <circle cx="7.5" cy="16" r="1.8" style={{ fill: 'var(--on-primary-color)' }} opacity=".6" />
    </svg>
  );
}

export function HomeTopBar() {
  const navigate = useNavigate();
  const canSearch = isRouteAvailable(ROUTES.search);
  return (
    <header className="home-top">
      <div className="home-top__brand">
        <AppMark />
        <h1 className="home-top__name">{t('app.name')}</h1>
        <span className="home-top__slogan">{t('app.slogan')}</span>
      </div>
      {canSearch ? (
        <button
          type="button"
          className="search-pill home-top__search"
          onClick={() => navigate(ROUTES.search)}
        >
          <MagnifierIcon />
          <span>{tHome('search')}</span>
        </button>
      ) : null}
    </header>
  );
}
