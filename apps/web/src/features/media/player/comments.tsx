// Comments with replies on a content item (comment/list, comment/replies, comment/add): newest
// threads first, the first replies inline, the rest on demand; a reply names who it answers.
import type { ListResult } from '@lld/protocol/api/list';
import type { CommentItem } from '@lld/protocol/api/media';
import { COMMENT_MAX_LENGTH } from '@lld/protocol/api/media';
import { formatRelativeTime } from '@lld/protocol/format';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { LazyImage } from '@/components/lazy-image/lazy-image';
import { PullList } from '@/components/pull-list/pull-list';
import { errorText } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import { addComment, fetchComments, fetchReplies, mediaKeys } from '../api/media-api';
import './comments.css';
import { tm } from '../i18n';

type Reply = CommentItem['replies'][number];

function Avatar({ src, name }: { src: string; name: string }) {
  return (
    <span className="comment__avatar">
      {src ? <LazyImage src={src} alt={name} ratio={1} /> : <span>{name.slice(0, 1)}</span>}
    </span>
  );
}

function Line({ c, onReply }: { c: Reply; onReply: (c: Reply) => void }) {
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
          {c.content}
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
  c,
  onReply,
  extra,
}: {
  c: CommentItem;
  onReply: (c: Reply, root: number) => void;
  extra: Reply[];
}) {
  const [all, setAll] = useState<Reply[] | null>(null);
  const [open, setOpen] = useState(false);
  const shown =
    open && all ? all : [...c.replies, ...extra.filter((x) => !c.replies.some((r) => r.id === x.id))];
  const more = c.replyCount + extra.length > shown.length;
  const expand = async () => {
    try {
      const r = await fetchReplies(c.id, 1);
      setAll([...r.list, ...extra.filter((x) => !r.list.some((y) => y.id === x.id))]);
      setOpen(true);
    } catch (err) {
      toast(errorText(err, t('common.loadFailed')));
    }
  };
  return (
    <div className="comment" data-comment-id={c.id}>
      <Line c={c} onReply={(x) => onReply(x, c.id)} />
      {shown.length > 0 || more ? (
        <div className="comment__replies">
          {shown.map((r) => (
            <Line key={r.id} c={r} onReply={(x) => onReply(x, c.id)} />
          ))}
          {more ? (
            <button type="button" className="comment__more" onClick={() => void expand()}>
              {tm('showReplies', { count: c.replyCount + extra.length })}
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

export function Comments({ contentType, id }: { contentType: number; id: number }) {
  const queryClient = useQueryClient();
  const key = mediaKeys.comments(contentType, id);
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<{ id: number; name: string; root: number } | null>(null);
  const [sending, setSending] = useState(false);
  const [added, setAdded] = useState<Record<number, Reply[]>>({});
  const input = useRef<HTMLInputElement>(null);

  const send = async () => {
    const content = text.trim();
    if (!content || sending) return;
    setSending(true);
    try {
      const c = await addComment({ contentType, id, content, ...(replyTo ? { replyTo: replyTo.id } : {}) });
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
        fetchPage={fetchComments(contentType, id)}
        keyOf={(c) => c.id}
        refreshable={false}
        empty={<div className="comments__empty">{tm('noComments')}</div>}
        renderItem={(c) => (
          <Thread
            c={c}
            extra={added[c.id] ?? []}
            onReply={(r, root) => {
              setReplyTo({ id: r.id, name: r.user.nickname, root });
              input.current?.focus();
            }}
          />
        )}
      />
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
          maxLength={COMMENT_MAX_LENGTH}
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
    </section>
  );
}
