// The comments tab of the player: the one comment thread (components/comment-thread) on the
// video, with its input bar (a guest is offered sign-in instead).
import { useState } from 'react';
import { CommentInput, CommentList, type ReplyTarget } from '@/components/comment-thread/comment-thread';

export function Comments({ videoId }: { videoId: number }) {
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  return (
    <section className="comments">
      <CommentList targetKind="video" targetId={videoId} onReply={setReplyTo} />
      <CommentInput
        targetKind="video"
        targetId={videoId}
        replyTo={replyTo}
        onClearReply={() => setReplyTo(null)}
      />
    </section>
  );
}
