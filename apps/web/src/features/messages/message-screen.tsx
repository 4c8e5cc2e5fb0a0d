// /mine/message: the message centre. Five tabs (系统通知, 评论和回复, 点赞, 关注, 订单), each a paged
// list with unread markers; viewing a tab marks it read (its badge clears, the rows seen keep
// their dot until the next visit), 全部已读 clears all. New messages arrive live: the open tab
// refreshes and stays read. A tap goes to what the message is about.
import { MESSAGE_KINDS, type Message, type MessageKind } from '@lld/protocol/api/messages';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header/page-header';
import { PullList } from '@/components/pull-list/pull-list';
import { TopTabBar } from '@/components/top-tab-bar/top-tab-bar';
import type { ListPage } from '@/lib/api/list';
import { messageHref } from '@/lib/messages/message-target';
import { badgeText, useUnreadStore } from '@/lib/messages/unread-store';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import { toast } from '@/lib/toast';
import { fetchMessages, getLatest, markRead } from './api';
import { MessageRow } from './message-row';
import './message-screen.css';
import { type MessagesKey, tMessages } from './i18n';

const TAB_NAME: Record<MessageKind, MessagesKey> = {
  system: 'tabSystem',
  comment: 'tabComment',
  like: 'tabLike',
  follow: 'tabFollow',
  order: 'tabOrder',
};
const EMPTY: Record<MessageKind, MessagesKey> = {
  system: 'emptySystem',
  comment: 'emptyComment',
  like: 'emptyLike',
  follow: 'emptyFollow',
  order: 'emptyOrder',
};
const isKind = (v: string | null): v is MessageKind => MESSAGE_KINDS.includes(v as MessageKind);
const listKey = (kind: MessageKind) => ['messages', 'list', kind] as const;

/** Adds the ids of the list's unread rows to `seen`. */
function noteUnread(seen: Set<number>, data: InfiniteData<ListPage<Message>> | undefined) {
  for (const page of data?.pages ?? []) for (const m of page.list) if (!m.read) seen.add(m.id);
}

export default function MessageScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const byKind = useUnreadStore((s) => s.byKind);
  const unread = useUnreadStore((s) => s.unread);
  const asked = params.get('tab');
  // With no tab asked for, open the first one that has something new, and keep it (in the URL)
  // once reading it has cleared its count.
  const kind: MessageKind = isKind(asked) ? asked : (MESSAGE_KINDS.find((k) => byKind[k] > 0) ?? 'system');
  const pending = byKind[kind];
  useEffect(() => {
    if (!isKind(asked)) setParams({ tab: kind }, { replace: true });
  }, [asked, kind, setParams]);

  // Counts as the server has them when the screen opens (a message may have been read elsewhere).
  useEffect(() => {
    getLatest().then(
      (l) => useUnreadStore.getState().setLatest(l),
      () => undefined,
    );
  }, []);

  // Rows seen unread keep their dot for this visit, even once a refetch brings them back read.
  const seenUnread = useRef(new Set<number>());

  // Viewing a tab reads it; a live message into the open tab refreshes the list and reads it too.
  // The list is fetched first, so it shows what was new before the server marks it read; the
  // rows it brought unread are noted then, not when drawn: the list draws in a transition, and a
  // refetch (a stale count arriving late) may replace them, already read, before it has.
  useEffect(() => {
    if (pending <= 0) return;
    let live = true;
    void queryClient
      .refetchQueries({ queryKey: listKey(kind) })
      .then(() => {
        if (!live) return null;
        noteUnread(
          seenUnread.current,
          queryClient.getQueryData<InfiniteData<ListPage<Message>>>(listKey(kind)),
        );
        return markRead({ kind });
      })
      .then(
        (r) => r && useUnreadStore.getState().markedRead(kind, r.unread),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [kind, pending, queryClient]);

  const isNew = (m: Message) => {
    if (!m.read) seenUnread.current.add(m.id);
    return seenUnread.current.has(m.id);
  };

  const readAll = () =>
    markRead({}).then(
      (r) => {
        useUnreadStore.getState().markedRead('all', r.unread);
        void queryClient.invalidateQueries({ queryKey: ['messages', 'list'] });
        void toast(tMessages('allRead'));
      },
      () => undefined,
    );

  const open = (m: Message) => {
    const to = messageHref(m.target);
    if (to && isRouteAvailable(to)) navigate(to);
  };

  return (
    <div className="msg-page app-fullscreen">
      <PageHeader
        title={tMessages('title')}
        right={{ content: tMessages('markAllRead'), onClick: () => void readAll(), disabled: unread === 0 }}
      />
      <TopTabBar
        className="msg-page__tabs"
        tabs={MESSAGE_KINDS.map((id) => ({
          id,
          name: tMessages(TAB_NAME[id]),
          badge: badgeText(byKind[id]),
        }))}
        activeId={kind}
        onChange={(id) => setParams({ tab: id }, { replace: true })}
      />
      <PullList
        key={kind}
        queryKey={listKey(kind)}
        fetchPage={fetchMessages(kind)}
        renderItem={(m) => <MessageRow message={m} unread={isNew(m)} onOpen={open} />}
        empty={<p className="msg-empty">{tMessages(EMPTY[kind])}</p>}
      />
    </div>
  );
}
