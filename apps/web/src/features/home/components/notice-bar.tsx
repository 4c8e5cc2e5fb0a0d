// Scrolling notice bar on the theme's notice colour, from the announcements (ping/announcement,
// with the config's copy shown until that call answers). A tap shows them in full; an
// announcement whose link leads somewhere this build can open offers to go there (the dialog's
// code loads on the first touch of the bar).
import type { Announcement } from '@lld/protocol/api/ping';
import { lazy } from 'react';
import { PathIcon } from '@/components/icons/path-icon';
import { useAnnouncements } from '@/lib/session/api/get-announcement';
import { useAppConfig } from '@/lib/session/api/get-config';
import { useLazyOverlay } from './lazy-overlay';
import './notice-bar.css';
import { tHome } from '../i18n';

/** Seconds the text takes to cross once: steady reading speed whatever its length. */
export function marqueeSeconds(text: string): number {
  return Math.min(60, Math.max(8, text.length * 0.32));
}

const loadDialog = () => import('./notice-dialog');
const NoticeDialog = lazy(loadDialog);

function noticeText(list: readonly Announcement[]): string {
  return list.map((a) => (a.content ? `${a.title}：${a.content}` : a.title)).join('　　◆　　');
}

export function NoticeBar() {
  const dialog = useLazyOverlay();
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
        onPointerDown={() => void loadDialog()}
        onClick={dialog.show}
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
        <PathIcon
          className="home-notice__more"
          d="m6 3.5 4.5 4.5L6 12.5"
          box={16}
          stroke={1.6}
          join="miter"
        />
      </button>
      {dialog.render(<NoticeDialog open={dialog.open} onClose={dialog.hide} list={list} />)}
    </>
  );
}
