// Scrolling notice bar on the theme's notice colour, from the announcements (ping/announcement,
// with the config's copy shown until that call answers). A tap shows them in full; an
// announcement whose link leads somewhere this build can open offers to go there.
import type { Announcement } from '@lld/protocol/api/ping';
import { toHref } from '@lld/protocol/routes';
import { resolveLink } from '@lld/protocol/tables';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { openLink } from '@/lib/open-jump';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import { useAnnouncements } from '@/lib/session/api/get-announcement';
import { useAppConfig } from '@/lib/session/api/get-config';
import { Overlay } from './overlay';
import './notice-bar.css';
import { tHome } from '../i18n';

/** Seconds the text takes to cross once: steady reading speed whatever its length. */
export function marqueeSeconds(text: string): number {
  return Math.min(60, Math.max(8, text.length * 0.32));
}

/** True when the announcement's link opens an external page or a screen of this build. */
export function canFollow(link: string): boolean {
  const resolved = resolveLink(link);
  if (!resolved) return false;
  return resolved.kind === 'external' || isRouteAvailable(toHref(resolved.target));
}

function noticeText(list: readonly Announcement[]): string {
  return list.map((a) => (a.content ? `${a.title}：${a.content}` : a.title)).join('　　◆　　');
}

export function NoticeBar() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const fromConfig = useAppConfig().data?.announcement;
  const fetched = useAnnouncements().data?.list;
  const list = fetched ?? fromConfig ?? [];
  if (list.length === 0) return null;
  const text = noticeText(list);

  return (
    <>
      <button
        type="button"
        className="home-notice"
        onClick={() => setOpen(true)}
        aria-label={`${tHome('notice')}：${text}`}
      >
        <svg className="home-notice__icon" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M3 8h3l5-4v12l-5-4H3z" fill="currentColor" />
          <path
            d="M13.5 7.2a4 4 0 0 1 0 5.6M15.6 5a7 7 0 0 1 0 10"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </svg>
        <span className="home-notice__viewport" aria-hidden="true">
          <span className="home-notice__track" style={{ animationDuration: `${marqueeSeconds(text)}s` }}>
            {text}
          </span>
        </span>
        <svg className="home-notice__more" viewBox="0 0 16 16" aria-hidden="true">
          <path
            d="m6 3.5 4.5 4.5L6 12.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <Overlay
        open={open}
        onClose={() => setOpen(false)}
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
                    setOpen(false);
                    openLink(a.link, (to) => void navigate(to));
                  }}
                >
                  {tHome('noticeMore')}
                </button>
              ) : null}
            </article>
          ))}
        </div>
        <button type="button" className="home-notice-dialog__close" onClick={() => setOpen(false)}>
          {tHome('close')}
        </button>
      </Overlay>
    </>
  );
}
