import { eq, sql } from 'drizzle-orm';
import { mediaVideos } from '../../db/schema.ts';
import type { CommentsService } from '../comments/comments.service.ts';
import { CONTENT_COLLECTION, CONTENT_VIDEO, type MediaService } from './media.service.ts';

/** Videos (contentType 1 and 2) and collections (3) take comments; a video's count follows. */
export function registerVideoComments(comments: CommentsService, media: MediaService): void {
  comments.register([CONTENT_VIDEO, 2, CONTENT_COLLECTION], {
    exists: (contentType, id) => media.contentExists(contentType, id),
    added: async (contentType, id) => {
      if (contentType === CONTENT_COLLECTION) return;
      await media.repo.db
        .update(mediaVideos)
        .set({ comments: sql`${mediaVideos.comments} + 1` })
        .where(eq(mediaVideos.id, id));
    },
  });
}
