// The chat with the operator's customer service (custom/chat/list, custom/chat/send). Answers
// arrive as messages on the live stream (target "kf"): the thread refreshes at once and the
// answer counts as read, since it is on screen.
import type { ChatMessage } from '@lld/protocol/api/support';
import { FEEDBACK_LIMITS } from '@lld/protocol/api/support';
import { formatRelativeTime, toEpochSeconds } from '@lld/protocol/format';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { usePagedQuery } from '@/lib/api/list';
import { onLiveMessage, useUnreadStore } from '@/lib/messages/unread-store';
import { fetchChat, markMessagesRead, sendChat } from '../api/support';
import { tSupport } from '../i18n';
import { ChatInput, ChatLog } from './chat-input';
import './chat-thread.css';

const CHAT_KEY = ['support', 'chat'] as const;
const PAGE = 30;

interface Pending {
  key: number;
  text: string;
  failed: boolean;
}

export function KfChat() {
  const queryClient = useQueryClient();
  const chat = usePagedQuery(CHAT_KEY, fetchChat, { pageSize: PAGE });
  const [pending, setPending] = useState<Pending[]>([]);
  const seq = useRef(0);

  // Oldest first on screen; pages come newest first.
  const lines: ChatMessage[] = (chat.data?.pages ?? []).flatMap((p) => p.list).reverse();

  useEffect(
    () =>
      onLiveMessage((m) => {
        if (m.target !== 'kf') return;
        void queryClient.invalidateQueries({ queryKey: CHAT_KEY });
        markMessagesRead([m.id]).then(
          (r) => useUnreadStore.getState().markedRead(m.kind, r.unread, r.marked),
          () => undefined,
        );
      }),
    [queryClient],
  );

  const deliver = async (p: Pending) => {
    try {
      await sendChat(p.text);
      await queryClient.invalidateQueries({ queryKey: CHAT_KEY });
      setPending((all) => all.filter((x) => x.key !== p.key));
    } catch {
      setPending((all) => all.map((x) => (x.key === p.key ? { ...x, failed: true } : x)));
    }
  };

  const send = (text: string) => {
    const p = { key: ++seq.current, text, failed: false };
    setPending((all) => [...all, p]);
    void deliver(p);
  };

  return (
    <>
      <ChatLog count={lines.length + pending.length}>
        {chat.hasNextPage ? (
          <button type="button" className="acc-chat__earlier" onClick={() => void chat.fetchNextPage()}>
            {tSupport('chatEarlier')}
          </button>
        ) : null}
        <div className="acc-chat__msg is-bot">
          <p>{tSupport('chatHello')}</p>
        </div>
        {lines.map((m) => (
          <div key={m.id} className={m.from === 'user' ? 'acc-chat__msg is-me' : 'acc-chat__msg is-bot'}>
            <p>{m.text}</p>
            <time dateTime={m.createdAt}>
              {formatRelativeTime(toEpochSeconds(Date.parse(m.createdAt) / 1000))}
            </time>
          </div>
        ))}
        {pending.map((p) => (
          <div
            key={`p${p.key}`}
            className={p.failed ? 'acc-chat__msg is-me is-failed' : 'acc-chat__msg is-me is-sending'}
          >
            <p>{p.text}</p>
            {p.failed ? (
              <button
                type="button"
                className="acc-chat__action"
                onClick={() => {
                  setPending((all) => all.map((x) => (x.key === p.key ? { ...x, failed: false } : x)));
                  void deliver(p);
                }}
              >
                {tSupport('chatFailed')}
              </button>
            ) : null}
          </div>
        ))}
      </ChatLog>
      <ChatInput
        onSend={send}
        placeholder={tSupport('chatPlaceholder')}
        sendLabel={tSupport('chatSend')}
        maxLength={FEEDBACK_LIMITS.chatTextMax}
      />
    </>
  );
}
