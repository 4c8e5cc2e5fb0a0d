// /notFound (spec §2): where unknown paths and unknown content types land. A friendly picture,
// a short message, and a way home (and back, when there is somewhere to go back to).
import { ROUTES } from '@lld/protocol/routes';
import { useNavigate } from 'react-router';
import './not-found-screen.css';
import { tNotFound } from './i18n';

function LostIllustration() {
  return (
    <svg className="not-found__art" viewBox="0 0 240 180" role="img" aria-label={tNotFound('title')}>
      <defs>
        <linearGradient id="nf-screen" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--fot-active-color)' }} />
          <stop offset="1" stopColor="#262942" />
        </linearGradient>
        <radialGradient id="nf-glow">
          <stop offset="0" style={{ stopColor: 'var(--fot-active-color)' }} stopOpacity=".35" />
          <stop offset="1" style={{ stopColor: 'var(--fot-active-color)' }} stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="120" cy="86" r="86" fill="url(#nf-glow)" />
      <ellipse cx="120" cy="166" rx="70" ry="7" fill="#000" opacity=".35" />
      {/* a little TV that lost its signal */}
      <path d="M100 40 86 22M140 40l14-18" stroke="#c9cde8" strokeWidth="4" strokeLinecap="round" />
      <circle cx="86" cy="22" r="5" style={{ fill: 'var(--fot-active-color)' }} />
      <circle cx="154" cy="22" r="5" style={{ fill: 'var(--fot-active-color)' }} />
      <rect x="56" y="40" width="128" height="98" rx="22" fill="url(#nf-screen)" />
      <rect x="68" y="52" width="104" height="74" rx="14" fill="#141633" />
      <path d="M76 70h88M76 86h88M76 102h88" stroke="#fff" strokeOpacity=".06" strokeWidth="6" />
      <path
        d="m92 78 10 8m0-8-10 8M138 78l10 8m0-8-10 8"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M106 112c8-6 20-6 28 0" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="M92 138v12M148 138v12" stroke="#c9cde8" strokeWidth="6" strokeLinecap="round" />
      {/* floating question marks */}
      <text x="196" y="58" style={{ fill: 'var(--tab-active-text-color)' }} fontSize="26" fontWeight="700">
        ?
      </text>
      <text
        x="30"
        y="84"
        style={{ fill: 'var(--tab-active-text-color)' }}
        fontSize="18"
        fontWeight="700"
        opacity=".7"
      >
        ?
      </text>
      <circle cx="206" cy="104" r="3" fill="#fff" opacity=".5" />
      <circle cx="38" cy="120" r="2.5" fill="#fff" opacity=".4" />
    </svg>
  );
}

/** True when this entry has an earlier entry of the app to go back to. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

export default function NotFoundScreen() {
  const navigate = useNavigate();
  return (
    <div className="not-found app-fullscreen">
      <LostIllustration />
      <h1 className="not-found__title">{tNotFound('title')}</h1>
      <p className="not-found__desc">{tNotFound('desc')}</p>
      <div className="not-found__actions">
        <button
          type="button"
          className="not-found__button is-primary"
          onClick={() => navigate(ROUTES.home, { replace: true })}
        >
          {tNotFound('backHome')}
        </button>
        {canGoBack() ? (
          <button type="button" className="not-found__button" onClick={() => navigate(-1)}>
            {tNotFound('goBack')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
