// The comments tab of the player: the one comment thread (components/comment-thread) on the
// video, with its input bar (a guest is offered sign-in instead).
import { CommentThread } from '@/components/comment-thread/comment-thread';

export function Comments({ videoId }: { videoId: number }) {
  return (
    <section className="comments">
      <CommentThread targetKind="video" targetId={videoId} />
    </section>
  );
}
