import { defineModule } from '../module.ts';
import { supportAdminRoutes } from './support.admin.routes.ts';
import { supportRoutes } from './support.routes.ts';
import { SupportService } from './support.service.ts';

declare module '../../services.ts' {
  interface Services {
    support: SupportService;
  }
}

/** Feedback and customer service (issue 14); replies go through the message centre. */
export const supportModule = defineModule({
  name: 'support',
  services: ({ db, kv, services }) => ({
    support: new SupportService(db, kv, services.ping, services.messages),
  }),
  routes: (app) => app.register(supportRoutes),
  adminRoutes: (app) => app.register(supportAdminRoutes),
  adminRoles: ['support'],
});
