// Entries to the reading, listening and live channels (comics, novels, audio, live TV) that this build has;
// a channel whose screen is not registered is not shown.
import { ROUTES } from '@lld/protocol/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import './channel-entries.css';
import { type HomeKey, tHome } from '../i18n';

interface Channel {
  key: string;
  path: string;
  label: HomeKey;
  icon: ReactNode;
  colors: [string, string];
}

const CHANNELS: Channel[] = [
  {
    key: 'comics',
    path: ROUTES.comicHome,
    label: 'channelComics',
    colors: ['#ff8a5b', '#ff5b8a'],
    icon: <path d="M5 4h9l5 5v11H5z M14 4v5h5 M8 13h8 M8 16h5" />,
  },
  {
    key: 'novels',
    path: `${ROUTES.comicHome}?tab=novel`,
    label: 'channelNovels',
    colors: ['#4fc3a1', '#2f8a9b'],
    icon: <path d="M4 5c3-1 6-1 8 1 2-2 5-2 8-1v14c-3-1-6-1-8 1-2-2-5-2-8-1z M12 6v14" />,
  },
  {
    key: 'audio',
    path: `${ROUTES.comicHome}?tab=audio`,
    label: 'channelAudio',
    colors: ['#8f7bff', '#5b6bff'],
    icon: <path d="M4 14v-2a8 8 0 0 1 16 0v2 M4 14h3v6H4z M17 14h3v6h-3z" />,
  },
  {
    key: 'live',
    path: ROUTES.liveTv,
    label: 'channelLive',
    colors: ['#ff7ad9', '#b04bff'],
    icon: <path d="M3 7h18v12H3z M8 3l4 4 4-4 M10 10v6l5-3z" />,
  },
];

export function ChannelEntries() {
  const shown = CHANNELS.filter((c) => isRouteAvailable(c.path));
  if (shown.length === 0) return null;
  return (
    <nav className="home-channels" aria-label={tHome('channels')}>
      {shown.map((c) => (
        <Link key={c.key} to={c.path} className="app-card home-channels__item">
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
          <span className="home-channels__label">{tHome(c.label)}</span>
        </Link>
      ))}
    </nav>
  );
}
