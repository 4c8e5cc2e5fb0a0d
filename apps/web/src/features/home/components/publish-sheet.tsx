// The publish sheet behind the home screen's floating button: loaded on the first tap (the
// home route's first screen does not carry it), kept mounted afterwards so it animates out.
import { useNavigate } from 'react-router';
import { tHome } from '../i18n';
import type { PublishEntry } from '../publish-entries';
import { Overlay } from './overlay';

function EntryIcon({ kind }: { kind: PublishEntry['key'] }) {
  return kind === 'image' ? (
    <svg viewBox="0 0 32 32" aria-hidden="true">
      <rect x="4" y="6" width="24" height="20" rx="5" fill="currentColor" opacity=".25" />
      <rect x="4" y="6" width="24" height="20" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="11.5" cy="13" r="2.5" fill="currentColor" />
      <path
        d="m6 23 7-7 5 5 3-3 5 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 32 32" aria-hidden="true">
      <rect x="3" y="7" width="19" height="18" rx="5" fill="currentColor" opacity=".25" />
      <rect x="3" y="7" width="19" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="m22 13.5 6-3.5v12l-6-3.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M10.5 12.5v7l5.5-3.5z" fill="currentColor" />
    </svg>
  );
}

export interface PublishSheetProps {
  open: boolean;
  onClose: () => void;
  entries: readonly PublishEntry[];
}

export default function PublishSheet({ open, onClose, entries }: PublishSheetProps) {
  const navigate = useNavigate();
  return (
    <Overlay
      open={open}
      onClose={onClose}
      placement="bottom"
      className="home-publish-pop"
      label={tHome('publishTitle')}
    >
      <h2 className="home-publish-pop__title">{tHome('publishTitle')}</h2>
      <div className="home-publish-pop__entries">
        {entries.map((entry) => (
          <button
            key={entry.key}
            type="button"
            className={`home-publish-pop__entry is-${entry.key}`}
            onClick={() => {
              onClose();
              navigate(entry.href);
            }}
          >
            <EntryIcon kind={entry.key} />
            <span className="home-publish-pop__label">{tHome(entry.labelKey)}</span>
            <span className="home-publish-pop__desc">{tHome(entry.descKey)}</span>
          </button>
        ))}
      </div>
      <button type="button" className="home-publish-pop__close" aria-label={tHome('close')} onClick={onClose}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="m7 7 10 10M17 7 7 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </Overlay>
  );
}
