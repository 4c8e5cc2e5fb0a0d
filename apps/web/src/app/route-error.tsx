// Shown when a screen cannot be loaded (its chunk failed again after the one reload) or the
// session cannot start (e.g. guest creation refused, spec §8). Offers a reload.
import { ResultCode } from '@lld/protocol/result-codes';
import { lazy, Suspense, useEffect } from 'react';
import { removeSplash } from '@/components/splash/splash';
import { errorText, isApiError } from '@/lib/api/client';
import { t } from '@/locales';
import './route-error.css';

export interface RouteErrorProps {
  /** The session could not start: the whole app is unavailable, not one page. */
  session?: boolean;
  /** What went wrong (the session's error carries a server tip). */
  error?: unknown;
}

export function RouteError({ session = false, error }: RouteErrorProps) {
  useEffect(() => {
    removeSplash();
  }, []);
  return (
    <div className="route-error app-fullscreen" role="alert">
      <svg className="route-error__art" width="120" height="96" viewBox="0 0 120 96" aria-hidden="true">
        <defs>
          <linearGradient id="re-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" style={{ stopColor: 'var(--fot-active-color)' }} />
            <stop offset="1" stopColor="#262942" />
          </linearGradient>
        </defs>
        <ellipse cx="60" cy="88" rx="40" ry="5" fill="#000" opacity=".3" />
        <path
          d="M34 22h52a8 8 0 0 1 8 8v40a8 8 0 0 1-8 8H34a8 8 0 0 1-8-8V30a8 8 0 0 1 8-8z"
          fill="url(#re-g)"
        />
        <path d="M60 36v18" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
        <circle cx="60" cy="65" r="3.6" fill="#fff" />
        <path
          d="M46 22 40 10M74 22l6-12"
          style={{ stroke: 'var(--fot-active-color)' }}
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <h1 className="route-error__title">{t(session ? 'app.sessionErrorTitle' : 'app.errorTitle')}</h1>
      <p className="route-error__desc">
        {session ? errorText(error, t('app.errorDesc')) : t('app.errorDesc')}
      </p>
      <button
        type="button"
        className="app-primary route-error__button"
        onClick={() => window.location.reload()}
      >
        {t('app.reload')}
      </button>
    </div>
  );
}

// A device refused a guest (6004/6015): the ways forward, loaded only then.
const GuestBlocked = lazy(() => import('./guest-blocked/guest-blocked'));

export function SessionError({ error }: { error: unknown }) {
  useEffect(() => {
    removeSplash();
  }, []);
  if (isApiError(error, ResultCode.TOO_MANY_GUESTS) || isApiError(error, ResultCode.DEVICE_BANNED))
    return (
      <Suspense fallback={null}>
        <GuestBlocked code={error.code} />
      </Suspense>
    );
  return <RouteError session error={error} />;
}
