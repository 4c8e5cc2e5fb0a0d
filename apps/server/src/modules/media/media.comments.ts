import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error.ts';
import type { CommentsService } from '../comments/comments.service.ts';
import { mediaVideos } from './media.schema.ts';
import type { MediaService } from './media.service.ts';

/** Videos take comments through the one thread model (target kind `video`); the video's count follows. */
export function registerVideoComments(comments: CommentsService, media: MediaService): void {
  comments.registerTarget('video', {
    // Inside the comment's transaction: use its executor (the embedded database has one connection).
    assertVisible: async (id, db) => {
      if (!(await media.repo.playback(id, db))) throw AppError.notFound('no such video');
    },
    counted: async (tx, id, delta) => {
      await tx
        .update(mediaVideos)
        .set({ comments: sql`greatest(0, ${mediaVideos.comments} + ${delta})` })
        .where(eq(mediaVideos.id, id));
    },
  });
}
