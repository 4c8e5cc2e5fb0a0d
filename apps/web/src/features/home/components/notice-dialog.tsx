// The notice dialog behind the home notice bar: every announcement in full, with a way to
// follow its link. Loaded on the first tap of the bar, not with the home screen.
import type { Announcement } from '@lld/protocol/api/ping';
import { toHref } from '@lld/protocol/routes';
import { resolveLink } from '@lld/protocol/tables';
import { useNavigate } from 'react-router';
import { openLink } from '@/lib/open-jump';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import { tHome } from '../i18n';
import { Overlay } from './overlay';

/** True when the announcement's link opens an external page or a screen of this build. */
export function canFollow(link: string): boolean {
  const resolved = resolveLink(link);
  if (!resolved) return false;
  return resolved.kind === 'external' || isRouteAvailable(toHref(resolved.target));
}

export interface NoticeDialogProps {
  open: boolean;
  onClose: () => void;
  list: readonly Announcement[];
}

export default function NoticeDialog({ open, onClose, list }: NoticeDialogProps) {
  const navigate = useNavigate();
  return (
    <Overlay
      open={open}
      onClose={onClose}
      placement="center"
      className="home-notice-dialog"
      label={tHome('notice')}
    >
      <h2 className="home-notice-dialog__title">{tHome('notice')}</h2>
      <div className="home-notice-dialog__body">
        {list.map((a) => (
          <article key={a.id}>
            <h3>{a.title}</h3>
            {a.content ? <p>{a.content}</p> : null}
            {canFollow(a.link) ? (
              <button
                type="button"
                className="home-notice-dialog__more"
                onClick={() => {
                  onClose();
                  openLink(a.link, (to) => void navigate(to));
                }}
              >
                {tHome('noticeMore')}
              </button>
            ) : null}
          </article>
        ))}
      </div>
      <button type="button" className="home-notice-dialog__close" onClick={onClose}>
        {tHome('close')}
      </button>
    </Overlay>
  );
}
