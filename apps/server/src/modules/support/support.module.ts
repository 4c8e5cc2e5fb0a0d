import { defineModule } from '../module.ts';
import { supportAdminRoutes } from './support.admin.routes.ts';
import { seedSupport } from './support.demo.ts';
import { supportRoutes } from './support.routes.ts';
import { SupportService } from './support.service.ts';

declare module '../../services.ts' {
  interface Services {
    support: SupportService;
  }
}

/** Feedback, customer service and the official groups (issue 14); replies go through the message centre. */
export const supportModule = defineModule({
  name: 'support',
  services: ({ db, kv, services }) => ({
    support: new SupportService(db, kv, services.settings, services.messages),
  }),
  routes: (app) => app.register(supportRoutes),
  adminRoutes: (app) => app.register(supportAdminRoutes),
  seed: ({ services }) => seedSupport(services.settings),
});
