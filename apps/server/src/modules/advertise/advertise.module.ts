import { defineModule } from '../module.ts';
import { adsAdminRoutes } from './advertise.admin.routes.ts';
import { AdsAdmin } from './advertise.admin.ts';
import { advertiseRoutes } from './advertise.routes.ts';

/** Ad clicks (advertise/click); the ads themselves travel in ping/config; the console edits the banners. */
export const advertiseModule = defineModule({
  name: 'advertise',
  routes: (app) => app.register(advertiseRoutes),
  adminRoutes: (app, { db, storage, config, services }) =>
    adsAdminRoutes(
      app,
      new AdsAdmin({
        db,
        storage,
        imageKey: config.imageKey,
        // The upload module comes later in the list: its image jobs are read when a picture arrives.
        images: { store: (bytes, profile) => app.services.images.store(bytes, profile) },
        invalidate: () => services.ping.invalidate(),
      }),
    ),
  adminRoles: ['content'],
});
