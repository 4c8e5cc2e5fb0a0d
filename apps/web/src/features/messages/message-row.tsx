import type { Message, MessageKind } from '@lld/protocol/api/messages';
import { formatRelativeTime, toEpochSeconds } from '@lld/protocol/format';
import { messageHref } from '@/lib/messages/message-target';
import { tMessages } from './i18n';

/** 20×20 line icons, one per tab. */
const ICON: Record<MessageKind, string> = {
  system:
    'M10 3.5a4.5 4.5 0 0 1 4.5 4.5v3l1.5 2.5H4L5.5 11V8A4.5 4.5 0 0 1 10 3.5zM8.2 15.5a1.8 1.8 0 0 0 3.6 0',
  comment: 'M3.5 5.5a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v6.5a2 2 0 0 1-2 2H9l-3.5 3v-3a2 2 0 0 1-2-2z',
  like: 'M10 16.5s-6-3.6-6-8a3.3 3.3 0 0 1 6-2 3.3 3.3 0 0 1 6 2c0 4.4-6 8-6 8z',
  follow: 'M8 3.5a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM2.8 16.5c.4-3 2.6-5 5.2-5s4.8 2 5.2 5M14.5 7v5M12 9.5h5',
  order: 'M4 6.5h12l-1 10H5zM7.2 6.5V5.3a2.8 2.8 0 0 1 5.6 0v1.2',
};

export function MessageRow({
  message: m,
  unread,
  onOpen,
}: {
  message: Message;
  /** Shown with the unread dot (it was unread when this visit first saw it). */
  unread: boolean;
  onOpen: (m: Message) => void;
}) {
  const linked = messageHref(m.target) !== null;
  const when = formatRelativeTime(toEpochSeconds(Date.parse(m.createdAt) / 1000));
  const body = (
    <>
      <span className={`msg-row__icon app-icon-disc is-${m.kind}`} aria-hidden="true">
        <svg viewBox="0 0 20 20">
          <path d={ICON[m.kind]} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        </svg>
        {unread ? <i className="msg-row__dot" /> : null}
      </span>
      <span className="msg-row__main">
        <span className="msg-row__head">
          <span className="msg-row__title">{m.title}</span>
          <time className="msg-row__time" dateTime={m.createdAt}>
            {when}
          </time>
        </span>
        {m.body ? <span className="msg-row__body">{m.body}</span> : null}
      </span>
      {unread ? <span className="app-visually-hidden">{tMessages('unreadDot')}</span> : null}
    </>
  );
  return linked ? (
    <button type="button" className={unread ? 'msg-row is-unread' : 'msg-row'} onClick={() => onOpen(m)}>
      {body}
    </button>
  ) : (
    <div className={unread ? 'msg-row is-unread' : 'msg-row'}>{body}</div>
  );
}
