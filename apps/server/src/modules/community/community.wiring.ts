import type { Storage } from '../../adapters/storage.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { CommentsService } from '../comments/comments.service.ts';
import { UploadService } from '../upload/upload.service.ts';
import type { PurchaseService } from '../wallet/purchase.service.ts';
import { CommunityService } from './community.service.ts';

/** The community's services; posts are registered as a comment target here. */
export function createCommunityServices(deps: {
  config: Config;
  db: Database;
  storage: Storage;
  purchases: PurchaseService;
}) {
  const community = new CommunityService(deps.db, deps.purchases);
  const comments = new CommentsService(deps.db);
  comments.registerTarget('post', {
    assertVisible: async (id, db) => {
      await community.visiblePost(id, db);
    },
    counted: (tx, id, delta) => community.countComment(tx, id, delta),
  });
  const uploads = new UploadService(deps.db, deps.storage, deps.config.dataDir, deps.config.imageKey);
  return { community, comments, uploads };
}
