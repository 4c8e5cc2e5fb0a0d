// Comments with replies under a video, on the one thread model (community/comment/* with
// targetKind `video`): newest threads first with their first replies inline, the rest on
// demand; a reply to a reply names whom it answers. Commenting needs an account: guests see
// a sign-in prompt instead of the input.
import type { CommentItem } from '@lld/protocol/api/community';
import { COMMUNITY_LIMITS } from '@lld/protocol/api/community';
import type { ListResult } from '@lld/protocol/api/list';
import { formatRelativeTime } from '@lld/protocol/format';
import { ROUTES } from '@lld/protocol/routes';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { addComment, fetchComments, fetchReplies } from '@/components/comment-thread/comments-api';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PullList } from '@/components/pull-list/pull-list';
import { errorText } from '@/lib/api/client';
import { isRouteAvailable } from '@/lib/routes/screen-route';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import { mediaKeys } from '../api/media-api';
import { tm } from '../i18n';
import './comments.css';

function Avatar({ src, name }: { src: string; name: string }) {
  return (
    <span className="comment__avatar">
      {src ? <LazyImage src={src} alt={name} ratio={1} /> : <span>{name.slice(0, 1)}</span>}
    </span>
  );
}

function Line({ c, onReply }: { c: CommentItem; onReply: (c: CommentItem) => void }) {
  return (
    <div className="comment__line">
      <Avatar src={c.user.avatar} name={c.user.nickname} />
      <div className="comment__main">
        <div className="comment__name">{c.user.nickname}</div>
        <p className="comment__text">
          {c.replyTo ? (
            <span className="comment__reply-to">
              {tm('reply')} {c.replyTo.nickname}：
            </span>
          ) : null}
          {c.text}
        </p>
        <div className="comment__foot">
          <span>{formatRelativeTime(c.createdAt)}</span>
          <button type="button" onClick={() => onReply(c)}>
            {tm('reply')}
          </button>
        </div>
      </div>
    </div>
  );
}

function Thread({
  videoId,
  c,
  onReply,
  extra,
}: {
  videoId: number;
  c: CommentItem;
  onReply: (c: CommentItem) => void;
  extra: CommentItem[];
}) {
  const [all, setAll] = useState<CommentItem[] | null>(null);
  const [open, setOpen] = useState(false);
  const inline = c.replies ?? [];
  const shown = open && all ? all : [...inline, ...extra.filter((x) => !inline.some((r) => r.id === x.id))];
  const total = c.replyCount + extra.length;
  const more = total > shown.length;
  const expand = async () => {
    try {
      const r = await fetchReplies('video', videoId, c.id, 1, 20);
      setAll([...r.list, ...extra.filter((x) => !r.list.some((y) => y.id === x.id))]);
      setOpen(true);
    } catch (err) {
      toast(errorText(err, t('common.loadFailed')));
    }
  };
  return (
    <div className="comment" data-comment-id={c.id}>
      <Line c={c} onReply={onReply} />
      {shown.length > 0 || more ? (
        <div className="comment__replies">
          {shown.map((r) => (
            <Line key={r.id} c={r} onReply={onReply} />
          ))}
          {more ? (
            <button type="button" className="comment__more" onClick={() => void expand()}>
              {tm('showReplies', { count: total })}
            </button>
          ) : open ? (
            <button type="button" className="comment__more" onClick={() => setOpen(false)}>
              {tm('hideReplies')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export function Comments({ videoId }: { videoId: number }) {
  const queryClient = useQueryClient();
  const user = useUserInfo().data;
  const key = mediaKeys.comments(videoId);
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<{ id: number; name: string; root: number } | null>(null);
  const [sending, setSending] = useState(false);
  const [added, setAdded] = useState<Record<number, CommentItem[]>>({});
  const input = useRef<HTMLInputElement>(null);

  const send = async () => {
    const content = text.trim();
    if (!content || sending) return;
    setSending(true);
    try {
      const c = await addComment({
        targetKind: 'video',
        targetId: videoId,
        text: content,
        ...(replyTo ? { parentId: replyTo.id } : {}),
      });
      if (replyTo) {
        const root = replyTo.root;
        setAdded((a) => ({ ...a, [root]: [...(a[root] ?? []), c] }));
      } else {
        queryClient.setQueryData<InfiniteData<ListResult<CommentItem>, number>>(key, (old) =>
          old
            ? { ...old, pages: old.pages.map((p, i) => (i === 0 ? { ...p, list: [c, ...p.list] } : p)) }
            : old,
        );
      }
      setText('');
      setReplyTo(null);
      toast(tm('commentSent'), { icon: 'success' });
    } catch (err) {
      toast(errorText(err, t('common.requestFailed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="comments">
      <PullList<CommentItem>
        queryKey={key}
        fetchPage={(page, pageSize) => fetchComments('video', videoId, page, pageSize)}
        keyOf={(c) => c.id}
        refreshable={false}
        empty={<div className="comments__empty">{tm('noComments')}</div>}
        renderItem={(c) => (
          <Thread
            videoId={videoId}
            c={c}
            extra={added[c.id] ?? []}
            onReply={(r) => {
              setReplyTo({ id: r.id, name: r.user.nickname, root: r.rootId ?? r.id });
              input.current?.focus();
            }}
          />
        )}
      />
      {user?.isGuest ? (
        <div className="comments__bar is-guest">
          <span>{tm('commentNeedsAccount')}</span>
          {isRouteAvailable(ROUTES.mineLogin) ? (
            <Link to={ROUTES.mineLogin} className="comments__login">
              {tm('goLogin')}
            </Link>
          ) : null}
        </div>
      ) : (
        <form
          className="comments__bar"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <input
            ref={input}
            value={text}
            maxLength={COMMUNITY_LIMITS.commentTextMax}
            placeholder={replyTo ? tm('replyPlaceholder', { name: replyTo.name }) : tm('commentPlaceholder')}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => {
              if (!text) setReplyTo(null);
            }}
            enterKeyHint="send"
          />
          <button type="submit" disabled={!text.trim() || sending}>
            {tm('send')}
          </button>
        </form>
      )}
    </section>
  );
}
