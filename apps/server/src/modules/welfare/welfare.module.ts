import { defineModule } from '../module.ts';
import { AppWallService } from './app-wall.service.ts';
import { InviteService } from './invite.service.ts';
import { welfareAdminRoutes } from './welfare.admin.routes.ts';
import { welfareFromEvents } from './welfare.events.ts';
import { welfareRoutes } from './welfare.routes.ts';
import { seedWelfare } from './welfare.seed.ts';
import { WelfareService } from './welfare.service.ts';

declare module '../../services.ts' {
  interface Services {
    welfare: WelfareService;
    invites: InviteService;
    appWall: AppWallService;
  }
}

/** The welfare centre (issue 13): check-in, tasks, online time, invitation, app wall, levels. */
export const welfareModule = defineModule({
  name: 'welfare',
  services: ({ db, events, services, now }) => {
    const welfare = new WelfareService(db, services.settings, services.wallet, now);
    const invites = new InviteService(db, services.settings, services.wallet, welfare, services.messages);
    welfareFromEvents(events, welfare, invites);
    return { welfare, invites, appWall: new AppWallService(db, services.wallet) };
  },
  routes: (app) => app.register(welfareRoutes),
  adminRoutes: (app) => app.register(welfareAdminRoutes),
  adminRoles: ['content'],
  seed: ({ db }) => seedWelfare(db),
});
