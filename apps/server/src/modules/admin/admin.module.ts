import { defineModule } from '../module.ts';
import { coreAdminRoutes } from './admin.routes.ts';

/** The core operator API: settings, device bans, announcements, user lookup. */
export const adminModule = defineModule({
  name: 'admin',
  adminRoutes: (app) => app.register(coreAdminRoutes),
});
