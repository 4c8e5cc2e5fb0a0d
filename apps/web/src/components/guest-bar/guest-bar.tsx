// The 去登录 bar (issue 22 point 6): where a guest cannot act (comment, publish, send danmaku),
// it stands in for the input before they start, saying why and leading to an account.
import { ROUTES } from '@lld/protocol/routes';
import { Link } from 'react-router';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import { t } from '@/locales';
import './guest-bar.css';

export function GuestBar({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div className={`guest-bar ${className}`.trim()} role="note">
      <span className="guest-bar__text">{text}</span>
      {isRouteAvailable(ROUTES.mineLogin) ? (
        <Link to={ROUTES.mineLogin} className="guest-bar__login">
          {t('comments.goLogin')}
        </Link>
      ) : null}
    </div>
  );
}
