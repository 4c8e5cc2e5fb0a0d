import { defineModule } from '../module.ts';
import { CommentsService } from './comments.service.ts';

declare module '../../services.ts' {
  interface Services {
    comments: CommentsService;
  }
}

/**
 * The one comment thread model. Other modules register their target kinds
 * (`services.comments.registerTarget`) from their own module file; the community's routes serve it.
 */
export const commentsModule = defineModule({
  name: 'comments',
  services: ({ db, events }) => ({ comments: new CommentsService(db, events) }),
});
