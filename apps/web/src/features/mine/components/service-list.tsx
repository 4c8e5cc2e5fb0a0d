// AI creation banner and the list of /mine sub-pages; each shows only when its page exists.
import { ROUTES } from '@lld/protocol/routes';
import { useNavigate } from 'react-router';
import { PathIcon } from '@/components/icons/icons';
import { badgeText, useUnreadStore } from '@/lib/messages/unread-store';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import { cssUrl } from '@/themes/art/svg';
import { tMine } from '../i18n';
import { MINE_ENTRIES } from '../mine-entries';

export function AiEntry({ image }: { image: string | undefined }) {
  const navigate = useNavigate();
  if (!isRouteAvailable(ROUTES.aiGenerate)) return null;
  return (
    <button
      type="button"
      className="mine-ai"
      style={image ? { backgroundImage: cssUrl(image) } : undefined}
      onClick={() => navigate(ROUTES.aiGenerate)}
    >
      <span className="mine-ai__title">{tMine('aiTitle')}</span>
      <span className="mine-ai__desc">{tMine('aiDesc')}</span>
    </button>
  );
}

export function ServiceList() {
  const navigate = useNavigate();
  const entries = MINE_ENTRIES.filter((entry) => isRouteAvailable(entry.path));
  const unread = badgeText(useUnreadStore((s) => s.unread));
  if (entries.length === 0) return null;
  return (
    <section className="mine-services" aria-label={tMine('services')}>
      <h2 className="mine-services__title">{tMine('services')}</h2>
      <ul className="mine-services__list">
        {entries.map((entry) => (
          <li key={entry.path}>
            <button type="button" className="mine-services__item" onClick={() => navigate(entry.path)}>
              <PathIcon d={entry.icon} box={20} stroke={1.5} />
              <span>{tMine(entry.labelKey)}</span>
              {entry.path === ROUTES.mineMessage && unread ? (
                <span className="app-badge mine-services__badge" aria-label={tMine('unread', { n: unread })}>
                  {unread}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
