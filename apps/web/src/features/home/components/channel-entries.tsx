// Entries to the reading and listening channels (comics, novels, audio) that this build has;
// a channel whose screen is not registered is not shown.
import { ROUTES } from '@lld/protocol/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isRouteAvailable } from '@/app/route-table';
import { type MessageKey, t } from '@/locales';

interface Channel {
  key: string;
  path: string;
  label: MessageKey;
  icon: ReactNode;
  colors: [string, string];
}

const CHANNELS: Channel[] = [
  {
    key: 'comics',
    path: ROUTES.comicHome,
    label: 'home.channelComics',
    colors: ['#ff8a5b', '#ff5b8a'],
    icon: <path d="M5 4h9l5 5v11H5z M14 4v5h5 M8 13h8 M8 16h5" />,
  },
];

export function ChannelEntries() {
  const shown = CHANNELS.filter((c) => isRouteAvailable(c.path));
  if (shown.length === 0) return null;
  return (
    <nav className="home-channels" aria-label={t('home.channels')}>
      {shown.map((c) => (
        <Link key={c.key} to={c.path} className="home-channels__item">
          <span
            className="home-channels__icon"
            style={{ background: `linear-gradient(135deg, ${c.colors[0]}, ${c.colors[1]})` }}
          >
            <svg
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="#fff"
              strokeWidth="1.8"
              aria-hidden="true"
            >
              {c.icon}
            </svg>
          </span>
          <span className="home-channels__label">{t(c.label)}</span>
        </Link>
      ))}
    </nav>
  );
}
