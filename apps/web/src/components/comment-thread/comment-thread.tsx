import type { CommentItem, CommentTarget } from '@lld/protocol/api/community';
import { COMMUNITY_LIMITS } from '@lld/protocol/api/community';
import { formatRelativeTime } from '@lld/protocol/format';
import { ROUTES, withQuery } from '@lld/protocol/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/avatar/avatar';
import { GuestBar } from '@/components/guest-bar/guest-bar';
import { PullList } from '@/components/pull-list/pull-list';
import { errorText } from '@/lib/api/client';
import { useUserInfo } from '@/lib/session/api/get-user-info';
import { submitHandler } from '@/lib/submit';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import { addComment, commentKeys, fetchComments, fetchReplies } from './comments-api';
import './comment-thread.css';

export interface ReplyTarget {
  parentId: number;
  name: string;
}

/** One comment: avatar, name, text (plain), time, reply action; replies indented below. */
export function CommentRow({
  c,
  onReply,
  footer,
}: {
  c: CommentItem;
  onReply: (target: ReplyTarget) => void;
  footer?: React.ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <div className={c.rootId ? 'cm-comment is-reply' : 'cm-comment'} data-comment-id={c.id}>
      <button
        type="button"
        className="cm-comment__avatar"
        onClick={() => navigate(withQuery(ROUTES.communityUpInfo, { id: c.user.id }))}
      >
        <Avatar src={c.user.avatar} alt={c.user.nickname} size={c.rootId ? 26 : 34} />
      </button>
      <div className="cm-comment__main">
        <div className="cm-comment__name">{c.user.nickname}</div>
        <p className="cm-comment__text">
          {c.replyTo ? (
            <>
              {t('comments.replyTo')} <span className="cm-comment__at">{c.replyTo.nickname}</span>：
            </>
          ) : null}
          {c.text}
        </p>
        <div className="cm-comment__meta">
          <span>{formatRelativeTime(c.createdAt)}</span>
          <button type="button" onClick={() => onReply({ parentId: c.id, name: c.user.nickname })}>
            {t('comments.reply')}
          </button>
        </div>
        {footer}
      </div>
    </div>
  );
}

/** The fixed input bar at the bottom; posts a comment or a reply. */
export function CommentInput({
  targetKind,
  targetId,
  replyTo,
  onClearReply,
  onSent,
}: {
  targetKind: CommentTarget;
  targetId: number;
  replyTo: ReplyTarget | null;
  onClearReply: () => void;
  onSent?: (c: CommentItem) => void;
}) {
  const [text, setText] = useState('');
  const qc = useQueryClient();
  const guest = useUserInfo().data?.isGuest ?? false;
  const m = useMutation({
    mutationFn: () =>
      addComment({
        targetKind,
        targetId,
        text: text.trim(),
        ...(replyTo ? { parentId: replyTo.parentId } : {}),
      }),
    onSuccess: (c) => {
      setText('');
      onClearReply();
      void toast(t('comments.commentDone'));
      void qc.invalidateQueries({ queryKey: commentKeys.thread(targetKind, targetId) });
      void qc.invalidateQueries({ queryKey: ['community', 'posts'] });
      onSent?.(c);
    },
    onError: (e) => void toast(errorText(e, t('common.requestFailed'))),
  });
  const can = text.trim().length > 0 && !m.isPending;
  // A guest is told before typing that commenting needs an account, with the way to get one.
  if (guest) return <GuestBar className="cm-input is-guest" text={t('comments.needsAccount')} />;
  return (
    <form className="cm-input" onSubmit={submitHandler(() => can && m.mutate())}>
      <input
        value={text}
        maxLength={COMMUNITY_LIMITS.commentTextMax}
        placeholder={
          replyTo ? t('comments.replyPlaceholder', { name: replyTo.name }) : t('comments.commentPlaceholder')
        }
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          if (!text) onClearReply();
        }}
        aria-label={t('comments.comment')}
      />
      <button type="submit" disabled={!can}>
        {t('comments.send')}
      </button>
    </form>
  );
}

/** Top-level comments with their first replies and a link to the whole thread. */
export function CommentList({
  targetKind,
  targetId,
  onReply,
}: {
  targetKind: CommentTarget;
  targetId: number;
  onReply: (r: ReplyTarget) => void;
}) {
  const navigate = useNavigate();
  return (
    <PullList<CommentItem>
      queryKey={commentKeys.thread(targetKind, targetId)}
      fetchPage={(page, size) => fetchComments(targetKind, targetId, page, size)}
      refreshable={false}
      empty={<p className="cm-empty">{t('comments.commentsEmpty')}</p>}
      renderItem={(c) => (
        <CommentRow
          c={c}
          onReply={onReply}
          footer={
            c.replies && c.replies.length > 0 ? (
              <div className="cm-replies">
                {c.replies.map((r) => (
                  <CommentRow key={r.id} c={r} onReply={onReply} />
                ))}
                {c.replyCount > c.replies.length ? (
                  <button
                    type="button"
                    className="cm-replies__more"
                    onClick={() =>
                      navigate(
                        withQuery(ROUTES.commentReply, { id: c.id, kind: targetKind, target: targetId }),
                      )
                    }
                  >
                    {t('comments.viewReplies', { n: c.replyCount })}
                  </button>
                ) : null}
              </div>
            ) : null
          }
        />
      )}
    />
  );
}

/** The comments on one target with the input bar under them; a reply tapped in the list goes to the input. */
export function CommentThread({ targetKind, targetId }: { targetKind: CommentTarget; targetId: number }) {
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  return (
    <>
      <CommentList targetKind={targetKind} targetId={targetId} onReply={setReplyTo} />
      <CommentInput
        targetKind={targetKind}
        targetId={targetId}
        replyTo={replyTo}
        onClearReply={() => setReplyTo(null)}
      />
    </>
  );
}

/** Replies of one thread (the /comment/reply screen). */
export function ReplyList({
  targetKind,
  targetId,
  rootId,
  onReply,
}: {
  targetKind: CommentTarget;
  targetId: number;
  rootId: number;
  onReply: (r: ReplyTarget) => void;
}) {
  return (
    <PullList<CommentItem>
      queryKey={commentKeys.replies(targetKind, targetId, rootId)}
      fetchPage={(page, size) => fetchReplies(targetKind, targetId, rootId, page, size)}
      renderItem={(c) => <CommentRow c={c} onReply={onReply} />}
    />
  );
}
