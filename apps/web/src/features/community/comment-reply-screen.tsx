// /comment/reply?id=<top-level comment>&kind=post&target=<post id>: the whole thread of one
// comment, and replying to it or to any reply in it.
import type { CommentTarget } from '@lld/protocol/api/community';
import { COMMENT_TARGETS } from '@lld/protocol/api/community';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CommentInput, ReplyList, type ReplyTarget } from '@/components/comment-thread/comment-thread';
import { PageHeader } from '@/components/page-header/page-header';
import { t } from '@/locales';
import './community.css';
import { positiveIntParam } from '@/lib/routes/use-id-param';
import { tCommunity } from './i18n';

export default function CommentReplyScreen() {
  const [params] = useSearchParams();
  const rootId = positiveIntParam(params.get('id'));
  const targetId = positiveIntParam(params.get('target'));
  const rawKind = params.get('kind') ?? 'post';
  const kind: CommentTarget = (COMMENT_TARGETS as readonly string[]).includes(rawKind)
    ? (rawKind as CommentTarget)
    : 'post';
  const root: ReplyTarget = { parentId: rootId, name: '' };
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  return (
    <div className="cm-page has-input">
      <PageHeader title={t('comments.reply')} />
      {rootId > 0 && targetId > 0 ? (
        <>
          <ReplyList targetKind={kind} targetId={targetId} rootId={rootId} onReply={setReplyTo} />
          <CommentInput
            targetKind={kind}
            targetId={targetId}
            replyTo={replyTo ?? root}
            onClearReply={() => setReplyTo(null)}
          />
        </>
      ) : (
        <p className="cm-empty">{tCommunity('postGone')}</p>
      )}
    </div>
  );
}
