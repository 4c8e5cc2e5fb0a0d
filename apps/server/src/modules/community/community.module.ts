import { demoDeps } from '../../demo/seed.ts';
import { defineModule } from '../module.ts';
import { communityAdminRoutes } from './community.admin.ts';
import { seedCommunityDemo } from './community.demo.ts';
import { communityRoutes } from './community.routes.ts';
import { CommunityService } from './community.service.ts';
import { CreatorsService } from './creators.service.ts';

declare module '../../services.ts' {
  interface Services {
    community: CommunityService;
    creators: CreatorsService;
  }
}

/** Posts, circles, likes, follows, creators and moderation; posts are a comment target. */
export const communityModule = defineModule({
  name: 'community',
  services: ({ db, services, events }) => {
    const community = new CommunityService(db, services.purchases, events);
    services.comments.registerTarget('post', {
      assertVisible: async (id, exec) => {
        await community.visiblePost(id, exec);
      },
      counted: (tx, id, delta) => community.countComment(tx, id, delta),
      ownerOf: async (id, exec) => (await community.visiblePost(id, exec)).userId,
    });
    return { community, creators: new CreatorsService(db, events) };
  },
  routes: (app) => app.register(communityRoutes),
  adminRoutes: (app) => app.register(communityAdminRoutes),
  adminRoles: ['moderator'],
  seed: (ctx) => seedCommunityDemo(demoDeps(ctx)),
});
