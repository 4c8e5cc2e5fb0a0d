// Long-video new-user banner, for guests, on the theme's longVideoNewUserBgi. Its button
// appears once the long-video screen exists.
import { ROUTES } from '@lld/protocol/routes';
import { useNavigate } from 'react-router';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import { cssUrl } from '@/themes/art/svg';
import './new-user-banner.css';
import { tHome } from '../i18n';

export function NewUserBanner({ background }: { background: string | undefined }) {
  const navigate = useNavigate();
  const canWatch = isRouteAvailable(ROUTES.lld);
  return (
    <section
      className="home-new-user"
      style={background ? { backgroundImage: cssUrl(background) } : undefined}
      aria-label={tHome('newUserTag')}
    >
      <span className="home-new-user__tag">{tHome('newUserTag')}</span>
      <h2 className="home-new-user__title">{tHome('newUserTitle')}</h2>
      <p className="home-new-user__desc">{tHome('newUserDesc')}</p>
      {canWatch ? (
        <button type="button" className="home-new-user__cta" onClick={() => navigate(ROUTES.lld)}>
          {tHome('newUserCta')}
        </button>
      ) : null}
    </section>
  );
}
